import { z } from 'zod';
import { GUIDE_FAQ_LIMITS } from './guide-faq-rules';
import { HANDLE_PATTERN } from './mentions';

/*
 * The forum's forms (convention 5): a new thread, a reply, an edit, a report and the
 * moderators' forms. Messages are translation keys; the actions run the same schemas.
 */

export const FORUM_LIMITS = {
  title: { min: 5, max: 140 },
  body: { min: 2, max: 20_000 },
  reportNote: { max: 500 },
  banReason: { min: 3, max: 300 },
  banDays: { min: 1, max: 3650 },
} as const;

const body = z
  .string()
  .trim()
  .min(FORUM_LIMITS.body.min, 'forum.errors.bodyTooShort')
  .max(FORUM_LIMITS.body.max, 'forum.errors.bodyTooLong');

export const threadFormSchema = z.object({
  category: z.string().trim().min(1, 'forum.errors.categoryRequired').max(60, 'forum.errors.categoryRequired'),
  title: z
    .string()
    .trim()
    .min(FORUM_LIMITS.title.min, 'forum.errors.titleLength')
    .max(FORUM_LIMITS.title.max, 'forum.errors.titleLength'),
  kind: z.enum(['discussion', 'question'], { message: 'forum.errors.kind' }),
  body,
});
export type ThreadFormInput = z.output<typeof threadFormSchema>;

export const replyFormSchema = z.object({
  body,
  /** The number of the post being answered, when the reply quotes one. */
  quotes: z
    .string()
    .trim()
    .regex(/^\d{0,6}$/, 'forum.errors.quotes')
    .transform((value) => (value === '' ? null : Number(value))),
});

export const editFormSchema = z.object({ postId: z.string().uuid('forum.errors.notFound'), body });

export const REPORT_REASONS = ['spam', 'abuse', 'off-topic', 'other'] as const;
export const reportFormSchema = z.object({
  postId: z.string().uuid('forum.errors.notFound'),
  reason: z.enum(REPORT_REASONS, { message: 'forum.errors.reportReason' }),
  note: z.string().trim().max(FORUM_LIMITS.reportNote.max, 'forum.errors.reportNote'),
});

export const banFormSchema = z.object({
  handle: z.string().trim().toLowerCase().regex(HANDLE_PATTERN, 'forum.errors.notFound'),
  days: z.coerce
    .number({ message: 'forum.errors.banDays' })
    .int('forum.errors.banDays')
    .min(FORUM_LIMITS.banDays.min, 'forum.errors.banDays')
    .max(FORUM_LIMITS.banDays.max, 'forum.errors.banDays'),
  reason: z
    .string()
    .trim()
    .min(FORUM_LIMITS.banReason.min, 'forum.errors.banReason')
    .max(FORUM_LIMITS.banReason.max, 'forum.errors.banReason'),
});

export const moveFormSchema = z.object({ category: z.string().trim().min(1, 'forum.errors.categoryRequired') });

/** An entry of a guide's FAQ taken from a thread (decision 0097): which guide, the question, the answer (markdown). */
export const guideFaqFormSchema = z.object({
  guide: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'forum.faq.errors.guide'),
  question: z
    .string()
    .trim()
    .min(GUIDE_FAQ_LIMITS.question.min, 'forum.faq.errors.question')
    .max(GUIDE_FAQ_LIMITS.question.max, 'forum.faq.errors.question'),
  answer: z
    .string()
    .trim()
    .min(GUIDE_FAQ_LIMITS.answer.min, 'forum.faq.errors.answer')
    .max(GUIDE_FAQ_LIMITS.answer.max, 'forum.faq.errors.answer'),
});
export type GuideFaqInput = z.output<typeof guideFaqFormSchema>;
