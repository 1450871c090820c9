import { getEnv } from '~/utils/env.server';
import { formatPrice, percentOf } from '~/utils/money';

/**
 * The vendor terms' rates and worked example, from the configuration the ledger splits sales
 * with (RELIEF_SHARE_PERCENT, VENDOR_COMMISSION_PERCENT), so the page never states another rate.
 */
export function marketplaceTokens(): Record<string, string> {
  const { RELIEF_SHARE_PERCENT: reliefPercent, VENDOR_COMMISSION_PERCENT: commissionPercent } = getEnv();
  const saleCents = 100_00;
  const reliefCents = percentOf(saleCents, reliefPercent);
  const proceedsCents = saleCents - reliefCents;
  const commissionCents = percentOf(proceedsCents, commissionPercent);
  const price = (cents: number) => formatPrice(cents, 'en');
  return {
    reliefSharePercent: String(reliefPercent),
    vendorCommissionPercent: String(commissionPercent),
    exampleSale: price(saleCents),
    exampleRelief: price(reliefCents),
    exampleProceeds: price(proceedsCents),
    exampleCommission: price(commissionCents),
    exampleVendorShare: price(proceedsCents - commissionCents),
  };
}
