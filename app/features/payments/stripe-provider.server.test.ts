import { describe, expect, it } from 'vitest';
import { type CreateCheckoutInput, PaymentProviderError, WebhookSignatureError } from './provider';
import { encodeStripeForm, StripeProvider, signStripePayload } from './stripe-provider.server';

const SECRET_KEY = 'sk_test_abc123';
const WEBHOOK_SECRET = 'whsec_testsecret123';
const NOW = new Date('2025-03-01T12:00:00.000Z');
const NOW_SECONDS = NOW.getTime() / 1000;

type RecordedCall = { url: string; method: string | undefined; headers: Headers; body: URLSearchParams };

/** A fetch that records every request and answers with the queued JSON bodies; never touches the network. */
function fakeFetch(...answers: { status: number; json: unknown }[]) {
  const calls: RecordedCall[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    calls.push({
      url: String(input),
      method: init?.method,
      headers: new Headers(init?.headers),
      body: new URLSearchParams(String(init?.body ?? '')),
    });
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected fetch');
    return new Response(JSON.stringify(answer.json), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetchFn, calls };
}

function provider(options: { fetchFn?: typeof fetch; webhookSecret?: string | undefined; now?: Date } = {}) {
  return new StripeProvider({
    secretKey: SECRET_KEY,
    webhookSecret: 'webhookSecret' in options ? options.webhookSecret : WEBHOOK_SECRET,
    fetch: options.fetchFn ?? fakeFetch().fetchFn,
    now: () => options.now ?? NOW,
  });
}

function checkoutInput(overrides: Partial<CreateCheckoutInput> = {}): CreateCheckoutInput {
  return {
    reference: 'order:11111111-2222-3333-4444-555555555555',
    description: 'Order 1001',
    lines: [
      { name: 'Bamboo toothbrush', unitAmountCents: 450, quantity: 2 },
      { name: 'Beeswax wrap', unitAmountCents: 1200, quantity: 1 },
    ],
    amountCents: 2100 + 695 + 168,
    customerEmail: 'ada@example.com',
    successUrl: 'https://shop.example/checkout/success?ref=abc',
    cancelUrl: 'https://shop.example/checkout/cancel',
    expiresAt: new Date(NOW.getTime() + 60 * 60 * 1000),
    ...overrides,
  };
}

const SESSION_ANSWER = { status: 200, json: { id: 'cs_test_123', url: 'https://checkout.stripe.com/c/pay/cs_test_123' } };

describe('encodeStripeForm', () => {
  it('encodes nested objects and arrays with bracketed keys and skips null/undefined', () => {
    const encoded = encodeStripeForm({ a: 'x', b: [{ c: 1, d: { e: true } }], f: null, g: undefined });
    expect([...new URLSearchParams(encoded)]).toEqual([
      ['a', 'x'],
      ['b[0][c]', '1'],
      ['b[0][d][e]', 'true'],
    ]);
  });
});

describe('StripeProvider.createCheckout', () => {
  it('posts the session as a form with the lines, a shipping-and-tax line and our reference', async () => {
    const { fetchFn, calls } = fakeFetch(SESSION_ANSWER);
    const session = await provider({ fetchFn }).createCheckout(checkoutInput());

    expect(session).toEqual({ sessionId: 'cs_test_123', url: 'https://checkout.stripe.com/c/pay/cs_test_123' });
    expect(calls).toHaveLength(1);
    const call = calls[0];
    expect(call?.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('authorization')).toBe(`Bearer ${SECRET_KEY}`);
    expect(call?.headers.get('idempotency-key')).toBe('order:11111111-2222-3333-4444-555555555555');
    expect(call?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(call?.body ?? [])).toEqual({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': 'Bamboo toothbrush',
      'line_items[0][price_data][unit_amount]': '450',
      'line_items[0][quantity]': '2',
      'line_items[1][price_data][currency]': 'usd',
      'line_items[1][price_data][product_data][name]': 'Beeswax wrap',
      'line_items[1][price_data][unit_amount]': '1200',
      'line_items[1][quantity]': '1',
      'line_items[2][price_data][currency]': 'usd',
      'line_items[2][price_data][product_data][name]': 'Shipping and tax',
      'line_items[2][price_data][unit_amount]': '863',
      'line_items[2][quantity]': '1',
      success_url: 'https://shop.example/checkout/success?ref=abc',
      cancel_url: 'https://shop.example/checkout/cancel',
      client_reference_id: 'order:11111111-2222-3333-4444-555555555555',
      'metadata[reference]': 'order:11111111-2222-3333-4444-555555555555',
      customer_email: 'ada@example.com',
      expires_at: String(NOW_SECONDS + 3600),
      'payment_method_types[0]': 'card',
    });
  });

  // The Store's structured data lists what the provider takes (issue 11): for Stripe, exactly
  // the payment method types each checkout asks for.
  it('names, for structured data, the payment methods its checkouts ask for', async () => {
    const { fetchFn, calls } = fakeFetch(SESSION_ANSWER);
    await provider({ fetchFn }).createCheckout(checkoutInput());
    expect(calls[0]?.body.getAll('payment_method_types[0]')).toEqual(['card']);
    expect(calls[0]?.body.has('payment_method_types[1]')).toBe(false);
    expect(StripeProvider.paymentMethods).toEqual(['Credit Card']);
  });

  it('adds no extra line when the lines already make the total, and omits a missing email', async () => {
    const { fetchFn, calls } = fakeFetch(SESSION_ANSWER);
    await provider({ fetchFn }).createCheckout(checkoutInput({ amountCents: 2100, customerEmail: null }));
    const body = calls[0]?.body;
    expect(body?.has('line_items[2][price_data][product_data][name]')).toBe(false);
    expect(body?.get('line_items[1][price_data][product_data][name]')).toBe('Beeswax wrap');
    expect(body?.has('customer_email')).toBe(false);
  });

  it('asks Stripe to keep the card for off-session charges when saveCard is set', async () => {
    const { fetchFn, calls } = fakeFetch(SESSION_ANSWER);
    await provider({ fetchFn }).createCheckout(checkoutInput({ saveCard: true }));
    const body = calls[0]?.body;
    expect(body?.get('mode')).toBe('payment');
    expect(body?.get('customer_creation')).toBe('always');
    expect(body?.get('payment_intent_data[setup_future_usage]')).toBe('off_session');
  });

  it('sends no card-saving params without saveCard (or with saveCard false)', async () => {
    const { fetchFn, calls } = fakeFetch(SESSION_ANSWER, SESSION_ANSWER);
    await provider({ fetchFn }).createCheckout(checkoutInput());
    await provider({ fetchFn }).createCheckout(checkoutInput({ saveCard: false }));
    for (const call of calls) {
      expect(call.body.has('customer_creation')).toBe(false);
      expect(call.body.has('payment_intent_data[setup_future_usage]')).toBe(false);
    }
  });

  it('uses a custom apiBase without a doubled slash', async () => {
    const { fetchFn, calls } = fakeFetch(SESSION_ANSWER);
    const stripe = new StripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: undefined,
      fetch: fetchFn,
      apiBase: 'http://localhost:12111/',
    });
    await stripe.createCheckout(checkoutInput());
    expect(calls[0]?.url).toBe('http://localhost:12111/v1/checkout/sessions');
  });

  it('clamps expires_at into the window Stripe accepts (30 min to 24 h ahead)', async () => {
    const { fetchFn, calls } = fakeFetch(SESSION_ANSWER, SESSION_ANSWER, SESSION_ANSWER);
    const stripe = provider({ fetchFn });
    // Exactly 30 minutes ahead, as PAYMENT_EXPIRY_MINUTES=30 produces: Stripe would refuse it.
    await stripe.createCheckout(checkoutInput({ expiresAt: new Date(NOW.getTime() + 30 * 60 * 1000) }));
    await stripe.createCheckout(checkoutInput({ expiresAt: new Date(NOW.getTime() + 48 * 60 * 60 * 1000) }));
    await stripe.createCheckout(checkoutInput({ expiresAt: new Date(NOW.getTime() - 1000) }));
    expect(calls.map((call) => Number(call.body.get('expires_at')))).toEqual([
      NOW_SECONDS + 30 * 60 + 1,
      NOW_SECONDS + 24 * 60 * 60 - 60,
      NOW_SECONDS + 30 * 60 + 1,
    ]);
  });

  it('rounds a fractional now up for the lower bound so the expiry is never under 30 minutes', async () => {
    const { fetchFn, calls } = fakeFetch(SESSION_ANSWER);
    const now = new Date(NOW.getTime() + 400);
    await provider({ fetchFn, now }).createCheckout(checkoutInput({ expiresAt: now }));
    expect(Number(calls[0]?.body.get('expires_at'))).toBe(NOW_SECONDS + 1 + 30 * 60 + 1);
  });

  it('refuses a total below the sum of the lines without calling Stripe', async () => {
    const { fetchFn, calls } = fakeFetch(SESSION_ANSWER);
    await expect(provider({ fetchFn }).createCheckout(checkoutInput({ amountCents: 2099 }))).rejects.toThrow(
      PaymentProviderError,
    );
    expect(calls).toHaveLength(0);
  });

  it("surfaces Stripe's error message on a 400", async () => {
    const { fetchFn } = fakeFetch({
      status: 400,
      json: { error: { type: 'invalid_request_error', message: 'The `expires_at` timestamp must be at least 30 minutes.' } },
    });
    const attempt = provider({ fetchFn }).createCheckout(checkoutInput());
    await expect(attempt).rejects.toThrow(PaymentProviderError);
    await expect(attempt).rejects.toThrow('The `expires_at` timestamp must be at least 30 minutes.');
  });

  it('falls back to the HTTP status when the error has no message, and wraps network failures', async () => {
    const { fetchFn } = fakeFetch({ status: 502, json: 'bad gateway' });
    await expect(provider({ fetchFn }).createCheckout(checkoutInput())).rejects.toThrow('Stripe answered HTTP 502');

    const failing: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const attempt = provider({ fetchFn: failing }).createCheckout(checkoutInput());
    await expect(attempt).rejects.toThrow(PaymentProviderError);
    await expect(attempt).rejects.toThrow('fetch failed');
  });
});

function sessionEvent(type: string, object: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: 'evt_123',
    object: 'event',
    type,
    created: NOW_SECONDS - 10,
    data: {
      object: {
        id: 'cs_test_123',
        object: 'checkout.session',
        client_reference_id: 'order:abc',
        metadata: { reference: 'order:abc' },
        payment_intent: 'pi_123',
        amount_total: 2963,
        payment_status: 'paid',
        ...object,
      },
    },
  });
}

function signedHeaders(body: string, secret = WEBHOOK_SECRET, timestamp = NOW_SECONDS - 5): Headers {
  return new Headers({ 'Stripe-Signature': signStripePayload(secret, body, timestamp) });
}

describe('StripeProvider.parseWebhook', () => {
  it('accepts a valid signature and maps a paid checkout.session.completed', async () => {
    const body = sessionEvent('checkout.session.completed');
    await expect(provider().parseWebhook(body, signedHeaders(body))).resolves.toEqual({
      id: 'evt_123',
      type: 'payment.succeeded',
      sessionId: 'cs_test_123',
      reference: 'order:abc',
      paymentId: 'pi_123',
      amountCents: 2963,
      occurredAt: new Date((NOW_SECONDS - 10) * 1000),
      paymentRef: null,
      cardFingerprint: null,
    });
  });

  it("reads the card's fingerprint when the payment intent comes expanded with its payment method", async () => {
    const body = sessionEvent('checkout.session.completed', {
      payment_intent: {
        id: 'pi_123',
        payment_method: { id: 'pm_1', card: { brand: 'visa', last4: '4242', fingerprint: 'Xt5EWLLDS7FJjR1c' } },
      },
    });
    const event = await provider().parseWebhook(body, signedHeaders(body));
    expect(event).toMatchObject({ type: 'payment.succeeded', paymentId: 'pi_123', cardFingerprint: 'Xt5EWLLDS7FJjR1c' });
  });

  it('maps the session customer to paymentRef for a saved card', async () => {
    const body = sessionEvent('checkout.session.completed', { customer: 'cus_123' });
    const event = await provider().parseWebhook(body, signedHeaders(body));
    expect(event).toMatchObject({ type: 'payment.succeeded', paymentRef: 'cus_123' });
  });

  it.each([
    ['checkout.session.completed', { payment_status: 'unpaid', payment_intent: null }, 'ignored'],
    ['checkout.session.async_payment_succeeded', {}, 'payment.succeeded'],
    ['checkout.session.async_payment_failed', { payment_status: 'unpaid' }, 'payment.failed'],
    ['checkout.session.expired', { payment_status: 'unpaid', payment_intent: null }, 'checkout.expired'],
    ['checkout.session.created', {}, 'ignored'],
  ] as const)('maps %s to its event type', async (type, object, expected) => {
    const body = sessionEvent(type, object);
    const event = await provider().parseWebhook(body, signedHeaders(body));
    expect(event.type).toBe(expected);
    expect(event.sessionId).toBe('cs_test_123');
    expect(event.reference).toBe('order:abc');
  });

  it('reports no session fields for events about other objects', async () => {
    const body = JSON.stringify({
      id: 'evt_9',
      type: 'charge.refunded',
      created: NOW_SECONDS,
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_123', metadata: {} } },
    });
    const event = await provider().parseWebhook(body, signedHeaders(body));
    expect(event).toMatchObject({
      id: 'evt_9',
      type: 'ignored',
      sessionId: null,
      reference: null,
      paymentId: null,
      paymentRef: null,
    });
  });

  it('falls back to metadata.reference and nulls what is absent', async () => {
    const body = sessionEvent('checkout.session.expired', {
      client_reference_id: null,
      payment_intent: null,
      amount_total: undefined,
    });
    const event = await provider().parseWebhook(body, signedHeaders(body));
    expect(event).toMatchObject({ reference: 'order:abc', paymentId: null, amountCents: null });
  });

  it('accepts the header when any of several v1 signatures matches', async () => {
    const body = sessionEvent('checkout.session.completed');
    const t = NOW_SECONDS;
    const good = signStripePayload(WEBHOOK_SECRET, body, t).split('v1=')[1];
    const other = signStripePayload('whsec_old', body, t).split('v1=')[1];
    const headers = new Headers({ 'Stripe-Signature': `t=${t},v1=${other},v0=${other},v1=${good}` });
    await expect(provider().parseWebhook(body, headers)).resolves.toMatchObject({ type: 'payment.succeeded' });
  });

  it('rejects a signature made with the wrong secret', async () => {
    const body = sessionEvent('checkout.session.completed');
    await expect(provider().parseWebhook(body, signedHeaders(body, 'whsec_wrong'))).rejects.toThrow(WebhookSignatureError);
  });

  it('rejects a tampered body', async () => {
    const body = sessionEvent('checkout.session.completed');
    const headers = signedHeaders(body);
    const tampered = body.replace('2963', '1');
    expect(tampered).not.toBe(body);
    await expect(provider().parseWebhook(tampered, headers)).rejects.toThrow(WebhookSignatureError);
  });

  it('rejects a missing or malformed header', async () => {
    const body = sessionEvent('checkout.session.completed');
    await expect(provider().parseWebhook(body, new Headers())).rejects.toThrow(WebhookSignatureError);
    for (const header of ['garbage', 't=abc,v1=00', `v1=${'0'.repeat(64)}`, `t=${NOW_SECONDS}`]) {
      await expect(provider().parseWebhook(body, new Headers({ 'Stripe-Signature': header }))).rejects.toThrow(
        WebhookSignatureError,
      );
    }
  });

  it('rejects a timestamp outside the tolerance, in the past or the future', async () => {
    const body = sessionEvent('checkout.session.completed');
    await expect(provider().parseWebhook(body, signedHeaders(body, WEBHOOK_SECRET, NOW_SECONDS - 301))).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(provider().parseWebhook(body, signedHeaders(body, WEBHOOK_SECRET, NOW_SECONDS + 301))).rejects.toThrow(
      WebhookSignatureError,
    );
    // Right at the edge is still fine.
    await expect(provider().parseWebhook(body, signedHeaders(body, WEBHOOK_SECRET, NOW_SECONDS - 300))).resolves.toMatchObject({
      id: 'evt_123',
    });
  });

  it('rejects every webhook when no webhook secret is configured', async () => {
    const body = sessionEvent('checkout.session.completed');
    const stripe = provider({ webhookSecret: undefined });
    await expect(stripe.parseWebhook(body, signedHeaders(body))).rejects.toThrow(WebhookSignatureError);
    // Not even one signed with an empty secret gets through.
    await expect(stripe.parseWebhook(body, signedHeaders(body, ''))).rejects.toThrow(WebhookSignatureError);
  });

  it('rejects a correctly signed body that is not JSON', async () => {
    const body = 'not json';
    await expect(provider().parseWebhook(body, signedHeaders(body))).rejects.toThrow('Malformed webhook body');
  });
});

describe('StripeProvider.refund', () => {
  it('posts payment_intent, amount and the reason as metadata', async () => {
    const { fetchFn, calls } = fakeFetch({ status: 200, json: { id: 're_123', object: 'refund' } });
    const result = await provider({ fetchFn }).refund({
      paymentId: 'pi_123',
      amountCents: 1250,
      reason: 'Damaged in transit',
      idempotencyKey: 'refund-1',
    });
    expect(result).toEqual({ refundId: 're_123' });
    expect(calls[0]?.url).toBe('https://api.stripe.com/v1/refunds');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('authorization')).toBe(`Bearer ${SECRET_KEY}`);
    expect(calls[0]?.headers.get('idempotency-key')).toBe('refund-1');
    expect(Object.fromEntries(calls[0]?.body ?? [])).toEqual({
      payment_intent: 'pi_123',
      amount: '1250',
      'metadata[reason]': 'Damaged in transit',
    });
  });

  it("surfaces Stripe's error message", async () => {
    const { fetchFn } = fakeFetch({ status: 400, json: { error: { message: 'Charge ch_1 has already been refunded.' } } });
    const attempt = provider({ fetchFn }).refund({
      paymentId: 'pi_123',
      amountCents: 100,
      reason: 'x',
      idempotencyKey: 'refund-2',
    });
    await expect(attempt).rejects.toThrow(PaymentProviderError);
    await expect(attempt).rejects.toThrow('Charge ch_1 has already been refunded.');
  });
});

describe('StripeProvider.chargeSaved', () => {
  const CARDS = { status: 200, json: { object: 'list', data: [{ id: 'pm_123', object: 'payment_method', type: 'card' }] } };
  const NO_CARDS = { status: 200, json: { object: 'list', data: [] } };
  const charge = {
    paymentRef: 'cus_123',
    amountCents: 2500,
    description: 'Subscription renewal',
    idempotencyKey: 'renewal:sub-1:2025-04',
  };

  it("finds the customer's card, then confirms an off-session payment intent with the idempotency key", async () => {
    const { fetchFn, calls } = fakeFetch(CARDS, { status: 200, json: { id: 'pi_456', status: 'succeeded' } });
    await expect(provider({ fetchFn }).chargeSaved(charge)).resolves.toEqual({ ok: true, paymentId: 'pi_456' });
    expect(calls).toHaveLength(2);

    const list = calls[0];
    const listUrl = new URL(list?.url ?? '');
    expect(list?.method).toBe('GET');
    expect(listUrl.origin + listUrl.pathname).toBe('https://api.stripe.com/v1/payment_methods');
    expect(Object.fromEntries(listUrl.searchParams)).toEqual({ customer: 'cus_123', type: 'card', limit: '1' });
    expect(list?.headers.get('authorization')).toBe(`Bearer ${SECRET_KEY}`);

    const create = calls[1];
    expect(create?.url).toBe('https://api.stripe.com/v1/payment_intents');
    expect(create?.method).toBe('POST');
    expect(create?.headers.get('authorization')).toBe(`Bearer ${SECRET_KEY}`);
    expect(create?.headers.get('idempotency-key')).toBe('renewal:sub-1:2025-04');
    expect(create?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(create?.body ?? [])).toEqual({
      amount: '2500',
      currency: 'usd',
      customer: 'cus_123',
      payment_method: 'pm_123',
      off_session: 'true',
      confirm: 'true',
      description: 'Subscription renewal',
      'metadata[purpose]': 'renewal',
    });
  });

  it('answers no_saved_card without charging when the customer has no card', async () => {
    const { fetchFn, calls } = fakeFetch(NO_CARDS);
    await expect(provider({ fetchFn }).chargeSaved(charge)).resolves.toEqual({ ok: false, reason: 'no_saved_card' });
    expect(calls).toHaveLength(1);
  });

  it("answers a 402 card error with Stripe's decline_code, then code, then card_declined", async () => {
    const { fetchFn } = fakeFetch(
      CARDS,
      { status: 402, json: { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' } } },
      CARDS,
      { status: 402, json: { error: { type: 'card_error', code: 'expired_card' } } },
      CARDS,
      { status: 402, json: {} },
    );
    const stripe = provider({ fetchFn });
    await expect(stripe.chargeSaved(charge)).resolves.toEqual({ ok: false, reason: 'insufficient_funds' });
    await expect(stripe.chargeSaved(charge)).resolves.toEqual({ ok: false, reason: 'expired_card' });
    await expect(stripe.chargeSaved(charge)).resolves.toEqual({ ok: false, reason: 'card_declined' });
  });

  it('answers a payment intent that did not succeed with its status', async () => {
    const { fetchFn } = fakeFetch(CARDS, { status: 200, json: { id: 'pi_789', status: 'requires_action' } });
    await expect(provider({ fetchFn }).chargeSaved(charge)).resolves.toEqual({ ok: false, reason: 'requires_action' });
  });

  it("throws PaymentProviderError with Stripe's message on a 500 so the caller retries", async () => {
    const { fetchFn } = fakeFetch(CARDS, {
      status: 500,
      json: { error: { type: 'api_error', message: 'Something went wrong' } },
    });
    const attempt = provider({ fetchFn }).chargeSaved(charge);
    await expect(attempt).rejects.toThrow(PaymentProviderError);
    await expect(attempt).rejects.toThrow('Something went wrong');
  });

  it('throws when the card lookup itself fails', async () => {
    const { fetchFn, calls } = fakeFetch({ status: 401, json: { error: { message: 'Invalid API Key provided' } } });
    await expect(provider({ fetchFn }).chargeSaved(charge)).rejects.toThrow('Invalid API Key provided');
    expect(calls).toHaveLength(1);
  });
});

describe('StripeProvider.retrieveCheckout', () => {
  const session = (fields: Record<string, unknown>) => ({
    status: 200,
    json: {
      id: 'cs_test_123',
      object: 'checkout.session',
      client_reference_id: 'order:11111111-2222-3333-4444-555555555555',
      amount_total: 2964,
      ...fields,
    },
  });

  it('gets the session by id and reports a paid one with its payment intent, amount, reference and customer', async () => {
    const { fetchFn, calls } = fakeFetch(
      session({ status: 'complete', payment_status: 'paid', payment_intent: 'pi_123', customer: 'cus_9' }),
    );
    await expect(provider({ fetchFn }).retrieveCheckout('cs_test_123')).resolves.toEqual({
      sessionId: 'cs_test_123',
      status: 'paid',
      reference: 'order:11111111-2222-3333-4444-555555555555',
      paymentId: 'pi_123',
      amountCents: 2964,
      paymentRef: 'cus_9',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://api.stripe.com/v1/checkout/sessions/cs_test_123');
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.headers.get('authorization')).toBe(`Bearer ${SECRET_KEY}`);
  });

  it('reads an expanded payment intent and the metadata reference', async () => {
    const { fetchFn } = fakeFetch(
      session({
        status: 'complete',
        payment_status: 'paid',
        payment_intent: { id: 'pi_456', object: 'payment_intent' },
        client_reference_id: null,
        metadata: { reference: 'donation:11111111-2222-3333-4444-555555555555' },
      }),
    );
    await expect(provider({ fetchFn }).retrieveCheckout('cs_test_123')).resolves.toMatchObject({
      status: 'paid',
      paymentId: 'pi_456',
      reference: 'donation:11111111-2222-3333-4444-555555555555',
      paymentRef: null,
    });
  });

  it('reports an expired session as closed, and an open or still-settling one as open', async () => {
    const { fetchFn } = fakeFetch(
      session({ status: 'expired', payment_status: 'unpaid', payment_intent: null }),
      session({ status: 'open', payment_status: 'unpaid', payment_intent: null }),
      // A delayed payment method: the checkout is complete, the money not yet in.
      session({ status: 'complete', payment_status: 'unpaid', payment_intent: 'pi_789' }),
    );
    const stripe = provider({ fetchFn });
    await expect(stripe.retrieveCheckout('cs_test_123')).resolves.toMatchObject({ status: 'closed', paymentId: null });
    await expect(stripe.retrieveCheckout('cs_test_123')).resolves.toMatchObject({ status: 'open' });
    await expect(stripe.retrieveCheckout('cs_test_123')).resolves.toMatchObject({ status: 'open', paymentRef: null });
  });

  it('escapes the session id in the path', async () => {
    const { fetchFn, calls } = fakeFetch(session({ status: 'open', payment_status: 'unpaid' }));
    await provider({ fetchFn }).retrieveCheckout('cs_test/../v1/refunds');
    expect(calls[0]?.url).toBe('https://api.stripe.com/v1/checkout/sessions/cs_test%2F..%2Fv1%2Frefunds');
  });

  it('throws PaymentProviderError when Stripe answers an error or cannot be reached', async () => {
    const { fetchFn } = fakeFetch({ status: 503, json: { error: { message: 'Service unavailable' } } });
    await expect(provider({ fetchFn }).retrieveCheckout('cs_test_123')).rejects.toThrow(PaymentProviderError);
    const unreachable = provider({
      fetchFn: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(unreachable.retrieveCheckout('cs_test_123')).rejects.toThrow('Stripe request failed: fetch failed');
  });
});
