import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { SubscribeStatus } from '~/features/newsletter/newsletter.schema';
import { useTranslation } from '~/i18n/use-translation';
import type { FormResult } from '~/utils/form-result';

type SignUpAnswer = FormResult<{ status: SubscribeStatus }>;

/** `initialResult` shows the outcome of a submission made without JavaScript. */
export function NewsletterForm({ initialResult }: { initialResult?: SignUpAnswer } = {}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<SignUpAnswer>();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? initialResult;
  const error = result && !result.ok ? result.fieldErrors.email : undefined;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;

  useEffect(() => {
    if (result?.ok && result.status === 'subscribed') formRef.current?.reset();
  }, [result]);

  return (
    <fetcher.Form ref={formRef} method="post" action="/newsletter" noValidate className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-white">
        {t('newsletter.label')}
      </label>
      <p className="text-sm text-stone-300">{t('newsletter.hint')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          placeholder={t('newsletter.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : statusId}
          className="min-w-0 flex-1 rounded-full border border-stone-600 bg-stone-800 px-4 py-2.5 text-sm text-white placeholder:text-stone-400 aria-invalid:border-red-400"
        />
        <input type="text" name="website" tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" />
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className="rounded-full bg-brand-500 px-5 py-2.5 text-sm font-semibold text-stone-950 hover:bg-brand-300 disabled:opacity-60"
        >
          {fetcher.state !== 'idle' ? t('newsletter.submitting') : t('newsletter.submit')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-300">
          {t(error)}
        </p>
      )}
      <p id={statusId} role="status" aria-live="polite" className="text-sm text-brand-200">
        {result?.ok ? t(`newsletter.status.${result.status}`) : ''}
      </p>
    </fetcher.Form>
  );
}
