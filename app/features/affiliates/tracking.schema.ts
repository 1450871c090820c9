import { z } from 'zod';
import { isValidAffiliateCode } from './attribution';

/*
 * The browser's affiliate tracking event (SPEC §3, §7, §9: `affiliate-pixel-track`): one event, or
 * a few sent together. Strings are bounded so a body cannot grow a row; an amount is the order's
 * total in dollars, as the SPEC's tracking sends it, kept in cents.
 */

export const TRACKING_LIMITS = { batch: 20, url: 2000, text: 400 } as const;

const bounded = (max: number) => z.string().max(max).default('');

export const trackingEventSchema = z
  .object({
    affiliateCode: z.string().refine(isValidAffiliateCode, 'not an affiliate code'),
    pageUrl: z.string().min(1).max(TRACKING_LIMITS.url),
    eventType: z.enum(['page_view', 'engagement', 'page_exit', 'conversion']),
    orderId: z.string().max(100).optional(),
    amount: z.number().nonnegative().max(1_000_000).optional(),
    sessionId: z.string().min(8).max(100),
    timestamp: z.union([z.string().max(40), z.number()]),
    userAgent: bounded(TRACKING_LIMITS.text),
    referrer: bounded(TRACKING_LIMITS.url),
    screenResolution: bounded(20),
    timezone: bounded(64),
  })
  .superRefine((event, context) => {
    if (event.eventType === 'conversion' && (!event.orderId || event.amount === undefined))
      context.addIssue({ code: 'custom', path: ['orderId'], message: 'a conversion names its order and amount' });
  })
  .transform((event) => {
    const when = new Date(event.timestamp);
    return {
      code: event.affiliateCode,
      type: event.eventType,
      pageUrl: event.pageUrl,
      orderId: event.orderId ?? null,
      amountCents: event.amount === undefined ? null : Math.round(event.amount * 100),
      sessionId: event.sessionId,
      // A clock far off (or no date at all) is recorded as the time it arrived.
      occurredAt: Number.isNaN(when.getTime()) || Math.abs(when.getTime() - Date.now()) > 86_400_000 ? new Date() : when,
      userAgent: event.userAgent,
      referrer: event.referrer,
      screenResolution: event.screenResolution,
      timezone: event.timezone,
    };
  });

export type TrackingEvent = z.output<typeof trackingEventSchema>;

/** A body: one event, or up to TRACKING_LIMITS.batch of them. */
export const trackingBodySchema = z.union([
  trackingEventSchema.transform((event) => [event]),
  z.array(trackingEventSchema).min(1).max(TRACKING_LIMITS.batch),
]);
