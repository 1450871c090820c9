import { z } from 'zod';
import { defineEvent } from '~/features/jobs/event-contract';

/** An email was written to the log and waits for delivery. */
export const emailQueued = defineEvent('email.queued', z.object({ messageId: z.string().min(1) }));
