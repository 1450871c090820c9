import { afterEach, describe, expect, it } from 'vitest';
import { loader as rootLoader } from '~/root';
import { resetEnvCache } from '~/utils/env.server';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

await setupTestDatabase();

const storeOf = async () => {
  const { data } = await callAction(rootLoader, new Request('http://localhost/'));
  const blocks = (data as { jsonLd: Record<string, unknown>[] }).jsonLd;
  return blocks.find((block) => block['@type'] === 'Store');
};

afterEach(() => {
  delete process.env.STRIPE_SECRET_KEY;
  resetEnvCache();
});

// The Store listed PayPal, which no provider here takes (issue 11): it lists what the configured
// provider's checkout accepts.
describe("the Store's structured data", () => {
  it('lists what the built-in test provider takes', async () => {
    expect(await storeOf()).toMatchObject({ paymentAccepted: 'Credit Card', currenciesAccepted: 'USD' });
  });

  it('lists what Stripe Checkout is asked to take once Stripe is configured', async () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_structureddata';
    resetEnvCache();
    expect(await storeOf()).toMatchObject({ paymentAccepted: 'Credit Card' });
  });

  // It named English and Spanish only while the site is also written in Arabic.
  it('names every language the site is written in', async () => {
    const store = await storeOf();
    expect(store?.availableLanguage).toEqual(expect.arrayContaining(['English', 'Spanish', 'Arabic']));
  });

  it('never claims PayPal', async () => {
    expect(JSON.stringify(await storeOf())).not.toContain('PayPal');
  });
});
