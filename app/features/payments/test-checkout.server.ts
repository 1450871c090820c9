import { eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { testPaymentSessions } from '~/db/schema/payments';
import { publishEvent } from '~/features/jobs/events.server';
import { getEnv } from '~/utils/env.server';
import type { Failure, Result } from '~/utils/failure';
import type { FieldErrors } from '~/utils/form-result';
import { getLogger } from '~/utils/logger.server';
import { testPaymentDecided } from './events';
import { type DeclineCode, type PaymentFailureCode, paymentFailure } from './failures';
import { isPaymentEventRecorded } from './payment-events.server';
import { testPaymentsSecret } from './payments.server';
import type { CheckoutLine } from './provider';
import { checkTestCard, normaliseCardNumber, type TestCardOutcome } from './test-cards';
import { randomId, savedCardRef, TEST_SIGNATURE_HEADER, type TestWebhookBody, testCardFingerprint } from './test-provider.server';
import { signPayload } from './webhook-signature.server';
import { handlePaymentWebhook } from './webhooks.server';

/**
 * The hosted test payment page's server side (/pay/test/:sessionId): the "bank" decides by card
 * number, marks the session, then notifies the store with a signed webhook that goes through
 * handlePaymentWebhook, exactly as an event from Stripe would, and redelivers it until the store
 * acknowledges it, as Stripe does. A declined card ends nothing: the session stays open and the
 * customer tries again on the same page, as on Stripe's hosted Checkout (decision 0041).
 */

export type TestSessionView = {
  id: string;
  description: string;
  amountCents: number;
  /** What is being paid for, as the store described it (older sessions have no lines). */
  lines: CheckoutLine[];
  shippingCents: number | null;
  taxCents: number | null;
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
    lines: row.lines,
    shippingCents: row.shippingCents,
    taxCents: row.taxCents,
    customerEmail: row.customerEmail,
    state: expired ? 'expired' : (row.status as TestSessionView['state']),
    expiresAt: row.expiresAt,
    successUrl: row.successUrl,
    cancelUrl: row.cancelUrl,
  };
}

/** A declined card: the reason the webhook tells the store (Stripe's decline codes), and the page's failure. */
const DECLINES: Record<
  Exclude<TestCardOutcome, 'succeeded' | 'succeeded_then_declines'>,
  { reason: string; code: DeclineCode }
> = {
  declined: { reason: 'card_declined', code: 'card-declined' },
  insufficient_funds: { reason: 'insufficient_funds', code: 'insufficient-funds' },
  expired_card: { reason: 'expired_card', code: 'expired-card' },
};

/**
 * Paid or cancelled: where the customer goes next. Refused: why (payments/failures.ts); a card
 * refused before the bank sees it also names every wrong field, and after a declined card the
 * session is still open for another.
 */
export type TestPaymentResult =
  | Result<{ redirectTo: string }, PaymentFailureCode>
  | (Failure<PaymentFailureCode> & { fieldErrors: FieldErrors });

/** Signs and sends one webhook to the store; throws unless the store acknowledged it (a 2xx). */
async function deliver(raw: string): Promise<void> {
  const signature = signPayload(await testPaymentsSecret(), raw, Math.floor(Date.now() / 1000));
  const response = await handlePaymentWebhook('test', raw, new Headers({ [TEST_SIGNATURE_HEADER]: signature }));
  if (!response.ok) throw new Error(`the store answered the test webhook with ${response.status}`);
}

/**
 * The durable delivery of a decided session's webhook: the `test_payment.decided` subscriber
 * (payments.jobs.server.ts) runs it, retried with backoff until the store acknowledges, as Stripe
 * redelivers. The store's once-only record of the event is the acknowledgement a real provider
 * keeps: an event the store has applied (usually through the immediate delivery in
 * submitTestPayment) is not sent again.
 */
export async function redeliverTestWebhook(raw: string): Promise<void> {
  const { id } = JSON.parse(raw) as TestWebhookBody;
  if (await isPaymentEventRecorded('test', id)) return;
  await deliver(raw);
}

/**
 * Fault injection for the kill -9 test (tests/integration/payment-crash.test.ts): with
 * TEST_PAYMENTS_KILL_AFTER_COMMIT=1, and never in production, the process kills itself (SIGKILL:
 * no clean-up, like kill -9) right after a session's decision commits and before the store has
 * heard of it, the moment at which a crash used to lose the payment.
 */
function killHereIfAsked() {
  if (process.env.TEST_PAYMENTS_KILL_AFTER_COMMIT === '1' && getEnv().NODE_ENV !== 'production')
    process.kill(process.pid, 'SIGKILL');
}

/**
 * Pay, or cancel, on the test page. No actor: whoever holds the page's unguessable address pays,
 * as on a provider's hosted page, and the store trusts only the webhook that follows. A paid or cancelled session's status moves once, under a
 * conditional update, so a double click cannot pay twice; an expired page refuses to take money.
 * A declined card leaves the session open, its row locked while the decline is recorded, so a
 * decline never lands on a session another request has just paid. Every decision's webhook is
 * written in the same transaction (an outbox event), so the store hears of it even if the process
 * dies right after the commit (decision 0038); it is then delivered at once, and again by a job if
 * that fails.
 */
export async function submitTestPayment(
  id: string,
  input: { intent: 'pay'; number: string; expiry: string; cvc: string } | { intent: 'cancel' },
): Promise<TestPaymentResult> {
  const session = await loadTestSession(id);
  if (!session) return paymentFailure('session-not-found');
  if (session.state !== 'open') return finished(session);

  if (input.intent === 'pay') {
    const card = checkTestCard(input);
    if (!card.ok) return card;
    if (card.outcome !== 'succeeded' && card.outcome !== 'succeeded_then_declines')
      return decline(session, DECLINES[card.outcome]);
  }
  const status = input.intent === 'cancel' ? 'cancelled' : 'paid';
  const cardNumber = input.intent === 'pay' ? normaliseCardNumber(input.number) : null;
  const paymentId = status === 'paid' ? randomId('tpi') : null;
  const raw = await getDb().transaction(async (tx) => {
    const [claimed] = await tx
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
        id: testPaymentSessions.id,
        reference: testPaymentSessions.reference,
        amountCents: testPaymentSessions.amountCents,
        saveCard: testPaymentSessions.saveCard,
      });
    if (!claimed) return null;
    const body: TestWebhookBody = {
      id: randomId('tev'),
      type: status === 'paid' ? 'payment.succeeded' : 'checkout.expired',
      created: Math.floor(Date.now() / 1000),
      data: {
        sessionId: id,
        reference: claimed.reference,
        paymentId,
        amountCents: claimed.amountCents,
        reason: status === 'cancelled' ? 'customer_cancelled' : undefined,
        paymentRef: status === 'paid' ? savedCardRef(claimed) : null,
        cardFingerprint: status === 'paid' && cardNumber ? testCardFingerprint(cardNumber) : null,
      },
    };
    const serialised = JSON.stringify(body);
    await publishEvent(tx, testPaymentDecided, { body: serialised });
    return serialised;
  });
  // Another request decided the session first (a double click): answer with what it decided.
  if (!raw) return finished((await loadTestSession(id)) ?? session);

  await deliverNow(raw, id);
  return { ok: true, redirectTo: status === 'paid' ? session.successUrl : session.cancelUrl };
}

/**
 * A declined card: the bank says no to this attempt only. The session stays open (another card
 * may pay it) and the store is told, durably like every decision, so the order's timeline shows
 * the decline while the order keeps waiting, with its stock, for a payment.
 */
async function decline(
  session: TestSessionView,
  { reason, code }: { reason: string; code: DeclineCode },
): Promise<TestPaymentResult> {
  const raw = await getDb().transaction(async (tx) => {
    const [open] = await tx
      .select({ reference: testPaymentSessions.reference, amountCents: testPaymentSessions.amountCents })
      .from(testPaymentSessions)
      .where(
        sql`${testPaymentSessions.id} = ${session.id} and ${testPaymentSessions.status} = 'open' and ${testPaymentSessions.expiresAt} > now()`,
      )
      .for('update');
    if (!open) return null;
    const body: TestWebhookBody = {
      id: randomId('tev'),
      type: 'payment.declined',
      created: Math.floor(Date.now() / 1000),
      data: { sessionId: session.id, reference: open.reference, paymentId: null, amountCents: open.amountCents, reason },
    };
    const serialised = JSON.stringify(body);
    await publishEvent(tx, testPaymentDecided, { body: serialised });
    return serialised;
  });
  // Paid, cancelled or expired meanwhile (another tab): say what became of it instead.
  if (!raw) return finished((await loadTestSession(session.id)) ?? session);
  await deliverNow(raw, session.id);
  return paymentFailure(code);
}

/** The immediate delivery after a decision commits; a failure is left to the delivery job. */
async function deliverNow(raw: string, sessionId: string) {
  killHereIfAsked();
  try {
    await deliver(raw);
  } catch (error) {
    getLogger().warn({ err: error, sessionId }, 'test payment webhook failed; the delivery job retries it');
  }
}

/**
 * A session that is no longer open. A paid one sends the customer on to the store's result page,
 * which shows what the store knows (and asks the provider if the webhook is not in yet): a
 * payment made just before a crash, submitted again after it, is not answered "closed".
 */
function finished(session: TestSessionView): TestPaymentResult {
  if (session.state === 'paid') return { ok: true, redirectTo: session.successUrl };
  if (session.state === 'expired') return paymentFailure('session-expired');
  return paymentFailure('session-closed');
}
