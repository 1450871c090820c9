import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { emailMessages } from '~/db/schema/messaging';
import { newsletterDeliveries, newsletterIssues, newsletterSubscriptions } from '~/db/schema/newsletter';
import { renderMarkdown } from '~/features/content/content.server';
import { publishEvent } from '~/features/jobs/events.server';
import { sendEmail } from '~/features/messaging/messaging.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { pageCountOf } from '~/utils/pagination';
import { newsletterIssueSendRequested } from './events';
import { type IssueFailureCode, issueFailure } from './failures';
import {
  type DeliveryRowStatus,
  type DeliveryState,
  type DeliveryTotals,
  deliveryState,
  deliveryTotals,
  type IssueFormInput,
  type IssueStatus,
  isEditable,
  type MessageStatus,
  SEND_BATCH_SIZE,
} from './issue-rules';
import { preferencesUrl } from './newsletter.server';

/*
 * Newsletter issues (issue 36, decision 0083). Admins write an issue and send it once to every
 * confirmed subscriber. Asking for the send fixes the audience (a delivery row per confirmed
 * subscriber, unique per issue and subscriber) and announces it, in one transaction; the send job
 * then settles the waiting rows in batches, each recipient's row and their outbox message in
 * the same transaction. A job that dies half-way and runs again finds only the rows still waiting,
 * so nobody is written to twice, however often it runs.
 */

const confirmedCount = async () => {
  const [row] = await getDb()
    .select({ total: count() })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.status, 'confirmed'));
  return row?.total ?? 0;
};

export type IssueSummary = {
  id: string;
  subject: string;
  status: IssueStatus;
  updatedAt: Date;
  sentAt: Date | null;
  recipients: number;
};

/** The issues, newest first, with how many of each status and, for each one sent, its audience; and today's confirmed subscribers. */
export async function listIssues({ actor }: { actor: Actor }) {
  requireAdmin(actor, 'only admins read newsletter issues');
  const db = getDb();
  const recipients = db
    .select({ issueId: newsletterDeliveries.issueId, total: count().as('total') })
    .from(newsletterDeliveries)
    .groupBy(newsletterDeliveries.issueId)
    .as('recipients');
  const [issues, subscribers] = await Promise.all([
    db
      .select({
        id: newsletterIssues.id,
        subject: newsletterIssues.subject,
        status: newsletterIssues.status,
        updatedAt: newsletterIssues.updatedAt,
        sentAt: newsletterIssues.sentAt,
        recipients: sql<number>`coalesce(${recipients.total}, 0)`.mapWith(Number),
      })
      .from(newsletterIssues)
      .leftJoin(recipients, eq(recipients.issueId, newsletterIssues.id))
      .orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id)),
    confirmedCount(),
  ]);
  const counts: Record<IssueStatus, number> = { draft: 0, sending: 0, sent: 0 };
  for (const issue of issues) counts[issue.status] += 1;
  return { issues: issues satisfies IssueSummary[], counts, confirmedSubscribers: subscribers };
}

export const DELIVERY_PAGE_SIZE = 50;

export type DeliveryLine = { id: string; email: string; state: DeliveryState; settledAt: Date | null };

/**
 * One issue for its page: the words, and once sent its totals and a page of its recipients with
 * each one's delivery state; for a draft, how many confirmed subscribers a send would reach now.
 */
export async function findIssue({ actor, issueId, page = 1 }: { actor: Actor; issueId: string; page?: number }) {
  requireAdmin(actor, 'only admins read newsletter issues');
  if (!isUuid(issueId)) return null;
  const db = getDb();
  const [issue] = await db
    .select({
      id: newsletterIssues.id,
      subject: newsletterIssues.subject,
      preheader: newsletterIssues.preheader,
      bodyMd: newsletterIssues.bodyMd,
      status: newsletterIssues.status,
      createdAt: newsletterIssues.createdAt,
      updatedAt: newsletterIssues.updatedAt,
      sendRequestedAt: newsletterIssues.sendRequestedAt,
      sentAt: newsletterIssues.sentAt,
    })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.id, issueId));
  if (!issue) return null;
  const html = renderMarkdown(issue.bodyMd).html;
  if (issue.status === 'draft')
    return { issue, html, confirmedSubscribers: await confirmedCount(), totals: null, deliveries: [], pageCount: 1 };
  const groups = await db
    .select({ row: newsletterDeliveries.status, message: emailMessages.status, count: count() })
    .from(newsletterDeliveries)
    .leftJoin(emailMessages, eq(emailMessages.id, newsletterDeliveries.emailMessageId))
    .where(eq(newsletterDeliveries.issueId, issue.id))
    .groupBy(newsletterDeliveries.status, emailMessages.status);
  const totals: DeliveryTotals = deliveryTotals(groups);
  const rows = await db
    .select({
      id: newsletterDeliveries.id,
      email: newsletterSubscriptions.email,
      row: newsletterDeliveries.status,
      message: emailMessages.status,
      settledAt: newsletterDeliveries.settledAt,
    })
    .from(newsletterDeliveries)
    .innerJoin(newsletterSubscriptions, eq(newsletterSubscriptions.id, newsletterDeliveries.subscriptionId))
    .leftJoin(emailMessages, eq(emailMessages.id, newsletterDeliveries.emailMessageId))
    .where(eq(newsletterDeliveries.issueId, issue.id))
    .orderBy(asc(newsletterSubscriptions.email))
    .limit(DELIVERY_PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * DELIVERY_PAGE_SIZE);
  const deliveries: DeliveryLine[] = rows.map((row) => ({
    id: row.id,
    email: row.email,
    state: deliveryState(row.row, row.message),
    settledAt: row.settledAt,
  }));
  return {
    issue,
    html,
    confirmedSubscribers: null,
    totals,
    deliveries,
    pageCount: pageCountOf(totals.total, DELIVERY_PAGE_SIZE),
  };
}

/**
 * Runs `work` in a transaction that holds the issue's row lock, while it is still a draft: an
 * unknown issue is `not-found`, one sending or sent is `already-sent` (an issue goes out once).
 */
function withLockedDraft<T>(issueId: string, work: (tx: Executor) => Promise<T>) {
  if (!isUuid(issueId)) return Promise.resolve(issueFailure('not-found'));
  return getDb().transaction(async (tx) => {
    const [current] = await tx
      .select({ status: newsletterIssues.status })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, issueId))
      .for('update');
    if (!current) return issueFailure('not-found');
    if (!isEditable(current.status)) return issueFailure('already-sent');
    return work(tx);
  });
}

/** Creates (issueId null) or saves a draft issue, for an admin; an issue already sent or sending is not changed. */
export async function saveIssue({
  actor,
  issueId,
  input,
}: {
  actor: Actor;
  issueId: string | null;
  input: IssueFormInput;
}): Promise<Result<{ issueId: string }, IssueFailureCode>> {
  requireAdmin(actor, 'only admins write newsletter issues');
  const values = { subject: input.subject, preheader: input.preheader, bodyMd: input.body };
  if (!issueId) {
    const [created] = await getDb().insert(newsletterIssues).values(values).returning({ id: newsletterIssues.id });
    if (!created) throw new Error('issue insert returned nothing');
    return { ok: true, issueId: created.id };
  }
  return withLockedDraft(issueId, async (tx) => {
    await tx
      .update(newsletterIssues)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(newsletterIssues.id, issueId));
    return { ok: true as const, issueId };
  });
}

/** Deletes a draft (an issue that went out stays, with its delivery record). */
export async function deleteIssue({
  actor,
  issueId,
}: {
  actor: Actor;
  issueId: string;
}): Promise<Result<object, IssueFailureCode>> {
  requireAdmin(actor, 'only admins delete newsletter issues');
  return withLockedDraft(issueId, async (tx) => {
    await tx.delete(newsletterIssues).where(eq(newsletterIssues.id, issueId));
    return { ok: true as const };
  });
}

/**
 * Sends a draft issue to every subscriber confirmed at this moment, for an admin: one transaction
 * moves it to `sending`, writes a waiting delivery row per recipient and announces the send for
 * the job. A second request finds the issue no longer a draft and is refused (`already-sent`),
 * so an issue goes out once whoever asks and however often.
 */
export async function requestIssueSend({
  actor,
  issueId,
}: {
  actor: Actor;
  issueId: string;
}): Promise<Result<{ recipients: number }, IssueFailureCode>> {
  requireAdmin(actor, 'only admins send newsletter issues');
  return withLockedDraft(issueId, async (tx) => {
    // One statement: every subscriber confirmed now, once (the pair is unique).
    const audience = (await tx.execute(sql`
      insert into ${newsletterDeliveries} (issue_id, subscription_id)
      select ${issueId}::uuid, ${newsletterSubscriptions.id} from ${newsletterSubscriptions}
      where ${newsletterSubscriptions.status} = 'confirmed'
      on conflict (issue_id, subscription_id) do nothing
      returning id`)) as unknown as { rows: { id: string }[] };
    const recipients = audience.rows.length;
    if (recipients === 0) return issueFailure('no-recipients');
    await tx
      .update(newsletterIssues)
      .set({ status: 'sending', sendRequestedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(newsletterIssues.id, issueId));
    await publishEvent(tx, newsletterIssueSendRequested, { issueId });
    return { ok: true as const, recipients };
  });
}

/**
 * One batch of the send (no actor: the platform's own work, run by the job). Takes up to `size`
 * waiting recipients (locked, skipping rows another run holds) and, in one transaction, writes
 * each one's email to the messaging outbox and marks the row queued, or skipped when they
 * unsubscribed since the send was asked for. Answers how many rows it settled: 0 when none wait.
 */
export async function sendIssueBatch({ issueId, size = SEND_BATCH_SIZE }: { issueId: string; size?: number }): Promise<number> {
  return getDb().transaction(async (tx) => {
    const [issue] = await tx
      .select({
        subject: newsletterIssues.subject,
        preheader: newsletterIssues.preheader,
        bodyMd: newsletterIssues.bodyMd,
        status: newsletterIssues.status,
      })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, issueId));
    if (issue?.status !== 'sending') return 0;
    const waiting = await tx
      .select({
        id: newsletterDeliveries.id,
        subscriptionId: newsletterDeliveries.subscriptionId,
        email: newsletterSubscriptions.email,
        lang: newsletterSubscriptions.lang,
        status: newsletterSubscriptions.status,
        token: newsletterSubscriptions.unsubscribeToken,
      })
      .from(newsletterDeliveries)
      .innerJoin(newsletterSubscriptions, eq(newsletterSubscriptions.id, newsletterDeliveries.subscriptionId))
      .where(and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.status, 'waiting')))
      .orderBy(asc(newsletterDeliveries.id))
      .limit(size)
      .for('update', { of: newsletterDeliveries, skipLocked: true });
    if (waiting.length === 0) return 0;
    const html = renderMarkdown(issue.bodyMd).html;
    for (const recipient of waiting) {
      if (recipient.status !== 'confirmed') {
        await tx
          .update(newsletterDeliveries)
          .set({ status: 'skipped', settledAt: sql`now()` })
          .where(and(eq(newsletterDeliveries.id, recipient.id), eq(newsletterDeliveries.status, 'waiting')));
        continue;
      }
      const unsubscribeUrl = preferencesUrl(recipient.token);
      const message = await sendEmail(
        {
          template: 'newsletter-issue',
          to: recipient.email,
          props: { subject: issue.subject, preheader: issue.preheader, html, unsubscribeUrl },
          locale: recipient.lang,
          meta: { issueId },
          // The pair is unique here as in the delivery rows: a second message cannot be written.
          dedupeKey: `newsletter-issue:${issueId}:${recipient.subscriptionId}`,
          listUnsubscribe: unsubscribeUrl,
        },
        tx,
      );
      await tx
        .update(newsletterDeliveries)
        .set({ status: 'queued', emailMessageId: message.id, settledAt: sql`now()` })
        .where(and(eq(newsletterDeliveries.id, recipient.id), eq(newsletterDeliveries.status, 'waiting')));
    }
    return waiting.length;
  });
}

/** Marks a sending issue sent once no recipient waits; answers whether it is sent now. */
export async function finishIssueSend({ issueId }: { issueId: string }): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [left] = await tx
      .select({ total: count() })
      .from(newsletterDeliveries)
      .where(and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.status, 'waiting')));
    if ((left?.total ?? 0) > 0) return false;
    const [done] = await tx
      .update(newsletterIssues)
      .set({ status: 'sent', sentAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, 'sending')))
      .returning({ id: newsletterIssues.id });
    return Boolean(done);
  });
}

/**
 * The send job's whole run: batch after batch until nobody waits, then the issue is sent. Safe to
 * run again at any point (a crash, a redelivered job, two instances at once): settled rows are
 * never taken again.
 */
export async function runIssueSend({ issueId, size }: { issueId: string; size?: number }): Promise<{ settled: number }> {
  let settled = 0;
  for (;;) {
    const batch = await sendIssueBatch({ issueId, size });
    settled += batch;
    if (batch === 0) break;
  }
  await finishIssueSend({ issueId });
  return { settled };
}

export type { DeliveryRowStatus, MessageStatus };
