import { getLogger } from '~/utils/logger.server';
import { applyPaymentEvent, type PaymentEventOutcome } from './payment-events.server';
import { getPaymentProvider } from './payments.server';
import type { CheckoutState, ProviderId } from './provider';

/**
 * What the provider said about a checkout, once anything it reported paid has been applied:
 * `unreachable` when it could not be asked (not configured, down, or it did not know the session).
 * A state for the platform's own sweeps and result pages to act on, not a refusal anyone reads:
 * no `Failure` here.
 */
export type ProviderAnswer =
  | { status: 'open' | 'closed' }
  | { status: 'paid'; outcome: PaymentEventOutcome }
  | { status: 'unreachable' };

/**
 * Asks the provider what became of a checkout, for when its webhook has not arrived (decision
 * 0038): before the expiry job gives an order's stock back, and on a result page still waiting.
 * A checkout the provider reports paid is applied exactly as its webhook would be, through
 * applyPaymentEvent, under an event id of its own (one per session: paid is final), so it is
 * applied once however often it is asked, and the real webhook arriving later changes nothing.
 * What to do about an open or closed checkout is the caller's decision.
 */
export async function settleCheckoutFromProvider(providerId: ProviderId, sessionId: string): Promise<ProviderAnswer> {
  let state: CheckoutState;
  try {
    const provider = await getPaymentProvider(providerId);
    if (!provider) throw new Error(`payment provider ${providerId} is not configured`);
    state = await provider.retrieveCheckout(sessionId);
  } catch (error) {
    getLogger().warn({ err: error, provider: providerId, sessionId }, 'could not ask the payment provider about a checkout');
    return { status: 'unreachable' };
  }
  if (state.status !== 'paid') return { status: state.status };
  const outcome = await applyPaymentEvent(providerId, {
    id: `checkout-state:${sessionId}`,
    type: 'payment.succeeded',
    sessionId,
    reference: state.reference,
    paymentId: state.paymentId,
    amountCents: state.amountCents,
    occurredAt: new Date(),
    paymentRef: state.paymentRef,
  });
  getLogger().info({ provider: providerId, sessionId, outcome }, 'payment confirmed by asking the provider');
  return { status: 'paid', outcome };
}

/**
 * settleCheckoutFromProvider for a sweep over many checkouts: a provider that could not be asked
 * is not asked again in the same sweep (its other checkouts answer `unreachable` at once), so an
 * outage costs one failed call per sweep rather than one per checkout.
 */
export function settleForOneSweep(): typeof settleCheckoutFromProvider {
  const unreachable = new Set<ProviderId>();
  return async (providerId, sessionId) => {
    if (unreachable.has(providerId)) return { status: 'unreachable' };
    const answer = await settleCheckoutFromProvider(providerId, sessionId);
    if (answer.status === 'unreachable') unreachable.add(providerId);
    return answer;
  };
}
