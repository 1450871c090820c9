import { useId } from 'react';
import { useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { BellRing } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer, FormFailure } from '~/utils/form-result';
import { STOCK_ALERT_EMAIL_MAX } from '../stock-alert-rules';

/** What the product page's action answers the back-in-stock form: the form's answer, with its words once asked. */
export type StockAlertFormResult = FormFailure | (ActionAnswer & { ok: true });

/**
 * "Email me when it is back in stock", in place of Add to cart while a product is sold out. Posts
 * to the product page's action (so it works without JavaScript: `pageResult`); the address is
 * filled in for a signed-in person.
 */
export function StockAlertForm({
  action,
  productId,
  defaultEmail,
  pageResult,
}: {
  action: string;
  productId: string;
  defaultEmail: string;
  pageResult?: StockAlertFormResult;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fetcher = useFetcher<StockAlertFormResult>();
  const result = fetcher.data ?? pageResult;
  const failure = result && !result.ok ? result : undefined;
  const error = failure ? (failure.fieldErrors.email ?? failure.formError) : undefined;
  if (result?.ok)
    return (
      <p role="status" className="flex gap-2.5 rounded-2xl bg-brand-50 p-4 text-brand-900">
        <BellRing aria-hidden className="mt-0.5 size-5 shrink-0" />
        {t(result.message, result.messageVars ?? {})}
      </p>
    );
  return (
    <fetcher.Form method="post" action={action} noValidate className="rounded-2xl border border-stone-200 p-4">
      <input type="hidden" name="intent" value="stock-alert" />
      <input type="hidden" name="productId" value={productId} />
      <label htmlFor={id} className="flex items-center gap-2 font-semibold text-stone-900">
        <BellRing aria-hidden className="size-5 shrink-0 text-brand-800" />
        {t('stockAlerts.label')}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
        {t('stockAlerts.hint')}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={STOCK_ALERT_EMAIL_MAX}
          defaultValue={defaultEmail}
          placeholder={t('stockAlerts.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          className="min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 placeholder:text-stone-500 aria-invalid:border-red-600"
        />
        <input type="text" name="website" tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" />
        <button type="submit" className={buttonClass('primary', 'md')} disabled={fetcher.state !== 'idle'}>
          {t('stockAlerts.submit')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
          {t(error, failure?.formErrorVars ?? {})}
        </p>
      )}
    </fetcher.Form>
  );
}
