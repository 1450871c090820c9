import { z } from 'zod';

export const NEWSLETTER_EMAIL_MAX = 254;

/** One schema for the footer form and its action. Messages are translation keys. */
export const newsletterSchema = z.object({
  email: z
    .string({ message: 'newsletter.errors.required' })
    .trim()
    .min(1, 'newsletter.errors.required')
    .max(NEWSLETTER_EMAIL_MAX, 'newsletter.errors.tooLong')
    .email('newsletter.errors.invalid')
    .transform((email) => email.toLowerCase()),
  // A field people never see: bots that fill every input give themselves away.
  website: z.string().max(0).optional().or(z.literal('')),
});

/** What a sign-up found: a new (or renewed) request, or one already confirmed or waiting. None is a refusal. */
export type SubscribeStatus = 'subscribed' | 'already-subscribed' | 'already-pending';
