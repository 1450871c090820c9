import { useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Money } from '~/components/ui/money';
import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/i18n/use-translation';
import type { DiscountAnswer } from '../checkout-page.server';

/** The id of the discount code's own form: it sits outside the checkout form, its fields inside the summary. */
const DISCOUNT_FORM_ID = 'discount-code-form';
/** One fetcher for the form and the fields that belong to it, wherever each is rendered. */
const FETCHER_KEY = 'discount-code';

/** The discount code's form itself, empty: rendered after the checkout form, never inside it (forms do not nest). */
export function DiscountCodeForm() {
  const fetcher = useFetcher<DiscountAnswer>({ key: FETCHER_KEY });
  return <fetcher.Form id={DISCOUNT_FORM_ID} method="post" noValidate />;
}

export type CheckoutDiscount = {
  code: string;
  savedCents: number;
  /** Why the code applied to the cart does not apply now (the totals are then without it). */
  refusal: { message: string; vars: Record<string, string | number> } | null;
} | null;

/**
 * The checkout's discount code: type one and apply it (the server says what it saves or why it
 * is refused), or remove the one applied. Its fields belong to a form of their own (the `form`
 * attribute), so applying a code never submits the order; the page's totals reload after it.
 */
export function DiscountCodeBox({ discount }: { discount: CheckoutDiscount }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<DiscountAnswer>({ key: FETCHER_KEY });
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.data;
  const error = answer && !answer.ok && answer.message ? t(answer.message, answer.messageVars ?? {}) : undefined;
  if (discount)
    return (
      <div className="mt-4 rounded-xl border border-stone-200 px-3 py-2 text-sm">
        <div className="flex items-center justify-between gap-3">
          <p>
            <span className="font-semibold text-stone-900">{t('discounts.checkout.applied', { code: discount.code })}</span>
            {!discount.refusal && (
              <>
                {' · '}
                {t('discounts.checkout.saves')} <Money cents={discount.savedCents} className="font-semibold text-brand-800" />
              </>
            )}
          </p>
          <button
            type="submit"
            form={DISCOUNT_FORM_ID}
            name="intent"
            value="remove-code"
            className={buttonClass('ghost', 'sm')}
            disabled={busy}
          >
            {t('discounts.checkout.remove')}
          </button>
        </div>
        {discount.refusal && (
          <p role="alert" className="mt-1 text-red-800">
            {t(discount.refusal.message, discount.refusal.vars)}
          </p>
        )}
      </div>
    );
  return (
    <div className="mt-4 flex items-start gap-2">
      <TextField
        form={DISCOUNT_FORM_ID}
        name="code"
        label={t('discounts.checkout.label')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        error={error}
        className="min-w-0 flex-1"
      />
      <button
        type="submit"
        form={DISCOUNT_FORM_ID}
        name="intent"
        value="apply-code"
        className={buttonClass('secondary', 'md', 'mt-7 shrink-0')}
        disabled={busy}
      >
        {t('discounts.checkout.apply')}
      </button>
    </div>
  );
}
