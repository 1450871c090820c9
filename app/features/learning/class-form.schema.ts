import { z } from 'zod';
import { priceToCents } from './learning.schema';

/*
 * The class form's limits and schema, apart from learning.schema.ts: that file's hrefs and
 * constants are read by the catalogue's pages in the browser, which would otherwise carry zod
 * (25 KiB gzip, issue 12). Only the instructor dashboard's class form needs this.
 */

export const CLASS_LIMITS = {
  title: { min: 3, max: 120 },
  summary: { min: 10, max: 300 },
  description: { max: 10_000 },
  duration: { min: 15, max: 480 },
  capacity: { min: 1, max: 500 },
  /** Hours before the start up to which a paid seat is refunded in full: up to a week. */
  refundCutoffHours: { min: 0, max: 168 },
} as const;

export const classFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(CLASS_LIMITS.title.min, 'learning.teach.errors.title')
    .max(CLASS_LIMITS.title.max, 'learning.teach.errors.titleTooLong'),
  summary: z
    .string()
    .trim()
    .min(CLASS_LIMITS.summary.min, 'learning.teach.errors.summary')
    .max(CLASS_LIMITS.summary.max, 'learning.teach.errors.summaryTooLong'),
  description: z.string().trim().max(CLASS_LIMITS.description.max, 'learning.teach.errors.descriptionTooLong').default(''),
  startsAt: z.string().trim().min(1, 'learning.teach.errors.startsAt'),
  durationMinutes: z.coerce
    .number({ message: 'learning.teach.errors.duration' })
    .int('learning.teach.errors.duration')
    .min(CLASS_LIMITS.duration.min, 'learning.teach.errors.duration')
    .max(CLASS_LIMITS.duration.max, 'learning.teach.errors.duration'),
  capacity: z.coerce
    .number({ message: 'learning.teach.errors.capacity' })
    .int('learning.teach.errors.capacity')
    .min(CLASS_LIMITS.capacity.min, 'learning.teach.errors.capacity')
    .max(CLASS_LIMITS.capacity.max, 'learning.teach.errors.capacity'),
  /** Empty means free. */
  priceCents: z
    .string()
    .default('')
    .transform((value, context) => {
      const cents = priceToCents(value);
      if (cents === null) {
        context.addIssue({ code: 'custom', message: 'learning.teach.errors.price' });
        return z.NEVER;
      }
      return cents;
    }),
  // Left empty, a day: the usual rule.
  refundCutoffHours: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ message: 'learning.teach.errors.refundCutoff' })
      .int('learning.teach.errors.refundCutoff')
      .min(CLASS_LIMITS.refundCutoffHours.min, 'learning.teach.errors.refundCutoff')
      .max(CLASS_LIMITS.refundCutoffHours.max, 'learning.teach.errors.refundCutoff')
      .default(24),
  ),
});
export type ClassFormInput = z.infer<typeof classFormSchema>;
