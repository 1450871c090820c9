import { z } from 'zod';
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
      .refine(
        (value) => value === '' || (/^\d{1,2}(\.\d{1,2})?$/.test(value) && Number(value) <= AFFILIATE_LIMITS.rate.max),
        'affiliates.review.errors.rate',
      ),
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
