import { asc, eq, inArray, or } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { supportMessages, supportTickets } from '~/db/schema/support';

/**
 * A person's share of the support desk: the tickets they opened (linked to their account, or sent
 * from their address) with every message on them, exported and deleted with the account. For an
 * admin, the answers they wrote on other people's tickets stay, without the link to their account,
 * and so do the tickets they closed: they are the other person's record.
 */
export const supportPersonalData: PersonalData = {
  domain: 'support',
  tables: { support_tickets: 'supportTickets', support_messages: 'supportMessages' },
  async export(db, person) {
    const tickets = await db
      .select({
        id: supportTickets.id,
        number: supportTickets.number,
        name: supportTickets.name,
        email: supportTickets.email,
        topic: supportTickets.topic,
        status: supportTickets.status,
        createdAt: supportTickets.createdAt,
        closedAt: supportTickets.closedAt,
      })
      .from(supportTickets)
      .where(or(eq(supportTickets.userId, person.id), eq(supportTickets.email, person.email.toLowerCase())))
      .orderBy(asc(supportTickets.createdAt));
    const messages =
      tickets.length === 0
        ? []
        : await db
            .select({
              ticketId: supportMessages.ticketId,
              author: supportMessages.author,
              body: supportMessages.body,
              createdAt: supportMessages.createdAt,
            })
            .from(supportMessages)
            .where(
              inArray(
                supportMessages.ticketId,
                tickets.map((ticket) => ticket.id),
              ),
            )
            .orderBy(asc(supportMessages.createdAt));
    const numberOf = new Map(tickets.map((ticket) => [ticket.id, ticket.number]));
    return {
      supportTickets: tickets.map(({ id: _id, ...ticket }) => ticket),
      supportMessages: messages.map(({ ticketId, ...message }) => ({ ticket: numberOf.get(ticketId), ...message })),
    };
  },
  async erase(tx, person) {
    // Their tickets go with every message on them (the foreign key cascades).
    await tx
      .delete(supportTickets)
      .where(or(eq(supportTickets.userId, person.id), eq(supportTickets.email, person.email.toLowerCase())));
    await tx.update(supportMessages).set({ authorId: null }).where(eq(supportMessages.authorId, person.id));
    await tx.update(supportTickets).set({ closedBy: null }).where(eq(supportTickets.closedBy, person.id));
  },
};
