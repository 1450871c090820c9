import { z } from 'zod';
import { STOCK_ALERT_EMAIL_MAX } from './stock-alert-rules';

/** One schema for the back-in-stock form and its action. Messages are translation keys. */
export const stockAlertSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'stockAlerts.errors.required')
    .max(STOCK_ALERT_EMAIL_MAX, 'stockAlerts.errors.tooLong')
    .email('stockAlerts.errors.invalid')
    .transform((email) => email.toLowerCase()),
  // A field people never see: bots that fill every input give themselves away.
  website: z.literal('', { message: 'stockAlerts.errors.rejected' }),
});
