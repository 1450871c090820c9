import { z } from 'zod';
import { defineEvent } from '~/features/jobs/event-contract';

/**
 * The built-in test provider's bank decided a checkout (paid, declined or cancelled on its hosted
 * page): the webhook that tells the store, written in the transaction that changes the session,
 * so it is delivered even when the process dies right after that commit (decision 0038). `body`
 * is the webhook body as it is signed and sent; the signature is made at each delivery, since a
 * redelivery may come long after the first.
 */
export const testPaymentDecided = defineEvent('test_payment.decided', z.object({ body: z.string().min(2) }));
