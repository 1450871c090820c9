/**
 * Order arithmetic in integer US cents (issue 4). Pure, shared by the checkout page (to show the
 * summary) and order placement (to charge it), so what people see is what they pay.
 *
 * Rules (docs/decisions/0022-order-money-and-the-relief-share.md):
 * - percentages are applied in basis points and rounded half up to a whole cent;
 * - standard shipping is a flat rate, free when the shipped goods reach the threshold; express
 *   is always charged; an order of relief products only ships nothing, so it pays no shipping;
 * - tax is charged on shipped goods; relief products are given to relief partners, not sold to
 *   the buyer for their own use, so they carry no tax;
 * - the relief share is the configured percentage (10%) of the shipped goods' proceeds, plus
 *   the whole price of relief products.
 */

import { percentOf } from '~/utils/money';

export type MoneySettings = {
  reliefSharePercent: number;
  taxRatePercent: number;
  shippingFlatCents: number;
  shippingExpressCents: number;
  freeShippingThresholdCents: number;
};

export const SHIPPING_METHODS = ['standard', 'express'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export function isShippingMethod(value: unknown): value is ShippingMethod {
  return typeof value === 'string' && (SHIPPING_METHODS as readonly string[]).includes(value);
}

/**
 * An order line. A relief product is all relief and ships nothing; a digital line (a place on a
 * course) is taxed and shares 10% with relief like goods, but ships nothing either.
 */
export type PricedLine = { unitPriceCents: number; quantity: number; isReliefProduct: boolean; isDigital?: boolean };

export type OrderTotals = {
  /** The goods at their prices, before any discount. */
  subtotalCents: number;
  /** Taken off the goods by a discount code. */
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  reliefCents: number;
  needsShipping: boolean;
  /** How much more of shipped goods would make standard shipping free (0 when it already is). */
  freeShippingGapCents: number;
};

export function lineTotalCents(line: Pick<PricedLine, 'unitPriceCents' | 'quantity'>): number {
  return line.unitPriceCents * line.quantity;
}

/**
 * The order's totals. `discounts` (from a discount code, features/discounts) is each line's part
 * of the saving, in the lines' order: it comes off the goods before tax and the relief share,
 * while free standard shipping is still judged on the goods before it (a code never makes an
 * order dearer by costing it its free shipping; decision 0092).
 */
export function orderTotals(
  lines: readonly PricedLine[],
  method: ShippingMethod,
  settings: MoneySettings,
  discounts: readonly number[] = [],
): OrderTotals {
  let shippedCents = 0;
  let digitalCents = 0;
  let reliefGoodsCents = 0;
  let discountCents = 0;
  lines.forEach((line, index) => {
    const off = discounts[index] ?? 0;
    if (!Number.isSafeInteger(off) || off < 0 || off > lineTotalCents(line) || (off > 0 && line.isReliefProduct))
      throw new RangeError(`a line's discount of ${off} does not fit it`);
    discountCents += off;
    if (line.isReliefProduct) reliefGoodsCents += lineTotalCents(line);
    else if (line.isDigital) digitalCents += lineTotalCents(line) - off;
    else shippedCents += lineTotalCents(line) - off;
  });
  const shippedBeforeDiscount = lines.reduce(
    (acc, line) => acc + (line.isReliefProduct || line.isDigital ? 0 : lineTotalCents(line)),
    0,
  );
  const needsShipping = lines.some((line) => !line.isReliefProduct && !line.isDigital);
  const freeStandard = shippedBeforeDiscount >= settings.freeShippingThresholdCents;
  const shippingCents = !needsShipping
    ? 0
    : method === 'express'
      ? settings.shippingExpressCents
      : freeStandard
        ? 0
        : settings.shippingFlatCents;
  const subtotalCents = lines.reduce((acc, line) => acc + lineTotalCents(line), 0);
  const taxCents = percentOf(shippedCents + digitalCents, settings.taxRatePercent);
  return {
    subtotalCents,
    discountCents,
    shippingCents,
    taxCents,
    totalCents: subtotalCents - discountCents + shippingCents + taxCents,
    reliefCents: percentOf(shippedCents + digitalCents, settings.reliefSharePercent) + reliefGoodsCents,
    needsShipping,
    freeShippingGapCents: needsShipping && !freeStandard ? settings.freeShippingThresholdCents - shippedBeforeDiscount : 0,
  };
}

/**
 * The relief reversed by a refund: the same fraction of the order's relief share as the refund
 * is of its total, so refunds in parts add up to exactly the whole share when the order has
 * been refunded in full.
 */
export function reliefReversalCents(input: {
  reliefCents: number;
  totalCents: number;
  refundedBeforeCents: number;
  reversedBeforeCents: number;
  amountCents: number;
}): number {
  const { reliefCents, totalCents, refundedBeforeCents, reversedBeforeCents, amountCents } = input;
  if (totalCents <= 0) return 0;
  const refundedAfter = refundedBeforeCents + amountCents;
  if (refundedAfter >= totalCents) return reliefCents - reversedBeforeCents;
  const dueAfter = Math.floor((reliefCents * refundedAfter + Math.floor(totalCents / 2)) / totalCents);
  return Math.max(0, dueAfter - reversedBeforeCents);
}
