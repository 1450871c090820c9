import { z } from 'zod';
import { defineEvent } from '~/features/jobs/event-contract';

/** What accounts announces (convention 4): declared once, published and subscribed through these. */

/**
 * A person's first complete sign-in (SPEC §4, §7). The payload is SPEC §7's signup
 * notification, plus the language to write to the person in.
 */
export const userSignedUp = defineEvent(
  'user.signed_up',
  z.object({
    user_id: z.string().min(1),
    email: z.string().min(1),
    full_name: z.string(),
    phone_number: z.string(),
    first_name: z.string(),
    locale: z.string().min(1),
  }),
);

/** An account was deleted: its personal data is gone, its accounting records anonymised. */
export const userDeleted = defineEvent('user.deleted', z.object({ userId: z.string().min(1) }));
