import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { perExecutor } from '~/db/prepared.server';
import { testPaymentSessions } from '~/db/schema/payments';
import { pathTo } from '~/utils/routes/path-to';
import {
  type CheckoutSession,
  type CheckoutState,
  type CreateCheckoutInput,
  type PaymentEvent,
  type PaymentMethodName,
  type PaymentProvider,
  PaymentProviderError,
  type SavedChargeResult,
  WebhookSignatureError,
} from './provider';
import { savedCardOutcome } from './test-cards';
import { verifySignedPayload } from './webhook-signature.server';

/** The header the test provider signs its webhooks in (same scheme as Stripe-Signature). */
export const TEST_SIGNATURE_HEADER = 'verde-test-signature';

export const randomId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/** The body of a test provider webhook, as it is signed and sent. */
export type TestWebhookBody = {
  id: string;
  type: 'payment.succeeded' | 'payment.declined' | 'checkout.expired';
  created: number;
  data: {
    sessionId: string;
    reference: string;
    paymentId: string | null;
    amountCents: number;
    reason?: string;
    paymentRef?: string | null;
    cardFingerprint?: string | null;
  };
};

/**
 * The test bank's stand-in for Stripe's card fingerprint: the same test card number always gives
 * the same value, and the value does not give the number back.
 */
export const testCardFingerprint = (cardNumber: string) =>
  `tfp_${createHash('sha256').update(`verde-test-card:${cardNumber}`).digest('base64url').slice(0, 22)}`;

/** The saved-card reference a paid session gives, when its checkout asked to keep the card. */
export const savedCardRef = (session: { id: string; saveCard: boolean }) => (session.saveCard ? `tcard_${session.id}` : null);

/** Every order placement opens a session: prepared (decision 0029). */
const insertSession = perExecutor((executor) =>
  executor
    .insert(testPaymentSessions)
    .values({
      id: sql.placeholder('id'),
      reference: sql.placeholder('reference'),
      description: sql.placeholder('description'),
      amountCents: sql.placeholder('amountCents'),
      lines: sql`${sql.placeholder('lines')}::jsonb`,
      shippingCents: sql.placeholder('shippingCents'),
      taxCents: sql.placeholder('taxCents'),
      customerEmail: sql.placeholder('customerEmail'),
      successUrl: sql.placeholder('successUrl'),
      cancelUrl: sql.placeholder('cancelUrl'),
      expiresAt: sql.placeholder('expiresAt'),
      saveCard: sql.placeholder('saveCard'),
    })
    .prepare('test_payment_session_insert'),
);

/**
 * The built-in test provider (issue 4): the default when no Stripe key is set. Checkout sessions
 * live in our own table and are paid on our hosted test page (/pay/test/:sessionId), clearly
 * marked as test mode, with documented card numbers; the outcome reaches the store as a signed
 * webhook through the same verification and once-only processing as Stripe's.
 */
export class TestProvider implements PaymentProvider {
  readonly id = 'test' as const;
  /** Its hosted page takes card numbers (test-cards.ts) and nothing else. */
  static readonly paymentMethods: readonly PaymentMethodName[] = ['Credit Card'];
  readonly #secret: string;
  readonly #now: () => Date;

  constructor(options: { secret: string; now?: () => Date }) {
    this.#secret = options.secret;
    this.#now = options.now ?? (() => new Date());
  }

  async createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0)
      throw new PaymentProviderError(`Invalid checkout amount: ${input.amountCents}`);
    const id = randomId('tcs');
    await insertSession(getDb()).execute({
      id,
      reference: input.reference,
      description: input.description,
      amountCents: input.amountCents,
      lines: JSON.stringify(input.lines),
      shippingCents: input.shippingCents ?? null,
      taxCents: input.taxCents ?? null,
      customerEmail: input.customerEmail,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      expiresAt: input.expiresAt,
      saveCard: input.saveCard ?? false,
    });
    return { sessionId: id, url: pathTo('/pay/test/:sessionId', { sessionId: id }) };
  }

  async parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent> {
    verifySignedPayload({
      secret: this.#secret,
      header: headers.get(TEST_SIGNATURE_HEADER),
      rawBody,
      nowSeconds: this.#now().getTime() / 1000,
      toleranceSeconds: 300,
    });
    let body: TestWebhookBody;
    try {
      body = JSON.parse(rawBody) as TestWebhookBody;
    } catch {
      throw new WebhookSignatureError('Malformed webhook body');
    }
    if (typeof body?.id !== 'string' || typeof body.created !== 'number' || typeof body.data?.sessionId !== 'string')
      throw new WebhookSignatureError('Malformed webhook body');
    const known = ['payment.succeeded', 'payment.declined', 'payment.failed', 'checkout.expired'] as const;
    return {
      id: body.id,
      type: (known as readonly string[]).includes(body.type) ? body.type : 'ignored',
      sessionId: body.data.sessionId,
      reference: body.data.reference ?? null,
      paymentId: body.data.paymentId ?? null,
      amountCents: typeof body.data.amountCents === 'number' ? body.data.amountCents : null,
      occurredAt: new Date(body.created * 1000),
      reason: typeof body.data.reason === 'string' ? body.data.reason : null,
      paymentRef: typeof body.data.paymentRef === 'string' ? body.data.paymentRef : null,
      cardFingerprint: typeof body.data.cardFingerprint === 'string' ? body.data.cardFingerprint : null,
    };
  }

  /** The test bank's own record of the session: what its table says, not what reached the store. */
  async retrieveCheckout(sessionId: string): Promise<CheckoutState> {
    const [session] = await getDb()
      .select({
        id: testPaymentSessions.id,
        status: testPaymentSessions.status,
        reference: testPaymentSessions.reference,
        paymentId: testPaymentSessions.paymentId,
        amountCents: testPaymentSessions.amountCents,
        saveCard: testPaymentSessions.saveCard,
        expiresAt: testPaymentSessions.expiresAt,
      })
      .from(testPaymentSessions)
      .where(eq(testPaymentSessions.id, sessionId));
    if (!session) throw new PaymentProviderError(`No test checkout session ${sessionId}`);
    const isOpen = session.status === 'open' && session.expiresAt.getTime() > this.#now().getTime();
    const status = session.status === 'paid' ? 'paid' : isOpen ? 'open' : 'closed';
    return {
      sessionId: session.id,
      status,
      reference: session.reference,
      paymentId: session.paymentId,
      amountCents: session.amountCents,
      paymentRef: status === 'paid' ? savedCardRef(session) : null,
    };
  }

  /**
   * A renewal: the saved test card decides (see test-cards.ts). Each charge is a paid test session
   * of its own, keyed by the idempotency key, so a retried renewal charges once.
   */
  async chargeSaved(input: {
    paymentRef: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
  }): Promise<SavedChargeResult> {
    const sessionId = input.paymentRef.replace(/^tcard_/, '');
    const [saved] = await getDb()
      .select({ number: testPaymentSessions.savedCardNumber, email: testPaymentSessions.customerEmail })
      .from(testPaymentSessions)
      .where(eq(testPaymentSessions.id, sessionId));
    if (!saved?.number) return { ok: false, reason: 'no_saved_card' };
    if (savedCardOutcome(saved.number) !== 'succeeded') return { ok: false, reason: 'card_declined' };
    const chargeId = `tcs_renewal_${input.idempotencyKey}`.slice(0, 60);
    const paymentId = `tpi_${input.idempotencyKey}`;
    await getDb()
      .insert(testPaymentSessions)
      .values({
        id: chargeId,
        reference: `renewal:${input.idempotencyKey}`,
        description: input.description,
        amountCents: input.amountCents,
        customerEmail: saved.email,
        successUrl: '',
        cancelUrl: '',
        status: 'paid',
        paymentId,
        expiresAt: this.#now(),
      })
      .onConflictDoNothing();
    return { ok: true, paymentId };
  }

  async refund(input: { paymentId: string; amountCents: number; reason: string; idempotencyKey: string }) {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
      throw new PaymentProviderError(`Invalid refund amount: ${input.amountCents}`);
    // The conditional update is the test bank's rule: never refund more than was paid.
    const [updated] = await getDb()
      .update(testPaymentSessions)
      .set({ refundedCents: sql`${testPaymentSessions.refundedCents} + ${input.amountCents}` })
      .where(
        and(
          eq(testPaymentSessions.paymentId, input.paymentId),
          sql`${testPaymentSessions.refundedCents} + ${input.amountCents} <= ${testPaymentSessions.amountCents}`,
        ),
      )
      .returning({ id: testPaymentSessions.id });
    if (!updated) throw new PaymentProviderError('The refund is more than what remains of the payment');
    return { refundId: `tre_${input.idempotencyKey}` };
  }
}
