import { randomBytes } from 'node:crypto';
import { keepFirstSetting, readSetting } from '~/db/app-meta.server';
import { type DatabaseHandle, getDatabaseHandle } from '~/db/client.server';
import { getEnv } from '~/utils/env.server';
import type { PaymentMethodName, PaymentProvider, ProviderId } from './provider';
import { StripeProvider } from './stripe-provider.server';
import { TestProvider } from './test-provider.server';

/**
 * The test provider's webhook secret: TEST_PAYMENTS_WEBHOOK_SECRET, or one generated on first use
 * and kept in the database (like the session secret), so a fresh install needs no set-up.
 */
async function loadTestSecret(handle: DatabaseHandle): Promise<string> {
  const configured = getEnv().TEST_PAYMENTS_WEBHOOK_SECRET;
  if (configured) return configured;
  const key = 'test_payments_webhook_secret';
  await keepFirstSetting(handle.db, key, randomBytes(32).toString('base64url'));
  return String(await readSetting(handle.db, key));
}

const testSecrets = new WeakMap<DatabaseHandle, Promise<string>>();

export function testPaymentsSecret(): Promise<string> {
  const handle = getDatabaseHandle();
  let secret = testSecrets.get(handle);
  if (!secret) {
    secret = loadTestSecret(handle);
    testSecrets.set(handle, secret);
  }
  return secret;
}

/** Which provider new checkouts use: Stripe when its key is set, the test provider otherwise. */
export function activeProviderId(): ProviderId {
  return getEnv().STRIPE_SECRET_KEY ? 'stripe' : 'test';
}

/** What the active provider's checkout takes, for the Store's structured data (each provider says). */
export function acceptedPaymentMethods(id: ProviderId = activeProviderId()): readonly PaymentMethodName[] {
  return id === 'stripe' ? StripeProvider.paymentMethods : TestProvider.paymentMethods;
}

/**
 * A provider by id: orders remember theirs, so a webhook or refund for an order placed with the
 * test provider still works after Stripe is configured. Null for Stripe when it has no key.
 */
export async function getPaymentProvider(id: ProviderId = activeProviderId()): Promise<PaymentProvider | null> {
  if (id === 'stripe') {
    const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = getEnv();
    return STRIPE_SECRET_KEY ? new StripeProvider({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET }) : null;
  }
  return new TestProvider({ secret: await testPaymentsSecret() });
}

/**
 * Stripe, for paying out (Stripe Connect transfers, decision 0096), when STRIPE_SECRET_KEY is set;
 * null otherwise, and the admin pays by bank from the run's CSV.
 */
export function getStripePayouts(): Pick<StripeProvider, 'transfer' | 'findTransfer'> | null {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = getEnv();
  return STRIPE_SECRET_KEY ? new StripeProvider({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET }) : null;
}
