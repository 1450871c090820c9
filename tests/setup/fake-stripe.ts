import { randomBytes } from 'node:crypto';
import { vi } from 'vitest';
import { resetEnvCache } from '~/utils/env.server';

type StripeSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  client_reference_id: string | null;
  amount_total: number;
  payment_intent: string | null;
  customer: string | null;
};

export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fakestripe';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stripe's HTTP API, faked at `fetch` and nowhere else: the store's own Stripe provider runs as
 * in production and talks to this. It opens Checkout Sessions, answers GET for them, and can be
 * told that a session was paid or that Stripe cannot be reached. `install()` also sets the keys,
 * so new checkouts go to Stripe; `uninstall()` puts the test provider back.
 */
export function fakeStripe() {
  const sessions = new Map<string, StripeSession>();
  const calls: { method: string; path: string }[] = [];
  /** The Idempotency-Key of every POST /v1/transfers, in order (a repeated key is a retry). */
  const transferKeys: (string | null)[] = [];
  /** Stripe Connect transfers, by the Idempotency-Key that made each (Stripe answers a repeated key with the first). */
  const transfers = new Map<
    string,
    { id: string; amount: number; destination: string; currency: string; transfer_group: string | null }
  >();
  let isDown = false;

  const answer = async (method: string, url: URL, body: string, idempotencyKey: string | null): Promise<Response> => {
    calls.push({ method, path: url.pathname });
    if (isDown) throw new TypeError('fetch failed');
    if (method === 'POST' && url.pathname === '/v1/transfers') {
      transferKeys.push(idempotencyKey);
      const form = new URLSearchParams(body);
      const destination = form.get('destination') ?? '';
      if (!destination.startsWith('acct_')) return json({ error: { message: 'No such destination' } }, 400);
      const key = idempotencyKey ?? randomBytes(9).toString('hex');
      const transfer = transfers.get(key) ?? {
        id: `tr_${randomBytes(9).toString('hex')}`,
        amount: Number(form.get('amount')),
        destination,
        currency: form.get('currency') ?? '',
        transfer_group: form.get('transfer_group'),
      };
      transfers.set(key, transfer);
      return json({ object: 'transfer', ...transfer });
    }
    if (method === 'GET' && url.pathname === '/v1/transfers') {
      const group = url.searchParams.get('transfer_group');
      const data = [...transfers.values()]
        .filter((transfer) => group === null || transfer.transfer_group === group)
        .map((transfer) => ({ object: 'transfer', ...transfer }));
      return json({ object: 'list', data, has_more: false });
    }
    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const form = new URLSearchParams(body);
      let amount = 0;
      for (let line = 0; form.has(`line_items[${line}][quantity]`); line += 1)
        amount +=
          Number(form.get(`line_items[${line}][price_data][unit_amount]`)) * Number(form.get(`line_items[${line}][quantity]`));
      const id = `cs_test_${randomBytes(9).toString('hex')}`;
      const session: StripeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.get('client_reference_id'),
        amount_total: amount,
        payment_intent: null,
        customer: null,
      };
      sessions.set(id, session);
      return json(session);
    }
    const id = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)?.[1];
    if (method === 'GET' && id) {
      const session = sessions.get(decodeURIComponent(id));
      return session ? json(session) : json({ error: { message: 'No such checkout.session' } }, 404);
    }
    return json({ error: { message: `The fake Stripe does not answer ${method} ${url.pathname}` } }, 400);
  };

  const realFetch = globalThis.fetch;
  const fetchStub: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.hostname !== 'api.stripe.com') return realFetch(input, init);
    const headers = new Headers(init?.headers);
    return answer(init?.method ?? 'GET', url, String(init?.body ?? ''), headers.get('Idempotency-Key'));
  };

  return {
    calls,
    transfers,
    transferKeys,
    install() {
      vi.stubGlobal('fetch', fetchStub);
      vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_fakestripe');
      vi.stubEnv('STRIPE_WEBHOOK_SECRET', FAKE_STRIPE_WEBHOOK_SECRET);
      resetEnvCache();
    },
    uninstall() {
      vi.unstubAllGlobals();
      vi.unstubAllEnvs();
      resetEnvCache();
    },
    /** The customer paid on Stripe's page (whether or not a webhook ever reaches the store). */
    pay(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake Stripe session ${sessionId}`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_${randomBytes(9).toString('hex')}`,
      });
      return session;
    },
    /** While down, every call fails as a network error would. */
    setDown(down: boolean) {
      isDown = down;
    },
  };
}

/** Runs `test` with Stripe configured and faked, and puts the test provider back afterwards. */
export async function withFakeStripe(test: (stripe: ReturnType<typeof fakeStripe>) => Promise<void>) {
  const stripe = fakeStripe();
  stripe.install();
  try {
    await test(stripe);
  } finally {
    stripe.uninstall();
  }
}
