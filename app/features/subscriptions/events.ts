import { z } from 'zod';
import { defineEvent } from '~/features/jobs/event-contract';

/** What subscriptions announces (convention 4): declared once, published and subscribed through these. */

const renewalPayload = z.object({ subscriptionId: z.string().min(1), orderId: z.string().min(1) });

/** A renewal was charged to the saved card; its order is paid. */
export const subscriptionRenewed = defineEvent('subscription.renewed', renewalPayload);

/** A renewal's charge was declined; the subscription is past due. */
export const subscriptionPaymentFailed = defineEvent('subscription.payment_failed', renewalPayload);
