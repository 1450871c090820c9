import { desc, eq, or, sql } from 'drizzle-orm';
import { ERASED, type PersonalData } from '~/db/personal-data';
import { emailMessages } from '~/db/schema/messaging';

/** A dedupe key can name the address (one notice per admin): kept unique, no longer readable. */
const erasedKey = sql`case when ${emailMessages.dedupeKey} is null then null else 'erased:' || md5(${emailMessages.dedupeKey}) end`;

/**
 * The sent-mail log keeps that a message went out (its template, status and time), without the
 * person's address, the subject or the text.
 */
export const messagingPersonalData: PersonalData = {
  domain: 'messaging',
  tables: { email_messages: 'emails' },
  async export(db, person) {
    const emails = await db
      .select({
        subject: emailMessages.subject,
        template: emailMessages.template,
        status: emailMessages.status,
        at: emailMessages.createdAt,
      })
      .from(emailMessages)
      .where(eq(emailMessages.userId, person.id))
      .orderBy(desc(emailMessages.createdAt));
    return { emails };
  },
  async erase(tx, person) {
    await tx
      .update(emailMessages)
      .set({
        toAddress: ERASED,
        subject: ERASED,
        html: null,
        text: null,
        listUnsubscribe: null,
        userId: null,
        dedupeKey: erasedKey,
      })
      .where(or(eq(emailMessages.userId, person.id), eq(emailMessages.toAddress, person.email)));
    // Messages to others about the person (an admin's new-member notice) keep that they were sent.
    await tx
      .update(emailMessages)
      .set({ subject: ERASED, html: null, text: null, meta: sql`${emailMessages.meta} - 'subject_user'`, dedupeKey: erasedKey })
      .where(sql`${emailMessages.meta}->>'subject_user' = ${person.id}`);
  },
};
