import { z } from 'zod';
import { defineEvent } from '~/features/jobs/event-contract';

/** An administrator approved, rejected or asked for changes to a vendor application. */
export const vendorApplicationDecided = defineEvent(
  'vendor.application_decided',
  z.object({ applicationId: z.string().min(1), eventId: z.string().min(1) }),
);
