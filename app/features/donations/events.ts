import { z } from 'zod';
import { defineEvent } from '~/features/jobs/event-contract';

/** The provider confirmed a donation's payment. */
export const donationPaid = defineEvent('donation.paid', z.object({ donationId: z.string().min(1) }));
