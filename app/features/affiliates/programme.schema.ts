import { z } from 'zod';
import { CATEGORIES } from '~/features/catalog/catalog.schema';
import { isValidAffiliateCode } from './attribution';

/*
 * The affiliate application and an administrator's decision on it (issue 39): one schema each,
 * used by the form and by the action. Messages are translation keys.
 */

export const AFFILIATE_LIMITS = {
  channel: { min: 3, max: 300 },
  plan: { min: 20, max: 2000 },
  note: { min: 10, max: 1000 },
  rate: { min: 0, max: 50 },
} as const;

/** A rate as an admin types it: a percentage from 0 to 50, with at most two decimals. */
const percentText = (value: string) => /^\d{1,2}(\.\d{1,2})?$/.test(value) && Number(value) <= AFFILIATE_LIMITS.rate.max;

const checked = (message: string) => z.literal('on', { message });

export const affiliateApplicationSchema = z
  .object({
    channel: z
      .string()
      .trim()
      .min(AFFILIATE_LIMITS.channel.min, 'affiliates.apply.errors.channel')
      .max(AFFILIATE_LIMITS.channel.max, 'affiliates.apply.errors.channelTooLong'),
    plan: z
      .string()
      .trim()
      .min(AFFILIATE_LIMITS.plan.min, 'affiliates.apply.errors.plan')
      .max(AFFILIATE_LIMITS.plan.max, 'affiliates.apply.errors.planTooLong'),
    /** The code of the leader who recruited them, if one did. */
    leaderCode: z
      .string()
      .trim()
      .default('')
      .refine((value) => value === '' || isValidAffiliateCode(value), 'affiliates.apply.errors.leaderCode'),
    acceptTerms: checked('affiliates.apply.errors.acceptTerms'),
    wantsToLead: z.enum(['on']).optional(),
    acceptLeaderAddendum: z.enum(['on']).optional(),
  })
  .superRefine((value, context) => {
    if (value.wantsToLead && !value.acceptLeaderAddendum)
      context.addIssue({ code: 'custom', path: ['acceptLeaderAddendum'], message: 'affiliates.apply.errors.acceptAddendum' });
  })
  .transform(({ channel, plan, leaderCode, wantsToLead }) => ({
    channel,
    plan,
    leaderCode: leaderCode || null,
    wantsToLead: wantsToLead === 'on',
  }));

export type AffiliateApplicationInput = z.infer<typeof affiliateApplicationSchema>;

export const AFFILIATE_DECISIONS = ['approve', 'reject', 'suspend'] as const;
export type AffiliateDecision = (typeof AFFILIATE_DECISIONS)[number];

export const affiliateDecisionSchema = z
  .object({
    decision: z.enum(AFFILIATE_DECISIONS, { message: 'affiliates.review.errors.decision' }),
    note: z.string().trim().max(AFFILIATE_LIMITS.note.max, 'affiliates.review.errors.noteTooLong').default(''),
    /** Blank: the programme's rate. */
    rate: z
      .string()
      .trim()
      .default('')
      .refine((value) => value === '' || percentText(value), 'affiliates.review.errors.rate'),
    asLeader: z.enum(['on']).optional(),
  })
  .superRefine((value, context) => {
    if (value.decision !== 'approve' && value.note.length < AFFILIATE_LIMITS.note.min)
      context.addIssue({ code: 'custom', path: ['note'], message: 'affiliates.review.errors.note' });
  })
  .transform(({ decision, note, rate, asLeader }) => ({
    decision,
    note: note || null,
    ratePercent: rate === '' ? null : Number(rate),
    asLeader: asLeader === 'on',
  }));

export type AffiliateDecisionInput = z.infer<typeof affiliateDecisionSchema>;

/** A code made from a name: lower-case letters and digits joined by hyphens, 3 to 24 long. */
export function codeFromName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 20)
    .replace(/-+$/g, '');
  return base.length >= 3 ? base : `grow-${base || 'friend'}`;
}

/**
 * What a commission may vary by (decision 0100): the catalogue's categories of goods, and
 * learning's course places and class seats. Gifts to relief earn no commission, so they have no rate.
 */
export const COMMISSION_CATEGORIES = [
  ...CATEGORIES.filter((category): category is Exclude<(typeof CATEGORIES)[number], 'relief'> => category !== 'relief'),
  'courses',
  'classes',
] as const;
export type CommissionCategory = (typeof COMMISSION_CATEGORIES)[number];

/** The form field of one category's rate. */
export const categoryRateField = (category: CommissionCategory) => `rate-${category}`;

/**
 * The admin's rates by category: each field blank (the programme's rate) or a percentage from 0
 * to 50 with at most two decimals. Answers every category, null where blank.
 */
export const categoryRatesSchema = z
  .record(z.string(), z.string().trim())
  .superRefine((fields, context) => {
    for (const category of COMMISSION_CATEGORIES) {
      const value = fields[categoryRateField(category)] ?? '';
      if (value !== '' && !percentText(value))
        context.addIssue({
          code: 'custom',
          path: [categoryRateField(category)],
          message: 'affiliates.categoryRates.errors.rate',
        });
    }
  })
  .transform(
    (fields) =>
      Object.fromEntries(
        COMMISSION_CATEGORIES.map((category) => {
          const value = fields[categoryRateField(category)] ?? '';
          return [category, value === '' ? null : Number(value)];
        }),
      ) as Record<CommissionCategory, number | null>,
  );

export type CategoryRatesInput = z.infer<typeof categoryRatesSchema>;
