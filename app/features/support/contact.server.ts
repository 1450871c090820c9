import { createHash } from 'node:crypto';
import { getDb } from '~/db/client.server';
import { supportMessages, supportTickets } from '~/db/schema/support';
import { sendEmail } from '~/features/messaging/messaging.server';
import { rateLimitedFailure } from '~/features/security/failures';
import { checkRateLimits } from '~/features/security/rate-limit.server';
import { clientIp } from '~/features/security/security.server';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { getSiteConfig } from '~/utils/site.server';
import { type ContactFormInput, topicLabelKey } from './support.schema';

/*
 * A message sent from /contact (issue 36, decision 0082): it opens a ticket with the message as
 * its first entry, and the sender is emailed an acknowledgement with the ticket's number through
 * the messaging outbox, all in one transaction: no ticket without its acknowledgement, and no
 * acknowledgement for a ticket that was not written. The acknowledgement comes from MAIL_FROM (a
 * no-reply address) and asks for replies at the desk's mailbox (Reply-To: SUPPORT_EMAIL).
 *
 * Anyone may write, signed in or not, so this takes no actor to check (decision 0070's "acts for
 * someone not yet signed in"); a signed-in sender is passed as `sender` only to link their
 * account to the ticket. The honeypot is the route's to read: a bot's message never gets here.
 */

/** The address counts under a hash: the limiter's table never holds the sender's address itself. */
const emailKey = (email: string) => `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;

export async function openTicketFromContact({
  input,
  sender,
  locale,
  request,
}: {
  /** Already checked by contactFormSchema. */
  input: ContactFormInput;
  sender: Actor | null;
  locale?: string;
  request?: Request;
}): Promise<Result<{ ticketId: string; number: number }, 'rate-limited'>> {
  const limit = await checkRateLimits(
    request,
    [
      { name: 'contact-email', key: emailKey(input.email) },
      { name: 'contact-ip', key: request ? clientIp(request) : 'unknown' },
    ],
    { userId: sender?.id ?? null },
  );
  if (!limit.ok) return rateLimitedFailure(limit.retryAfterSeconds);
  return getDb().transaction(async (tx) => {
    const [ticket] = await tx
      .insert(supportTickets)
      .values({ userId: sender?.id ?? null, name: input.name, email: input.email, topic: input.topic })
      .returning({ id: supportTickets.id, number: supportTickets.number });
    if (!ticket) throw new Error('the ticket returned no id');
    await tx
      .insert(supportMessages)
      .values({ ticketId: ticket.id, author: 'customer', authorId: sender?.id ?? null, body: input.message });
    await sendEmail(
      {
        template: 'support-received',
        to: input.email,
        props: {
          name: input.name,
          ticketNumber: ticket.number,
          topicLabelKey: topicLabelKey(input.topic),
          message: input.message,
        },
        locale,
        userId: sender?.id ?? null,
        meta: { ticket: ticket.number },
        replyTo: getSiteConfig().supportEmail,
      },
      tx,
    );
    return { ok: true as const, ticketId: ticket.id, number: ticket.number };
  });
}
