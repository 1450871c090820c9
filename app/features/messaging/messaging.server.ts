import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { emailMessages } from '~/db/schema/messaging';
import { publishEvent } from '~/features/jobs/events.server';
import { clientIp } from '~/features/security/security.server';
import { getEnv } from '~/utils/env.server';
import { isUuid } from '~/utils/ids';
import { getLogger } from '~/utils/logger.server';
import { pageCountOf } from '~/utils/pagination';
import { isLocalSite } from '~/utils/site.server';
import { renderEmail } from './emails/render-email.server';
import type { EmailProps, EmailTemplateName } from './emails/templates';
import { emailQueued } from './events';
import { getMailTransport } from './mail-transport.server';

export type EmailStatus = (typeof emailMessages.$inferSelect)['status'];

/** Delivery attempts before a message is marked failed (the job is retried with backoff in between). */
export const MAX_DELIVERY_ATTEMPTS = 5;

/** True when no SMTP server is configured: messages are kept in the outbox to be read on the site. */
export function isOutboxDelivery(): boolean {
  return !getEnv().SMTP_URL;
}

/**
 * Renders and records an email. With SMTP_URL it is queued and a durable job delivers it
 * (retried, surviving restarts); without, it lands in the outbox straight away. Pass a
 * transaction to make the message part of a larger change.
 */
export async function sendEmail<N extends EmailTemplateName>(
  input: {
    template: N;
    to: string;
    props: EmailProps<N>;
    locale?: string;
    userId?: string | null;
    meta?: Record<string, string | number | boolean>;
    /** Makes sending idempotent: a message with this key is written at most once. */
    dedupeKey?: string;
    /**
     * Newsletter emails: the one-click unsubscribe address (https). Sent as List-Unsubscribe
     * and List-Unsubscribe-Post (RFC 8058), so mail apps show their own unsubscribe button.
     */
    listUnsubscribe?: string;
    /** Where an answer should go (the support desk's address), sent as Reply-To; by default, nowhere but MAIL_FROM. */
    replyTo?: string;
  },
  executor?: Executor,
): Promise<{ id: string; status: EmailStatus }> {
  const rendered = await renderEmail(input.template, input.props, input.locale);
  const outbox = isOutboxDelivery();
  const write = async (tx: Executor) => {
    const [row] = await tx
      .insert(emailMessages)
      .values({
        template: input.template,
        locale: rendered.locale,
        toAddress: input.to.trim().toLowerCase(),
        userId: input.userId ?? null,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        status: outbox ? 'outbox' : 'queued',
        sentAt: outbox ? new Date() : null,
        meta: input.meta ?? {},
        dedupeKey: input.dedupeKey ?? null,
        listUnsubscribe: input.listUnsubscribe ?? null,
        replyTo: input.replyTo ?? null,
      })
      .onConflictDoNothing({ target: emailMessages.dedupeKey })
      .returning({ id: emailMessages.id, status: emailMessages.status });
    if (!row) {
      // Already written by an earlier run of the same job: nothing more to send.
      const [existing] = await tx
        .select({ id: emailMessages.id, status: emailMessages.status })
        .from(emailMessages)
        .where(eq(emailMessages.dedupeKey, input.dedupeKey ?? ''));
      if (!existing) throw new Error('email insert returned nothing');
      return existing;
    }
    if (!outbox) await publishEvent(tx, emailQueued, { messageId: row.id });
    return row;
  };
  return executor ? write(executor) : getDb().transaction(write);
}

/** RFC 8058 one-click unsubscribe: the address, and that a POST to it is all it takes. */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * Hands one queued message to the SMTP server. Safe to run twice: only a queued message
 * is sent. Throws on a failure that should be retried.
 */
export async function deliverEmail({ messageId }: { messageId: string }): Promise<EmailStatus | 'missing'> {
  const db = getDb();
  const [message] = await db
    .select({
      id: emailMessages.id,
      to: emailMessages.toAddress,
      subject: emailMessages.subject,
      html: emailMessages.html,
      text: emailMessages.text,
      status: emailMessages.status,
      attempts: emailMessages.attempts,
      listUnsubscribe: emailMessages.listUnsubscribe,
      replyTo: emailMessages.replyTo,
    })
    .from(emailMessages)
    .where(eq(emailMessages.id, messageId));
  if (!message) return 'missing';
  if (message.status !== 'queued') return message.status;
  const { SMTP_URL, MAIL_FROM } = getEnv();
  if (!SMTP_URL) {
    // The server was restarted without SMTP: keep the message readable in the outbox.
    await db.update(emailMessages).set({ status: 'outbox', sentAt: new Date() }).where(eq(emailMessages.id, message.id));
    return 'outbox';
  }
  try {
    await getMailTransport(SMTP_URL).sendMail({
      from: MAIL_FROM,
      to: message.to,
      subject: message.subject,
      html: message.html ?? undefined,
      text: message.text ?? undefined,
      replyTo: message.replyTo ?? undefined,
      headers: message.listUnsubscribe ? listUnsubscribeHeaders(message.listUnsubscribe) : undefined,
    });
  } catch (error) {
    const attempts = message.attempts + 1;
    const failed = attempts >= MAX_DELIVERY_ATTEMPTS;
    await db
      .update(emailMessages)
      .set({ attempts, lastError: String((error as Error).message ?? error).slice(0, 500), status: failed ? 'failed' : 'queued' })
      .where(eq(emailMessages.id, message.id));
    getLogger().warn(
      { err: error, messageId, attempts },
      failed ? 'email delivery failed for good' : 'email delivery failed; will retry',
    );
    if (failed) return 'failed';
    throw error;
  }
  // The SMTP server has it now: drop the bodies so one-time links do not linger here.
  await db
    .update(emailMessages)
    .set({
      status: 'sent',
      sentAt: new Date(),
      attempts: message.attempts + 1,
      html: null,
      text: null,
      listUnsubscribe: null,
      lastError: null,
    })
    .where(eq(emailMessages.id, message.id));
  return 'sent';
}

export type EmailSummary = {
  id: string;
  template: string;
  to: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

const summaryColumns = {
  id: emailMessages.id,
  template: emailMessages.template,
  to: emailMessages.toAddress,
  subject: emailMessages.subject,
  status: emailMessages.status,
  attempts: emailMessages.attempts,
  lastError: emailMessages.lastError,
  createdAt: emailMessages.createdAt,
  sentAt: emailMessages.sentAt,
};

export const EMAIL_PAGE_SIZE = 25;

/** Newest first, filtered by status and recipient, a page at a time. */
export async function listEmails({
  status,
  to,
  page = 1,
}: {
  status?: EmailStatus;
  to?: string;
  page?: number;
}): Promise<{ emails: EmailSummary[]; total: number; pageCount: number }> {
  const filters: SQL[] = [];
  if (status) filters.push(eq(emailMessages.status, status));
  if (to) filters.push(eq(emailMessages.toAddress, to.trim().toLowerCase()));
  const where = filters.length ? and(...filters) : undefined;
  const db = getDb();
  const [emails, [totals]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(emailMessages)
      .where(where)
      .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id))
      .limit(EMAIL_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * EMAIL_PAGE_SIZE),
    db.select({ total: count() }).from(emailMessages).where(where),
  ]);
  const total = totals?.total ?? 0;
  return { emails, total, pageCount: pageCountOf(total, EMAIL_PAGE_SIZE) };
}

/** One message with its bodies (present only while queued or when the outbox is the delivery). */
export async function findEmail({ id }: { id: string }) {
  if (!isUuid(id)) return null;
  const [message] = await getDb()
    .select({ ...summaryColumns, html: emailMessages.html, text: emailMessages.text, locale: emailMessages.locale })
    .from(emailMessages)
    .where(eq(emailMessages.id, id));
  return message ?? null;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The local mailbox (/dev/mailbox) shows every message in the outbox, one-time links
 * included: only on a local install without SMTP, and only to a browser on the same machine
 * (the server listens on every interface by default, and others on the network must not
 * read reset links).
 */
export function isMailboxOpen(request: Request): boolean {
  return isOutboxDelivery() && isLocalSite() && LOOPBACK.has(clientIp(request));
}
