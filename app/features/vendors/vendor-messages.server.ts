import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { vendorCertificates, vendorMessages, vendorProfiles } from '~/db/schema/vendors';
import { sendEmail } from '~/features/messaging/messaging.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Failure, Result } from '~/utils/failure';
import { vendorFailure } from './failures';
import { VENDOR_MESSAGES_SHOWN, vendorMessageSchema } from './vendor-messages.schema';
import { requireVendor } from './vendor-profiles.server';
import { findVendorRecipient } from './vendor-recipient.server';

/*
 * The one conversation between a vendor and the marketplace team (decision 0102). An
 * administrator writes from the vendor's page (/admin/vendors/stores/:vendorId); the message is
 * emailed to the vendor through the outbox in the transaction that records it. The vendor reads
 * and answers on /vendors/dashboard. Each side's unread messages are the other side's, with no
 * `readAt`: answering marks them read, and so does "Mark as read". A vendor reaches their own
 * conversation only (the operations take no vendor id from them); only administrators write as
 * staff. Every operation checks who acts, whichever route calls it.
 */

type Side = 'vendor' | 'staff';
const otherSide = (side: Side): Side => (side === 'vendor' ? 'staff' : 'vendor');

/** A body the form's rules refuse, as the field's message: nothing is written. */
function invalidBody(body: string): Failure<'invalid-body'> | null {
  const parsed = vendorMessageSchema.safeParse({ body });
  if (parsed.success) return null;
  return { ok: false, code: 'invalid-body', message: parsed.error.issues[0]?.message ?? '', field: 'body', status: 400 };
}

/**
 * A conversation as `reader` sees it: its latest messages, newest first, each marked unread when
 * the other side wrote it and `reader` has not read it; and how many are unread in all. The caller
 * has checked who reads: the vendor's dashboard (`loadVendorDashboard`) or an administrator
 * (`readVendorConversation`).
 */
export async function readConversation(vendorId: string, reader: Side, db: Executor = getDb()) {
  // How many are unread in all rides on each row (none: no messages, nothing unread).
  const rows = await db
    .select({
      id: vendorMessages.id,
      author: vendorMessages.author,
      authorFirstName: users.firstName,
      body: vendorMessages.body,
      createdAt: vendorMessages.createdAt,
      readAt: vendorMessages.readAt,
      certificateIssuer: vendorCertificates.issuer,
      certificateExpiresOn: vendorCertificates.expiresOn,
      unreadCount: sql<number>`(select count(*)::int from ${vendorMessages} unread
        where unread.vendor_id = ${vendorId} and unread.author = ${otherSide(reader)} and unread.read_at is null)`,
    })
    .from(vendorMessages)
    .leftJoin(users, eq(users.id, vendorMessages.authorId))
    .leftJoin(vendorCertificates, eq(vendorCertificates.id, vendorMessages.certificateId))
    .where(eq(vendorMessages.vendorId, vendorId))
    .orderBy(desc(vendorMessages.createdAt), desc(vendorMessages.id))
    .limit(VENDOR_MESSAGES_SHOWN);
  return {
    unreadCount: rows[0]?.unreadCount ?? 0,
    messages: rows.map(({ readAt, certificateIssuer, certificateExpiresOn, unreadCount: _unread, ...message }) => ({
      ...message,
      isUnread: message.author !== reader && readAt === null,
      refusedCertificate:
        certificateIssuer && certificateExpiresOn ? { issuer: certificateIssuer, expiresOn: certificateExpiresOn } : null,
    })),
  };
}

export type VendorConversation = Awaited<ReturnType<typeof readConversation>>;

/** A vendor's conversation as the team sees it (administrators only); null when there is no such vendor. */
export async function readVendorConversation({ actor, vendorId }: { actor: Actor; vendorId: string }, db: Executor = getDb()) {
  requireAdmin(actor, 'only administrators read vendors’ conversations');
  const [vendor] = await db
    .select({
      id: vendorProfiles.userId,
      storeName: vendorProfiles.storeName,
      status: vendorProfiles.status,
      slug: vendorProfiles.slug,
    })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.userId, vendorId));
  if (!vendor) return null;
  return { vendor, ...(await readConversation(vendor.id, 'staff', db)) };
}

/** Marks what the other side wrote as read by `reader`'s side. */
function markRead(tx: Executor, vendorId: string, reader: Side) {
  return tx
    .update(vendorMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(eq(vendorMessages.vendorId, vendorId), eq(vendorMessages.author, otherSide(reader)), isNull(vendorMessages.readAt)),
    );
}

/**
 * An administrator writes to a vendor: the message joins the conversation, the vendor's replies
 * count as read, and the message is emailed to the vendor (in the language they applied in) in
 * the same transaction, once (its dedupe key is the message's id). `refusedCertificateId` names
 * the renewal the message refuses (certificate-review.server.ts); `tx` joins its transaction.
 */
export async function writeToVendor(
  {
    actor,
    vendorId,
    body,
    refusedCertificateId = null,
  }: { actor: Actor; vendorId: string; body: string; refusedCertificateId?: string | null },
  tx?: Executor,
): Promise<Result<{ messageId: string; emailId: string }, 'invalid-body' | 'vendor-not-found'>> {
  requireAdmin(actor, 'only administrators write to vendors as the team');
  const refused = invalidBody(body);
  if (refused) return refused;
  const text = body.trim();
  const write = async (db: Executor) => {
    // The store's row, locked: a vendor whose account is being deleted gets no half-sent message.
    const [vendor] = await db
      .select({ id: vendorProfiles.userId, storeName: vendorProfiles.storeName })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.userId, vendorId))
      .for('update');
    const person = vendor && (await findVendorRecipient(db, vendor.id));
    if (!vendor || !person) return vendorFailure('vendor-not-found');
    const [message] = await db
      .insert(vendorMessages)
      .values({ vendorId: vendor.id, author: 'staff', authorId: actor.id, body: text, certificateId: refusedCertificateId })
      .returning({ id: vendorMessages.id });
    if (!message) throw new Error('the message was not written');
    await markRead(db, vendor.id, 'staff');
    const certificate = refusedCertificateId
      ? (
          await db
            .select({ issuer: vendorCertificates.issuer, expiresOn: vendorCertificates.expiresOn })
            .from(vendorCertificates)
            .where(eq(vendorCertificates.id, refusedCertificateId))
        )[0]
      : undefined;
    const email = await sendEmail(
      {
        template: 'vendor-message',
        to: person.email,
        locale: person.locale ?? 'en',
        userId: vendor.id,
        dedupeKey: `vendor-message:${message.id}`,
        props: {
          firstName: person.firstName || person.name,
          storeName: vendor.storeName,
          body: text,
          refusedCertificate: certificate ?? null,
        },
      },
      db,
    );
    return { ok: true as const, messageId: message.id, emailId: email.id };
  };
  return tx ? write(tx) : getDb().transaction(write);
}

/** The acting vendor answers the team: the message joins their own conversation, and the team's messages count as read. */
export async function replyAsVendor({
  actor,
  body,
}: {
  actor: Actor;
  body: string;
}): Promise<Result<{ messageId: string }, 'invalid-body'>> {
  await requireVendor(actor);
  const refused = invalidBody(body);
  if (refused) return refused;
  return getDb().transaction(async (tx) => {
    const [message] = await tx
      .insert(vendorMessages)
      .values({ vendorId: actor.id, author: 'vendor', authorId: actor.id, body: body.trim() })
      .returning({ id: vendorMessages.id });
    if (!message) throw new Error('the message was not written');
    await markRead(tx, actor.id, 'vendor');
    return { ok: true as const, messageId: message.id };
  });
}

/** The acting vendor has read the team's messages. */
export async function markOwnConversationRead({ actor }: { actor: Actor }) {
  await requireVendor(actor);
  await markRead(getDb(), actor.id, 'vendor');
}

/** An administrator has read a vendor's replies (for the whole team: one inbox). */
export async function markVendorRepliesRead({ actor, vendorId }: { actor: Actor; vendorId: string }) {
  requireAdmin(actor, 'only administrators read vendors’ conversations');
  await markRead(getDb(), vendorId, 'staff');
}
