import {
  type CheckoutLine,
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
import { cardFingerprintOf, isObject, mapEventType, type StripeObject, stringOrNull } from './stripe-objects';
import { signPayload, verifySignedPayload } from './webhook-signature.server';

/** Builds a `Stripe-Signature` header value for `payload`, exactly as Stripe signs webhooks. */
export const signStripePayload = signPayload;

/**
 * Stripe Checkout as a payment provider (issue 4), spoken to over plain `fetch` so the store needs
 * no Stripe SDK. Configuration comes in through the constructor so tests can pass fakes and the
 * caller decides (from the environment) whether Stripe is used at all.
 */

export type StripeProviderOptions = {
  secretKey: string;
  /** Without it every webhook is rejected: an unverifiable event must never change an order. */
  webhookSecret: string | undefined;
  fetch?: typeof fetch;
  /** Defaults to https://api.stripe.com; tests and local mocks may point elsewhere. */
  apiBase?: string;
  /** How old (or how far in the future) a signed timestamp may be; Stripe's own default is 300 s. */
  toleranceSeconds?: number;
  now?: () => Date;
};

/** Stripe only accepts a Checkout expiry between 30 minutes and 24 hours after creation. */
const MIN_EXPIRY_SECONDS = 30 * 60 + 1;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60 - 60;

/**
 * How long asking for a session's state may take: it is asked from a result page and from the
 * every-minute expiry sweep, which must not hang on a provider that does not answer.
 */
const RETRIEVE_TIMEOUT_MS = 10_000;

/** The extra line that makes Stripe's total equal ours: shipping and tax are not product lines. */
export const SHIPPING_AND_TAX_LINE = 'Shipping and tax';

type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/**
 * Encodes nested params the way Stripe's API expects (`a[b][0][c]=v`), since it takes form bodies,
 * not JSON. `null` and `undefined` are left out so optional fields can be written inline.
 */
export function encodeStripeForm(params: Record<string, FormValue>): string {
  const form = new URLSearchParams();
  const add = (key: string, value: FormValue): void => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        add(`${key}[${index}]`, item);
      });
    } else if (typeof value === 'object') {
      for (const [child, item] of Object.entries(value)) add(`${key}[${child}]`, item);
    } else {
      form.append(key, String(value));
    }
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return form.toString();
}

/**
 * The lines sent to Stripe, plus one for whatever our total adds on top (shipping and tax), so the
 * customer is charged exactly `amountCents`. Stripe cannot take a discount line, so a total below
 * the lines' sum is refused rather than silently overcharging.
 */
function checkoutLines(lines: CheckoutLine[], amountCents: number): CheckoutLine[] {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new PaymentProviderError(`Invalid checkout amount: ${amountCents}`);
  }
  let sum = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.unitAmountCents) || line.unitAmountCents < 0) {
      throw new PaymentProviderError(`Invalid unit amount for "${line.name}": ${line.unitAmountCents}`);
    }
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
      throw new PaymentProviderError(`Invalid quantity for "${line.name}": ${line.quantity}`);
    }
    sum += line.unitAmountCents * line.quantity;
  }
  const difference = amountCents - sum;
  if (difference < 0) {
    throw new PaymentProviderError(`Checkout total ${amountCents} is less than the sum of its lines ${sum}`);
  }
  return difference > 0 ? [...lines, { name: SHIPPING_AND_TAX_LINE, unitAmountCents: difference, quantity: 1 }] : lines;
}

/**
 * The payment method types every Checkout Session asks for, and their names in structured data.
 * Cards only: renewals charge the card saved at the first payment (chargeSaved looks for one),
 * and the Store's structured data must not promise what the checkout does not take.
 */
const PAYMENT_METHOD_TYPES = { card: 'Credit Card' } as const satisfies Record<string, PaymentMethodName>;

export class StripeProvider implements PaymentProvider {
  readonly id = 'stripe' as const;
  static readonly paymentMethods: readonly PaymentMethodName[] = Object.values(PAYMENT_METHOD_TYPES);
  readonly #secretKey: string;
  readonly #webhookSecret: string | undefined;
  readonly #fetch: typeof fetch;
  readonly #apiBase: string;
  readonly #toleranceSeconds: number;
  readonly #now: () => Date;

  constructor(options: StripeProviderOptions) {
    this.#secretKey = options.secretKey;
    this.#webhookSecret = options.webhookSecret;
    // Bound lazily so a test (or MSW) replacing globalThis.fetch after construction is still honoured.
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#apiBase = (options.apiBase ?? 'https://api.stripe.com').replace(/\/+$/, '');
    this.#toleranceSeconds = options.toleranceSeconds ?? 300;
    this.#now = options.now ?? (() => new Date());
  }

  async createCheckout(input: CreateCheckoutInput): Promise<CheckoutSession> {
    const lines = checkoutLines(input.lines, input.amountCents);
    const nowSeconds = this.#now().getTime() / 1000;
    const requested = Math.floor(input.expiresAt.getTime() / 1000);
    const expiresAt = Math.min(
      Math.max(requested, Math.ceil(nowSeconds) + MIN_EXPIRY_SECONDS),
      Math.floor(nowSeconds) + MAX_EXPIRY_SECONDS,
    );
    const body = encodeStripeForm({
      mode: 'payment',
      line_items: lines.map((line) => ({
        price_data: { currency: 'usd', product_data: { name: line.name }, unit_amount: line.unitAmountCents },
        quantity: line.quantity,
      })),
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      // Both carry our reference back: client_reference_id on the session, metadata as a fallback.
      client_reference_id: input.reference,
      metadata: { reference: input.reference },
      customer_email: input.customerEmail,
      expires_at: expiresAt,
      payment_method_types: Object.keys(PAYMENT_METHOD_TYPES),
      // Keeping the card: the first period is an ordinary payment; renewals are our own off-session
      // charges (chargeSaved) against the Customer created here.
      ...(input.saveCard ? { customer_creation: 'always', payment_intent_data: { setup_future_usage: 'off_session' } } : {}),
    });
    // The reference as idempotency key: a retried create (timeout, double submit) gets the same session.
    const json = await this.#post('/v1/checkout/sessions', body, input.reference);
    const sessionId = stringOrNull(json.id);
    const url = stringOrNull(json.url);
    if (!sessionId || !url) throw new PaymentProviderError('Stripe returned a checkout session without an id or url');
    return { sessionId, url };
  }

  async parseWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent> {
    this.#verifySignature(rawBody, headers.get('stripe-signature'));
    let event: unknown;
    try {
      event = JSON.parse(rawBody);
    } catch {
      throw new WebhookSignatureError('Malformed webhook body');
    }
    if (!isObject(event) || typeof event.id !== 'string' || typeof event.type !== 'string') {
      throw new WebhookSignatureError('Malformed webhook body');
    }
    if (typeof event.created !== 'number' || !Number.isFinite(event.created)) {
      throw new WebhookSignatureError('Malformed webhook body');
    }
    const object = isObject(event.data) && isObject(event.data.object) ? event.data.object : {};
    const metadata = isObject(object.metadata) ? object.metadata : {};
    // Only Checkout Session events carry a session; other objects' ids would be misleading here.
    const isSession = event.type.startsWith('checkout.session.');
    return {
      id: event.id,
      type: mapEventType(event.type, object),
      sessionId: isSession ? stringOrNull(object.id) : null,
      reference: isSession ? (stringOrNull(object.client_reference_id) ?? stringOrNull(metadata.reference)) : null,
      // An id, or the intent itself when the event was sent with it expanded.
      paymentId: isSession
        ? stringOrNull(isObject(object.payment_intent) ? object.payment_intent.id : object.payment_intent)
        : null,
      amountCents: isSession && typeof object.amount_total === 'number' ? object.amount_total : null,
      occurredAt: new Date(event.created * 1000),
      // The Customer (cus_…) holding the saved card; chargeSaved charges it later.
      paymentRef: isSession ? stringOrNull(object.customer) : null,
      cardFingerprint: isSession ? cardFingerprintOf(object.payment_intent) : null,
    };
  }

  /**
   * GET /v1/checkout/sessions/:id. Paid means `payment_status: paid` (what
   * checkout.session.completed and async_payment_succeeded report); `expired` is closed; anything
   * else (open, or complete while a delayed payment method settles) is still open.
   */
  async retrieveCheckout(sessionId: string): Promise<CheckoutState> {
    const { status: httpStatus, json } = await this.#request(
      'GET',
      `/v1/checkout/sessions/${encodeURIComponent(sessionId)}`,
      undefined,
      undefined,
      RETRIEVE_TIMEOUT_MS,
    );
    const session = this.#expectOk(httpStatus, json);
    const metadata = isObject(session.metadata) ? session.metadata : {};
    // payment_intent is an id, or the object itself when a caller asked Stripe to expand it.
    const intent = isObject(session.payment_intent) ? session.payment_intent.id : session.payment_intent;
    const status = session.payment_status === 'paid' ? 'paid' : session.status === 'expired' ? 'closed' : 'open';
    return {
      sessionId: stringOrNull(session.id) ?? sessionId,
      status,
      reference: stringOrNull(session.client_reference_id) ?? stringOrNull(metadata.reference),
      paymentId: stringOrNull(intent),
      amountCents: typeof session.amount_total === 'number' ? session.amount_total : null,
      paymentRef: status === 'paid' ? stringOrNull(session.customer) : null,
    };
  }

  async chargeSaved(input: {
    paymentRef: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
  }): Promise<SavedChargeResult> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new PaymentProviderError(`Invalid charge amount: ${input.amountCents}`);
    }
    const query = new URLSearchParams({ customer: input.paymentRef, type: 'card', limit: '1' });
    const methods = await this.#get(`/v1/payment_methods?${query.toString()}`);
    const first = Array.isArray(methods.data) ? methods.data[0] : undefined;
    const paymentMethod = isObject(first) ? stringOrNull(first.id) : null;
    if (!paymentMethod) return { ok: false, reason: 'no_saved_card' };

    const body = encodeStripeForm({
      amount: input.amountCents,
      currency: 'usd',
      customer: input.paymentRef,
      payment_method: paymentMethod,
      off_session: true,
      confirm: true,
      description: input.description,
      metadata: { purpose: 'renewal' },
    });
    // The caller's key: a retried renewal returns the same PaymentIntent instead of charging twice.
    const { status, json } = await this.#request('POST', '/v1/payment_intents', body, input.idempotencyKey);
    if (status === 402) {
      // Stripe's card error (declined, expired, authentication required, …): an answer, not a failure.
      const error = isObject(json) && isObject(json.error) ? json.error : {};
      return { ok: false, reason: stringOrNull(error.decline_code) ?? stringOrNull(error.code) ?? 'card_declined' };
    }
    const intent = this.#expectOk(status, json);
    const intentStatus = stringOrNull(intent.status);
    if (intentStatus !== 'succeeded') return { ok: false, reason: intentStatus ?? 'unknown' };
    const paymentId = stringOrNull(intent.id);
    if (!paymentId) throw new PaymentProviderError('Stripe returned a payment intent without an id');
    return { ok: true, paymentId };
  }

  async refund(input: {
    paymentId: string;
    amountCents: number;
    reason: string;
    idempotencyKey: string;
  }): Promise<{ refundId: string }> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new PaymentProviderError(`Invalid refund amount: ${input.amountCents}`);
    }
    // Stripe's own `reason` is a fixed enum; our free-text reason goes in metadata for the dashboard.
    const body = encodeStripeForm({
      payment_intent: input.paymentId,
      amount: input.amountCents,
      metadata: { reason: input.reason },
    });
    // Our refund id as the key: a retried refund job cannot refund twice.
    const json = await this.#post('/v1/refunds', body, input.idempotencyKey);
    const refundId = stringOrNull(json.id);
    if (!refundId) throw new PaymentProviderError('Stripe returned a refund without an id');
    return { refundId };
  }

  /** Stripe Connect: a payout to a connected account (decision 0096), keyed by the payout so a retry cannot pay twice. */
  async transfer(input: {
    destination: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
    /** Stripe's `transfer_group`: lets `findTransfer` tell later whether this transfer was made. */
    transferGroup?: string;
    metadata?: Record<string, string>;
  }): Promise<{ transferId: string }> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
      throw new PaymentProviderError(`Invalid transfer amount: ${input.amountCents}`);
    const { destination, description, metadata = null } = input;
    const body = encodeStripeForm({
      amount: input.amountCents,
      currency: 'usd',
      destination,
      description,
      transfer_group: input.transferGroup ?? null,
      metadata,
    });
    const transferId = stringOrNull((await this.#post('/v1/transfers', body, input.idempotencyKey)).id);
    if (!transferId) throw new PaymentProviderError('Stripe returned a transfer without an id');
    return { transferId };
  }

  /**
   * The transfer made in a `transfer_group`, if any (decision 0099): before a payout is cancelled,
   * Stripe is asked whether a process that died mid-payment had made it after all.
   */
  async findTransfer(transferGroup: string): Promise<{ transferId: string } | null> {
    const query = new URLSearchParams({ transfer_group: transferGroup, limit: '1' });
    const list = await this.#get(`/v1/transfers?${query.toString()}`);
    const first = Array.isArray(list.data) ? list.data[0] : undefined;
    const transferId = isObject(first) ? stringOrNull(first.id) : null;
    return transferId ? { transferId } : null;
  }

  #verifySignature(rawBody: string, header: string | null): void {
    if (!this.#webhookSecret) throw new WebhookSignatureError('Stripe webhook secret is not configured');
    verifySignedPayload({
      secret: this.#webhookSecret,
      header,
      rawBody,
      nowSeconds: this.#now().getTime() / 1000,
      toleranceSeconds: this.#toleranceSeconds,
    });
  }

  async #post(path: string, body: string, idempotencyKey?: string): Promise<StripeObject> {
    const { status, json } = await this.#request('POST', path, body, idempotencyKey);
    return this.#expectOk(status, json);
  }

  async #get(path: string): Promise<StripeObject> {
    const { status, json } = await this.#request('GET', path);
    return this.#expectOk(status, json);
  }

  /** One authenticated call; the status and parsed body (null when unreadable) are left to the caller. */
  async #request(
    method: 'GET' | 'POST',
    path: string,
    body?: string,
    idempotencyKey?: string,
    timeoutMs?: number,
  ): Promise<{ status: number; json: unknown }> {
    const headers: Record<string, string> = { Authorization: `Bearer ${this.#secretKey}` };
    if (body !== undefined) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    let response: Response;
    try {
      const signal = timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined;
      response = await this.#fetch(`${this.#apiBase}${path}`, { method, headers, body, signal });
    } catch (error) {
      throw new PaymentProviderError(`Stripe request failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      // Left null: handled by the caller as an unreadable answer.
    }
    return { status: response.status, json };
  }

  /** Throws PaymentProviderError with Stripe's message on a non-2xx answer or a body that is not an object. */
  #expectOk(status: number, json: unknown): StripeObject {
    if (status < 200 || status > 299) {
      const message = isObject(json) && isObject(json.error) ? stringOrNull(json.error.message) : null;
      throw new PaymentProviderError(message ?? `Stripe answered HTTP ${status}`);
    }
    if (!isObject(json)) throw new PaymentProviderError(`Stripe answered HTTP ${status} without a JSON object`);
    return json;
  }
}
