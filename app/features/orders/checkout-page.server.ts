import { randomUUID } from 'node:crypto';
import { data, redirect } from 'react-router';
import { getDb } from '~/db/client.server';
import type { SessionUser } from '~/features/accounts/guard.server';
import { attributedAffiliate } from '~/features/affiliates/attribution.server';
import { cartDiscountCode, cartLinesForUser, setCartDiscountCode } from '~/features/cart/cart.server';
import { previewDiscount } from '~/features/discounts/discount-code.server';
import { normaliseCode, toDiscountLines } from '~/features/discounts/discount-rules';
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

/**
 * What the checkout page shows: the cart with today's prices, the totals per shipping method,
 * and the discount code applied to the cart with what it saves now, or why it no longer applies
 * (the cart changed, the code ran out): then the totals are without it, as the order would be.
 */
export async function loadCheckout(user: SessionUser, locale = 'en') {
  const db = getDb();
  const [lines, savedAddresses, code] = await Promise.all([
    cartLinesForUser(db, user.id),
    listAddresses(user.id),
    cartDiscountCode(db, user.id),
  ]);
  const priced = lines.map((line) => ({ ...line, unitPriceCents: line.priceCents ?? 0 }));
  const settings = moneySettings();
  const preview = code ? await previewDiscount({ actor: user, code, lines: toDiscountLines(priced), locale }) : null;
  const perLine = preview?.ok ? preview.perLine : [];
  const totals = Object.fromEntries(
    SHIPPING_METHODS.map((method) => [method, orderTotals(priced, method, settings, perLine)]),
  ) as Record<(typeof SHIPPING_METHODS)[number], ReturnType<typeof orderTotals>>;
  return {
    discount: code
      ? {
          code: preview?.ok ? preview.code : code,
          savedCents: preview?.ok ? preview.totalCents : 0,
          refusal: preview && !preview.ok ? { message: preview.message, vars: preview.messageVars ?? {} } : null,
        }
      : null,
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

/** The discount form's answer: the code applied, removed, or refused with its reason. */
export type DiscountAnswer = { intent: 'discount'; ok: boolean; message?: string; messageVars?: Record<string, string | number> };

const MAX_CODE_LENGTH = 64;

/**
 * Applies a discount code to the acting person's cart when it applies to it now (the checkout
 * then shows what it saves), or answers why not and keeps nothing; `remove` forgets it.
 */
async function discountAction(form: FormData, user: SessionUser, locale: string) {
  if (textField(form, 'intent') === 'remove-code') {
    await setCartDiscountCode({ actor: user, code: null });
    return data<DiscountAnswer>({ intent: 'discount', ok: true });
  }
  const code = normaliseCode(textField(form, 'code'));
  if (code === '' || code.length > MAX_CODE_LENGTH)
    return data<DiscountAnswer>({ intent: 'discount', ok: false, message: 'discounts.errors.empty' }, { status: 400 });
  const lines = await cartLinesForUser(getDb(), user.id);
  const preview = await previewDiscount({
    actor: user,
    code,
    locale,
    lines: toDiscountLines(lines.map((line) => ({ ...line, unitPriceCents: line.priceCents ?? 0 }))),
  });
  if (!preview.ok)
    return data<DiscountAnswer>(
      { intent: 'discount', ok: false, message: preview.message, messageVars: preview.messageVars },
      { status: preview.status },
    );
  await setCartDiscountCode({ actor: user, code: preview.code });
  return data<DiscountAnswer>({ intent: 'discount', ok: true });
}

/** Places the order and sends the person to pay; a refusal comes back to the form with its reason. */
export async function checkoutAction(request: Request, user: SessionUser) {
  const read = await readForm(request);
  if (!read.ok)
    return data<CheckoutRefusal>({ ok: false, formError: 'errors.badForm', fieldErrors: {}, values: {} }, { status: 400 });
  const { form } = read;
  const intent = textField(form, 'intent');
  if (intent === 'apply-code' || intent === 'remove-code') return discountAction(form, user, languageCodeFor(request));
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
