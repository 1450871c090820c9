import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { SubscribeStatus } from '~/features/newsletter/newsletter.schema';
import { useTranslation } from '~/i18n/use-translation';
import type { FormResult } from '~/utils/form-result';

type SignUpAnswer = FormResult<{ status: SubscribeStatus }>;

/** The footer's dark colours, or a light page's. */
const TONES = {
  dark: {
    label: 'text-white',
    hint: 'text-stone-300',
    input: 'border-stone-600 bg-stone-800 text-white placeholder:text-stone-400 aria-invalid:border-red-400',
    button: 'bg-brand-500 text-stone-950 hover:bg-brand-300',
    error: 'text-red-300',
    status: 'text-brand-200',
  },
  light: {
    label: 'text-stone-900',
    hint: 'text-stone-600',
    input: 'border-stone-300 bg-white text-stone-900 placeholder:text-stone-500 aria-invalid:border-red-700',
    button: 'bg-brand-800 text-white hover:bg-brand-900',
    error: 'text-red-800',
    status: 'text-brand-800',
  },
};

/**
 * `initialResult` shows the outcome of a submission made without JavaScript; `hint` replaces the
 * footer's line under the label (the vendor page says what the newsletter will tell).
 */
export function NewsletterForm({
  initialResult,
  tone = 'dark',
  hint,
}: {
  initialResult?: SignUpAnswer;
  tone?: keyof typeof TONES;
  hint?: string;
} = {}) {
  const colours = TONES[tone];
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
      <label htmlFor={id} className={`block text-sm font-semibold ${colours.label}`}>
        {t('newsletter.label')}
      </label>
      <p className={`text-sm ${colours.hint}`}>{hint ?? t('newsletter.hint')}</p>
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
          className={`min-w-0 flex-1 rounded-full border px-4 py-2.5 text-sm ${colours.input}`}
        />
        <input type="text" name="website" tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" />
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className={`rounded-full px-5 py-2.5 text-sm font-semibold disabled:opacity-60 ${colours.button}`}
        >
          {fetcher.state !== 'idle' ? t('newsletter.submitting') : t('newsletter.submit')}
        </button>
      </div>
      {error && (
        <p id={errorId} className={`text-sm font-medium ${colours.error}`}>
          {t(error)}
        </p>
      )}
      <p id={statusId} role="status" aria-live="polite" className={`text-sm ${colours.status}`}>
        {result?.ok ? t(`newsletter.status.${result.status}`) : ''}
      </p>
    </fetcher.Form>
  );
}
