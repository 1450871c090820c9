import { z } from 'zod';
import { defineEvent } from '~/features/jobs/event-contract';

/** An administrator approved, rejected or asked for changes to a vendor application. */
export const vendorApplicationDecided = defineEvent(
  'vendor.application_decided',
  z.object({ applicationId: z.string().min(1), eventId: z.string().min(1) }),
);

/** An administrator approved a vendor's product (or its change), or sent it back with a reason (decision 0093). */
export const vendorProductDecided = defineEvent('vendor.product_decided', z.object({ revisionId: z.string().uuid() }));
