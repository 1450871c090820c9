import { randomUUID } from 'node:crypto';
import { data, redirect } from 'react-router';
import { getDb } from '~/db/client.server';
import type { SessionUser } from '~/features/accounts/guard.server';
import { attributedAffiliate } from '~/features/affiliates/attribution.server';
import { cartLinesForUser } from '~/features/cart/cart.server';
import { activeProviderId } from '~/features/payments/payments.server';
import { languageCodeFor } from '~/i18n/i18n.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { FormFailure } from '~/utils/form-result';
import { fullName } from '~/utils/person-name';
import { pathTo } from '~/utils/routes/path-to';
import { type AddressField, addressFromForm, COUNTRIES } from './address';
import { listAddresses, saveAddress } from './address-book.server';
import { moneySettings, placeOrder } from './checkout.server';
import { checkoutFailure } from './failures';
import { isShippingMethod, orderTotals, SHIPPING_METHODS } from './money';

/** What the checkout page shows: the cart with today's prices, the totals per shipping method. */
export async function loadCheckout(user: SessionUser) {
  const [lines, savedAddresses] = await Promise.all([cartLinesForUser(getDb(), user.id), listAddresses(user.id)]);
  const priced = lines.map((line) => ({ ...line, unitPriceCents: line.priceCents ?? 0 }));
  const settings = moneySettings();
  const totals = Object.fromEntries(SHIPPING_METHODS.map((method) => [method, orderTotals(priced, method, settings)])) as Record<
    (typeof SHIPPING_METHODS)[number],
    ReturnType<typeof orderTotals>
  >;
  return {
    lines: priced.map(({ productId, name, handle, image, quantity, unitPriceCents, isAvailable, isReliefProduct }) => ({
      productId,
      name,
      handle,
      image,
      quantity,
      unitPriceCents,
      isAvailable,
      isReliefProduct,
    })),
    totals,
    reliefSharePercent: settings.reliefSharePercent,
    taxRatePercent: settings.taxRatePercent,
    countries: COUNTRIES.map(({ code, name, regions }) => ({ code, name, regions: regions ? [...regions] : null })),
    email: user.email,
    // The address book (the default first), and the name for a new address from the account.
    savedAddresses,
    accountName: fullName(user.firstName, user.lastName),
    testMode: activeProviderId() === 'test',
    // A fresh key per page view: submitting this form twice places one order.
    idempotencyKey: randomUUID(),
  };
}

/** What the checkout form typed, sent back with a refusal so the form shows it again. */
export type CheckoutValues = Partial<Record<AddressField | 'shippingMethod' | 'savedAddressId', string>>;

/** A refused checkout: the form's answer, with what was typed. */
type CheckoutRefusal = FormFailure & { values: CheckoutValues };

/** Places the order and sends the person to pay; a refusal comes back to the form with its reason. */
export async function checkoutAction(request: Request, user: SessionUser) {
  const read = await readForm(request);
  if (!read.ok)
    return data<CheckoutRefusal>({ ok: false, formError: 'errors.badForm', fieldErrors: {}, values: {} }, { status: 400 });
  const { form } = read;
  // A saved address chosen from the book is read from the book (the person's own only), not the fields.
  const savedId = textField(form, 'savedAddressId');
  const saved = savedId && savedId !== 'new' ? (await listAddresses(user.id)).find((entry) => entry.id === savedId) : undefined;
  const values = saved ? { ...saved.address } : addressFromForm(form);
  const method = textField(form, 'shippingMethod') || 'standard';
  const echo = { ...values, shippingMethod: method, savedAddressId: savedId };
  if (!isShippingMethod(method))
    return data<CheckoutRefusal>(
      { ok: false, formError: checkoutFailure('shipping-method').message, fieldErrors: {}, values: echo },
      { status: checkoutFailure('shipping-method').status },
    );
  const result = await placeOrder({
    actor: user,
    idempotencyKey: textField(form, 'idempotencyKey'),
    shippingMethod: method,
    // Checked by placeOrder, which knows whether the cart has anything to ship.
    address: values,
    origin: new URL(request.url).origin,
    locale: languageCodeFor(request),
    affiliateId: await attributedAffiliate(request, user.id),
  });
  if (!result.ok)
    return data<CheckoutRefusal>(
      {
        ok: false,
        formError: result.message,
        formErrorVars: result.messageVars,
        fieldErrors: 'fieldErrors' in result ? result.fieldErrors : {},
        values: echo,
      },
      { status: result.status },
    );
  // Saved after the order is placed, so a refused order saves nothing; a full book just skips it.
  if (!saved && form.get('saveAddress') === 'on' && !result.reused) await saveAddress({ actor: user, address: values });
  if (result.paymentUrl && result.status === 'pending_payment') throw redirect(result.paymentUrl);
  throw redirect(pathTo('/orders/:orderId', { orderId: result.orderId }));
}
