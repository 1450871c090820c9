import { z } from 'zod';
import { defineEvent } from '~/features/jobs/event-contract';

/** An administrator approved, rejected or suspended an affiliate (issue 39): they are told by email. */
export const affiliateDecided = defineEvent(
  'affiliate.decided',
  z.object({ userId: z.string().min(1), decision: z.enum(['approve', 'reject', 'suspend']) }),
);
