import { requireAccess } from '~/features/accounts/guard.server';
import { receivePaymentWebhook } from '~/features/payments/webhooks.server';
import type { Route } from './+types/stripe';

/** Stripe's webhook: verified on the raw body with STRIPE_WEBHOOK_SECRET (README, "Payments"). */
export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/api/webhooks/stripe');
  if (request.method !== 'POST') return new Response('Method not allowed.', { status: 405, headers: { Allow: 'POST' } });
  return receivePaymentWebhook('stripe', request);
}
