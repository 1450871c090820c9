import { requireAccess } from '~/features/accounts/guard.server';
import { receivePaymentWebhook } from '~/features/payments/webhooks.server';
import type { Route } from './+types/test-payments';

/** The built-in test provider's webhook: the same verification and once-only processing as Stripe's. */
export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/api/webhooks/test-payments');
  if (request.method !== 'POST') return new Response('Method not allowed.', { status: 405, headers: { Allow: 'POST' } });
  return receivePaymentWebhook('test', request);
}
