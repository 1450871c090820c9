import { z } from 'zod';

/*
 * The conversation between a vendor and the marketplace team (decision 0102): one form, used by
 * an administrator on the vendor's page and by the vendor on their dashboard, and the refusal
 * of a renewed certificate, whose reason becomes a message. Pure; messages are translation keys.
 */

export const VENDOR_MESSAGE_LIMITS = { body: { min: 1, max: 5000 }, reason: { min: 2, max: 5000 } } as const;

/**
 * How many messages a conversation shows, newest first: the dashboard holds much else besides.
 * Older ones stay, and go into the person's export.
 */
export const VENDOR_MESSAGES_SHOWN = 20;

export const vendorMessageSchema = z.object({
  body: z
    .string()
    .trim()
    .min(VENDOR_MESSAGE_LIMITS.body.min, 'vendors.messages.errors.bodyRequired')
    .max(VENDOR_MESSAGE_LIMITS.body.max, 'vendors.messages.errors.bodyTooLong'),
});

export const certificateRefusalSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(VENDOR_MESSAGE_LIMITS.reason.min, 'vendors.renewals.errors.reasonRequired')
    .max(VENDOR_MESSAGE_LIMITS.reason.max, 'vendors.renewals.errors.reasonTooLong'),
});
