import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '~/utils/env.server';
import { marketplaceTokens } from './marketplace-tokens.server';

describe('the vendor terms’ figures', () => {
  afterEach(() => {
    delete process.env.VENDOR_COMMISSION_PERCENT;
    resetEnvCache();
  });

  it('work the example as the ledger splits a sale: relief first, then the commission on the rest', () => {
    process.env.VENDOR_COMMISSION_PERCENT = '15';
    resetEnvCache();
    expect(marketplaceTokens()).toMatchObject({
      reliefSharePercent: '10',
      vendorCommissionPercent: '15',
      exampleSale: '$100.00',
      exampleRelief: '$10.00',
      exampleProceeds: '$90.00',
      exampleCommission: '$13.50',
      exampleVendorShare: '$76.50',
    });
  });

  it('follow the configured commission', () => {
    process.env.VENDOR_COMMISSION_PERCENT = '12.5';
    resetEnvCache();
    expect(marketplaceTokens()).toMatchObject({
      vendorCommissionPercent: '12.5',
      exampleCommission: '$11.25',
      exampleVendorShare: '$78.75',
    });
  });
});
