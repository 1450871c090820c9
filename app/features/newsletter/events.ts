import { z } from 'zod';
import { defineEvent } from '~/features/jobs/event-contract';

/** Someone asked for the newsletter (again): they get a confirmation link (double opt-in). */
export const newsletterSubscriptionRequested = defineEvent(
  'newsletter.subscription_requested',
  z.object({ subscriptionId: z.string().min(1) }),
);

/**
 * An admin asked to send an issue: its audience is fixed in the same transaction. The send job
 * (the subscriber in newsletter.jobs.server.ts) works through it in batches and may run any
 * number of times (decision 0083).
 */
export const newsletterIssueSendRequested = defineEvent(
  'newsletter.issue_send_requested',
  z.object({ issueId: z.string().min(1) }),
);
