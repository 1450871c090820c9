import { logSecurityEvent } from '~/features/security/security.server';
import { BODY_LIMITS } from '~/utils/body-limits';
import { getLogger } from '~/utils/logger.server';
import { readBodyText } from '~/utils/request-body.server';
import { applyPaymentEvent } from './payment-events.server';
import { getPaymentProvider } from './payments.server';
import { type ProviderId, WebhookSignatureError } from './provider';

/**
 * One webhook delivery, from either provider: the signature is checked on the exact bytes
 * received, then the event is applied exactly once. A bad signature is refused (400) and logged
 * as a security event; the provider retries anything that is not a 2xx.
 */
export async function handlePaymentWebhook(
  providerId: ProviderId,
  rawBody: string,
  headers: Headers,
  request?: Request,
): Promise<Response> {
  const provider = await getPaymentProvider(providerId);
  if (!provider) return new Response('This payment provider is not configured.', { status: 404 });
  let event: Awaited<ReturnType<typeof provider.parseWebhook>>;
  try {
    event = await provider.parseWebhook(rawBody, headers);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    await logSecurityEvent(
      { type: 'payment_webhook_rejected', severity: 'high', details: { provider: providerId, reason: error.message } },
      { request },
    );
    return new Response('Invalid signature.', { status: 400 });
  }
  const outcome = await applyPaymentEvent(providerId, event);
  getLogger().info(
    { provider: providerId, eventId: event.id, type: event.type, sessionId: event.sessionId, outcome },
    'payment webhook',
  );
  return Response.json({ received: true, outcome });
}

/** A webhook route's request: its body read within the webhook limit (issue 11), then handled as above. */
export async function receivePaymentWebhook(providerId: ProviderId, request: Request): Promise<Response> {
  const body = await readBodyText(request, BODY_LIMITS.webhook);
  if (!body.ok) return new Response(body.status === 413 ? 'Payload too large.' : 'Unreadable body.', { status: body.status });
  return handlePaymentWebhook(providerId, body.text, request.headers, request);
}
