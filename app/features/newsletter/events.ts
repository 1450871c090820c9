import { z } from 'zod';
import { defineEvent } from '~/features/jobs/event-contract';

/** Someone asked for the newsletter (again): they get a confirmation link (double opt-in). */
export const newsletterSubscriptionRequested = defineEvent(
  'newsletter.subscription_requested',
  z.object({ subscriptionId: z.string().min(1) }),
);
