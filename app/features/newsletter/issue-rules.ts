import { z } from 'zod';

/*
 * The rules of newsletter issues (issue 36, decision 0083), apart from the database so they are
 * unit-tested: what an issue's form accepts, and what a recipient's delivery reads as.
 */

export const ISSUE_LIMITS = {
  subject: { min: 3, max: 150 },
  preheader: { max: 200 },
  body: { max: 50_000 },
} as const;

/** Recipients settled per transaction by the send job. */
export const SEND_BATCH_SIZE = 50;

/** The editor's form, for its action and the operation. Messages are translation keys. */
export const issueFormSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'newsletter.issues.errors.subjectRequired')
    .min(ISSUE_LIMITS.subject.min, 'newsletter.issues.errors.subjectTooShort')
    .max(ISSUE_LIMITS.subject.max, 'newsletter.issues.errors.subjectTooLong')
    .refine((value) => !/[\r\n]/.test(value), 'newsletter.issues.errors.subjectOneLine'),
  preheader: z
    .string()
    .trim()
    .max(ISSUE_LIMITS.preheader.max, 'newsletter.issues.errors.preheaderTooLong')
    .refine((value) => !/[\r\n]/.test(value), 'newsletter.issues.errors.preheaderOneLine'),
  body: z
    .string()
    .refine((value) => value.trim().length > 0, 'newsletter.issues.errors.bodyRequired')
    .refine((value) => value.length <= ISSUE_LIMITS.body.max, 'newsletter.issues.errors.bodyTooLong'),
});
export type IssueFormInput = z.infer<typeof issueFormSchema>;

export type IssueStatus = 'draft' | 'sending' | 'sent';
export type DeliveryRowStatus = 'waiting' | 'queued' | 'skipped';
/** The messaging outbox's own status of a queued recipient's email (null once the message is gone). */
export type MessageStatus = 'queued' | 'sent' | 'outbox' | 'failed' | null;

/** What the issue's page shows for one recipient. */
export type DeliveryState = 'waiting' | 'queued' | 'sent' | 'failed' | 'skipped';
export const DELIVERY_STATES: readonly DeliveryState[] = ['waiting', 'queued', 'sent', 'failed', 'skipped'];

/**
 * A delivery as read: before and without an email, the row's own status; once its email is in
 * the outbox, the email's (kept in the outbox without SMTP counts as sent: it is delivered there).
 */
export function deliveryState(row: DeliveryRowStatus, message: MessageStatus): DeliveryState {
  if (row !== 'queued') return row;
  if (message === 'sent' || message === 'outbox') return 'sent';
  if (message === 'failed') return 'failed';
  return 'queued';
}

export type DeliveryTotals = Record<DeliveryState, number> & { total: number };

/** Adds up grouped counts into the page's totals. */
export function deliveryTotals(
  groups: readonly { row: DeliveryRowStatus; message: MessageStatus; count: number }[],
): DeliveryTotals {
  const totals: DeliveryTotals = { waiting: 0, queued: 0, sent: 0, failed: 0, skipped: 0, total: 0 };
  for (const group of groups) {
    totals[deliveryState(group.row, group.message)] += group.count;
    totals.total += group.count;
  }
  return totals;
}

/** Only a draft may be edited or sent: an issue goes out once. */
export const isEditable = (status: IssueStatus): boolean => status === 'draft';
