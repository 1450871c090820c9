import { useEffect, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { EmptyState } from '~/components/ui/empty-state';
import { HeartHandshake, Lock } from '~/components/ui/icons';
import { LineAmounts } from '~/components/ui/line-amounts';
import { Money } from '~/components/ui/money';
import type { ShippingAddress } from '~/db/schema/orders';
import { CONTENT_LANGUAGE, contentLanguage } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';
import type { FieldErrors, FormFailure } from '~/utils/form-result';
import { formatPrice } from '~/utils/money';
import type { CheckoutValues } from '../checkout-page.server';
import type { OrderTotals, ShippingMethod } from '../money';
import { AddressFields } from './address-fields';
import { type CheckoutDiscount, DiscountCodeBox, DiscountCodeForm } from './discount-code-box';

type CheckoutData = {
  lines: {
    productId: string;
    name: string;
    handle: string;
    image: { src: string; alt: string } | null;
    quantity: number;
    unitPriceCents: number;
    isAvailable: boolean;
    isReliefProduct: boolean;
  }[];
  totals: Record<ShippingMethod, OrderTotals>;
  reliefSharePercent: number;
  taxRatePercent: number;
  countries: { code: string; name: string; regions: string[] | null }[];
  email: string;
  savedAddresses: { id: string; address: ShippingAddress; isDefault: boolean }[];
  accountName: string;
  testMode: boolean;
  idempotencyKey: string;
  discount: CheckoutDiscount;
};

/** /checkout: address, shipping method and the order summary with its relief share, then payment. */
export function CheckoutForm({
  checkout,
  result,
}: {
  checkout: CheckoutData;
  result?: FormFailure & { values: CheckoutValues };
}) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const values = result?.values ?? {};
  const [method, setMethod] = useState<ShippingMethod>((values.shippingMethod as ShippingMethod) || 'standard');
  const totals = checkout.totals[method] ?? checkout.totals.standard;

  if (checkout.lines.length === 0)
    return (
      <EmptyState
        className="mt-8"
        title={t('cart.checkoutEmpty')}
        text={t('cart.emptyHint')}
        action={
          <Link to="/products" className={buttonClass('primary', 'md')}>
            {t('cart.browse')}
          </Link>
        }
      />
    );

  return (
    <>
      <Form method="post" className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]" noValidate>
        <input type="hidden" name="idempotencyKey" value={checkout.idempotencyKey} />
        <div className="space-y-8">
          {result?.formError && (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
              {t(result.formError, result.formErrorVars ?? {})}
            </p>
          )}
          {totals.needsShipping ? (
            <ShipTo checkout={checkout} values={values} errors={result?.fieldErrors ?? {}} />
          ) : (
            <p className="rounded-xl bg-brand-50 px-4 py-3 text-brand-900">{t('checkout.noShipping')}</p>
          )}
          {totals.needsShipping && (
            <fieldset className="space-y-3">
              <legend className="text-xl font-semibold text-stone-900">{t('checkout.shippingMethod')}</legend>
              {(['standard', 'express'] as const).map((option) => (
                <label
                  key={option}
                  className="flex cursor-pointer items-center justify-between gap-4 rounded-xl border border-stone-300 bg-white px-4 py-3 has-checked:border-brand-700 has-checked:bg-brand-50"
                >
                  <span className="flex items-center gap-3">
                    <input
                      type="radio"
                      name="shippingMethod"
                      value={option}
                      checked={method === option}
                      onChange={() => setMethod(option)}
                      className="size-4 accent-brand-700"
                    />
                    <span>
                      <span className="block font-semibold text-stone-900">{t(`checkout.methods.${option}`)}</span>
                      <span className="block text-sm text-stone-600">{t(`checkout.methods.${option}Hint`)}</span>
                    </span>
                  </span>
                  <Money cents={checkout.totals[option].shippingCents} className="font-semibold" />
                </label>
              ))}
              {method === 'standard' && totals.freeShippingGapCents > 0 && (
                <p className="text-sm text-stone-600">
                  {t('checkout.freeShippingGap', { amount: formatPrice(totals.freeShippingGapCents, i18n.language) })}
                </p>
              )}
            </fieldset>
          )}
        </div>
        <aside
          aria-labelledby="summary-heading"
          className="h-fit rounded-3xl border border-stone-200 bg-white p-6 lg:sticky lg:top-24"
        >
          <h2 id="summary-heading" className="text-xl font-semibold text-stone-900">
            {t('checkout.summary')}
          </h2>
          <ul className="mt-4 divide-y divide-stone-100">
            {checkout.lines.map((line) => (
              <li key={line.productId} className="flex items-center gap-3 py-3">
                {line.image && (
                  <img src={line.image.src} alt="" width={48} height={48} className="size-12 rounded-lg bg-earth-50" />
                )}
                {/* Every line alike, whatever its quantity: "1 × $4.49" or "2 × $4.49", then its total. */}
                <div className="min-w-0 flex-1 text-sm">
                  <p {...contentLanguage(CONTENT_LANGUAGE)} className="font-medium text-stone-900">
                    {line.name}
                  </p>
                  <LineAmounts quantity={line.quantity} unitPriceCents={line.unitPriceCents} className="mt-0.5" />
                </div>
              </li>
            ))}
          </ul>
          <DiscountCodeBox discount={checkout.discount} />
          <dl className="mt-4 space-y-2 border-t border-stone-200 pt-4 text-sm">
            <div className="flex justify-between">
              <dt>{t('checkout.subtotal')}</dt>
              <dd>
                <Money cents={totals.subtotalCents} />
              </dd>
            </div>
            {totals.discountCents > 0 && checkout.discount && (
              <div className="flex justify-between text-brand-800">
                <dt>{t('discounts.checkout.line', { code: checkout.discount.code })}</dt>
                <dd>
                  −<Money cents={totals.discountCents} />
                </dd>
              </div>
            )}
            <div className="flex justify-between">
              <dt>{t('checkout.shipping')}</dt>
              <dd>{totals.shippingCents === 0 ? t('checkout.freeShipping') : <Money cents={totals.shippingCents} />}</dd>
            </div>
            <div className="flex justify-between">
              <dt>{t('checkout.tax', { rate: checkout.taxRatePercent })}</dt>
              <dd>
                <Money cents={totals.taxCents} />
              </dd>
            </div>
            <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-bold text-stone-900">
              <dt>{t('checkout.total')}</dt>
              <dd>
                <Money cents={totals.totalCents} />
              </dd>
            </div>
          </dl>
          <p className="mt-4 flex gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900">
            <HeartHandshake aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              {t('checkout.reliefShare', { percent: checkout.reliefSharePercent })}{' '}
              <Money cents={totals.reliefCents} className="font-semibold" />
            </span>
          </p>
          <button type="submit" className={buttonClass('primary', 'lg', 'mt-6 w-full')} disabled={navigation.state !== 'idle'}>
            <Lock aria-hidden className="size-5" />
            {t('checkout.pay')}
          </button>
          <p className="mt-3 text-center text-xs text-stone-600">
            {checkout.testMode ? t('checkout.testMode') : t('checkout.secure')} · {checkout.email}
          </p>
        </aside>
      </Form>
      <DiscountCodeForm />
    </>
  );
}

/** One line of a saved address, as a label reads it. */
function addressLine(address: ShippingAddress) {
  return [address.name, address.line1, address.line2, address.city, address.region, address.postalCode, address.country]
    .filter(Boolean)
    .join(', ');
}

/**
 * Where the order goes: a saved address (the default preselected), or a new one, with the
 * account's name filled in and an offer to keep it in the address book. Without JavaScript the
 * fields stay visible and the choice decides which the server uses.
 */
function ShipTo({ checkout, values, errors }: { checkout: CheckoutData; values: CheckoutValues; errors: FieldErrors }) {
  const { t } = useTranslation();
  const book = checkout.savedAddresses;
  const [choice, setChoice] = useState(values.savedAddressId || book[0]?.id || 'new');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const typed = values.savedAddressId === 'new' || (!values.savedAddressId && Object.keys(values).length > 2);
  const fieldValues = typed ? values : { name: checkout.accountName };
  const showFields = choice === 'new' || !hydrated;
  return (
    <div className="space-y-6">
      {book.length > 0 && (
        <fieldset className="space-y-3">
          <legend className="text-xl font-semibold text-stone-900">{t('checkout.shipTo')}</legend>
          {[
            ...book.map((entry) => ({ id: entry.id, label: addressLine(entry.address), isDefault: entry.isDefault })),
            { id: 'new', label: t('checkout.newAddress'), isDefault: false },
          ].map((option) => (
            <label
              key={option.id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white px-4 py-3 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="savedAddressId"
                value={option.id}
                checked={choice === option.id}
                onChange={() => setChoice(option.id)}
                className="mt-1 size-4 accent-brand-700"
              />
              <span className="text-stone-800">
                {option.label}
                {option.isDefault && <span className="ms-2 text-sm font-semibold text-brand-800">{t('addresses.default')}</span>}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {showFields && (
        <div className="space-y-4">
          <AddressFields countries={checkout.countries} values={fieldValues} errors={errors} />
          <label className="flex items-center gap-3 text-stone-800">
            <input type="checkbox" name="saveAddress" defaultChecked={book.length === 0} className="size-4 accent-brand-700" />
            {t('checkout.saveAddress')}
          </label>
        </div>
      )}
    </div>
  );
}
