import { z } from 'zod';
import { defineEvent } from '~/features/jobs/event-contract';
import { BADGES } from './badge-rules';

/** An administrator approved, rejected or asked for changes to a vendor application. */
export const vendorApplicationDecided = defineEvent(
  'vendor.application_decided',
  z.object({ applicationId: z.string().min(1), eventId: z.string().min(1) }),
);

/** An administrator approved a vendor's product (or its change), or sent it back with a reason (decision 0093). */
export const vendorProductDecided = defineEvent('vendor.product_decided', z.object({ revisionId: z.string().uuid() }));

/**
 * A vendor was awarded a badge, or lost one (decision 0098), by the daily recomputation or a
 * certificate's expiry: written with the change, for whatever needs to follow the badges.
 */
export const vendorBadgeChanged = defineEvent(
  'vendor.badge_changed',
  z.object({
    vendorId: z.string().min(1),
    badge: z.enum(BADGES),
    change: z.enum(['awarded', 'revoked']),
    reason: z.enum(['certificate-expired', 'store-inactive', 'criterion-unmet']).optional(),
  }),
);
