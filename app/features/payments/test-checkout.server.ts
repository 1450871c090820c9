import { eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { testPaymentSessions } from '~/db/schema/index';
import { defineJob, enqueueJob } from '~/features/jobs/jobs.server';
import type { Outcome } from '~/utils/form-result';
import { getLogger } from '~/utils/logger.server';
import { testPaymentsSecret } from './payments.server';
import { checkTestCard, normaliseCardNumber, type TestCardOutcome } from './test-cards';
import { randomId, TEST_SIGNATURE_HEADER, type TestWebhookBody } from './test-provider.server';
import { signPayload } from './webhook-signature.server';
import { handlePaymentWebhook } from './webhooks.server';

/**
 * The hosted test payment page's server side (/pay/test/:sessionId): the "bank" decides by card
 * number, marks the session, then notifies the store with a signed webhook that goes through
 * handlePaymentWebhook, exactly as an event from Stripe would.
 */

export type TestSessionView = {
  id: string;
  description: string;
  amountCents: number;
  customerEmail: string | null;
  state: 'open' | 'paid' | 'declined' | 'cancelled' | 'expired';
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
};

export async function loadTestSession(id: string): Promise<TestSessionView | null> {
  if (!/^tcs_[\w-]{10,40}$/.test(id)) return null;
  const [row] = await getDb().select().from(testPaymentSessions).where(eq(testPaymentSessions.id, id));
  if (!row) return null;
  const expired = row.status === 'open' && row.expiresAt.getTime() <= Date.now();
  return {
    id: row.id,
    description: row.description,
    amountCents: row.amountCents,
    customerEmail: row.customerEmail,
    state: expired ? 'expired' : (row.status as TestSessionView['state']),
    expiresAt: row.expiresAt,
    successUrl: row.successUrl,
    cancelUrl: row.cancelUrl,
  };
}

const DECLINE_REASONS: Record<Exclude<TestCardOutcome, 'succeeded' | 'succeeded_then_declines'>, string> = {
  declined: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
};

export type TestPaymentResult = Outcome<{ redirectTo: string }>;

/** Builds, signs and delivers one webhook; a failed delivery is retried by a durable job. */
async function notifyStore(body: TestWebhookBody): Promise<void> {
  try {
    await deliver(body);
  } catch (error) {
    getLogger().warn({ err: error, eventId: body.id }, 'test payment webhook failed; retrying in the background');
    await enqueueJob(REDELIVER_JOB, { body: JSON.stringify(body) });
  }
}

async function deliver(body: TestWebhookBody): Promise<void> {
  const raw = JSON.stringify(body);
  const signature = signPayload(await testPaymentsSecret(), raw, Math.floor(Date.now() / 1000));
  const response = await handlePaymentWebhook('test', raw, new Headers({ [TEST_SIGNATURE_HEADER]: signature }));
  if (!response.ok) throw new Error(`the store answered the test webhook with ${response.status}`);
}

const REDELIVER_JOB = 'payments.redeliver-test-webhook';
defineJob<{ body: string }>(REDELIVER_JOB, async ({ body }) => deliver(JSON.parse(body) as TestWebhookBody));

/**
 * Pay, or cancel, on the test page. The session row's status moves once, under a conditional
 * update, so a double click cannot pay twice; an expired page refuses to take money.
 */
export async function submitTestPayment(
  id: string,
  input: { intent: 'pay'; number: string; expiry: string; cvc: string } | { intent: 'cancel' },
): Promise<TestPaymentResult> {
  const session = await loadTestSession(id);
  if (!session) return { ok: false, message: 'payments.test.errors.notFound' };
  if (session.state === 'expired') return { ok: false, message: 'payments.test.errors.expired' };
  if (session.state !== 'open') return { ok: false, message: 'payments.test.errors.closed' };

  let status: 'paid' | 'declined' | 'cancelled';
  let reason: string | undefined;
  let cardNumber: string | null = null;
  if (input.intent === 'cancel') {
    status = 'cancelled';
    reason = 'customer_cancelled';
  } else {
    const card = checkTestCard(input);
    if (!card.ok) return card;
    const succeeded = card.outcome === 'succeeded' || card.outcome === 'succeeded_then_declines';
    status = succeeded ? 'paid' : 'declined';
    if (!succeeded) reason = DECLINE_REASONS[card.outcome as keyof typeof DECLINE_REASONS];
    else cardNumber = normaliseCardNumber(input.number);
  }
  const paymentId = status === 'paid' ? randomId('tpi') : null;
  const [claimed] = await getDb()
    .update(testPaymentSessions)
    // The card is kept only when the checkout asked for it (a subscription's first payment).
    .set({
      status,
      paymentId,
      savedCardNumber: sql`case when ${testPaymentSessions.saveCard} then ${cardNumber}::text else null end`,
    })
    .where(
      sql`${testPaymentSessions.id} = ${id} and ${testPaymentSessions.status} = 'open' and ${testPaymentSessions.expiresAt} > now()`,
    )
    .returning({
      reference: testPaymentSessions.reference,
      amountCents: testPaymentSessions.amountCents,
      saveCard: testPaymentSessions.saveCard,
    });
  if (!claimed) return { ok: false, message: 'payments.test.errors.closed' };

  await notifyStore({
    id: randomId('tev'),
    type: status === 'paid' ? 'payment.succeeded' : status === 'declined' ? 'payment.failed' : 'checkout.expired',
    created: Math.floor(Date.now() / 1000),
    data: {
      sessionId: id,
      reference: claimed.reference,
      paymentId,
      amountCents: claimed.amountCents,
      reason,
      paymentRef: status === 'paid' && claimed.saveCard ? `tcard_${id}` : null,
    },
  });
  return { ok: true, redirectTo: status === 'paid' ? session.successUrl : session.cancelUrl };
}
