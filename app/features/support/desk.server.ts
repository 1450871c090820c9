import { type AnyColumn, and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { readPage, readSort, type SortState } from '~/components/ui/data-table-params';
import { type Executor, getDb } from '~/db/client.server';
import { containsPattern } from '~/db/like-pattern';
import { users } from '~/db/schema/accounts';
import { supportMessages, supportTickets } from '~/db/schema/support';
import { sendEmail } from '~/features/messaging/messaging.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { pageCountOf } from '~/utils/pagination';
import { getSiteConfig } from '~/utils/site.server';
import { type TicketCode, ticketFailure } from './failures';
import { canAnswer, canClose, canReopen, parseTicketStatus, type TicketStatus } from './ticket-state';

/*
 * The support desk (/creator-hub/pro-support-desk, admins only; decision 0082): the list of
 * tickets, one ticket's thread, an answer (recorded on the ticket and emailed to the sender
 * through the outbox, in one transaction, with Reply-To: SUPPORT_EMAIL so that the customer's
 * reply reaches the desk's mailbox rather than MAIL_FROM's no-reply), and closing or reopening a
 * ticket. Every operation takes the acting person and refuses anyone who is not an admin
 * (decision 0070), whatever route calls it.
 */

export const TICKET_SORT_KEYS = ['number', 'status', 'created', 'lastMessage'] as const;
export type TicketSortKey = (typeof TICKET_SORT_KEYS)[number];
export const TICKET_DEFAULT_SORT: SortState<TicketSortKey> = { key: 'created', dir: 'desc' };
const TICKET_SORT_COLUMNS = {
  number: supportTickets.number,
  status: supportTickets.status,
  created: supportTickets.createdAt,
  lastMessage: supportTickets.lastMessageAt,
} satisfies Record<TicketSortKey, AnyColumn>;
export const TICKETS_PER_PAGE = 25;

/** The list's filters, order and page, from its address. */
export function readTicketQuery(params: URLSearchParams) {
  return {
    status: parseTicketStatus(params.get('status')),
    q: (params.get('q') ?? '').slice(0, 100),
    sort: readSort(params, TICKET_SORT_KEYS, TICKET_DEFAULT_SORT),
    page: readPage(params),
  };
}

/** What a ticket's line in the desk shows, and what every read of a ticket starts from. */
const ticketLineColumns = {
  id: supportTickets.id,
  number: supportTickets.number,
  name: supportTickets.name,
  email: supportTickets.email,
  topic: supportTickets.topic,
  status: supportTickets.status,
  createdAt: supportTickets.createdAt,
  lastMessageAt: supportTickets.lastMessageAt,
};

/** Tickets newest first unless sorted otherwise, filtered by status and by number, name or address. */
export async function listTickets(
  {
    actor,
    status,
    q,
    sort = TICKET_DEFAULT_SORT,
    page,
  }: { actor: Actor; status: TicketStatus | null; q: string; sort?: SortState<TicketSortKey>; page: number },
  db: Executor = getDb(),
) {
  requireAdmin(actor);
  const term = q.trim().replace(/^#/, '');
  const filters: (SQL | undefined)[] = [
    status ? eq(supportTickets.status, status) : undefined,
    term
      ? /^\d{1,9}$/.test(term)
        ? eq(supportTickets.number, Number(term))
        : or(ilike(supportTickets.email, containsPattern(term)), ilike(supportTickets.name, containsPattern(term)))
      : undefined,
  ];
  const where = and(...filters.filter(Boolean));
  // The key was checked against the allow-list; the lookup is a second guard, never SQL text.
  const column = TICKET_SORT_COLUMNS[sort.key] ?? supportTickets.createdAt;
  const direction = sort.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(ticketLineColumns)
      .from(supportTickets)
      .where(where)
      .orderBy(direction(column), desc(supportTickets.id))
      .limit(TICKETS_PER_PAGE)
      .offset((page - 1) * TICKETS_PER_PAGE),
    db.select({ count: count() }).from(supportTickets).where(where),
  ]);
  const totalTickets = Number(total?.count ?? 0);
  return { tickets: rows, total: totalTickets, pageCount: pageCountOf(totalTickets, TICKETS_PER_PAGE) };
}

/** One ticket with its thread, oldest message first; null when there is none by that id. */
export async function findTicket({ actor, ticketId }: { actor: Actor; ticketId: string }, db: Executor = getDb()) {
  requireAdmin(actor);
  if (!isUuid(ticketId)) return null;
  const [ticket] = await db
    .select({
      ...ticketLineColumns,
      userId: supportTickets.userId,
      closedAt: supportTickets.closedAt,
      /** The linked account's own address (it may differ from the one typed into the form). */
      accountEmail: users.email,
    })
    .from(supportTickets)
    .leftJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.id, ticketId));
  if (!ticket) return null;
  const messages = await db
    .select({
      id: supportMessages.id,
      author: supportMessages.author,
      authorName: users.name,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorId))
    .where(eq(supportMessages.ticketId, ticketId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  return { ...ticket, messages };
}

/** Locks the ticket for a change; null when there is none by that id. */
async function lockTicket(tx: Executor, ticketId: string) {
  if (!isUuid(ticketId)) return null;
  const [ticket] = await tx
    .select({ ...ticketLineColumns, userId: supportTickets.userId })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId))
    .for('update');
  return ticket ?? null;
}

/**
 * An admin answers a ticket: the answer joins the thread, the ticket becomes "answered", and the
 * answer is emailed to the sender's address. A closed ticket is reopened first, on purpose.
 */
export async function replyToTicket({
  actor,
  ticketId,
  body,
  locale,
}: {
  actor: Actor;
  ticketId: string;
  /** Already checked by replyFormSchema. */
  body: string;
  locale?: string;
}): Promise<Result<{ emailId: string }, TicketCode>> {
  requireAdmin(actor);
  return getDb().transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (!ticket) return ticketFailure('not-found');
    if (!canAnswer(ticket.status)) return ticketFailure('closed');
    const now = new Date();
    await tx.insert(supportMessages).values({ ticketId: ticket.id, author: 'staff', authorId: actor.id, body, createdAt: now });
    await tx
      .update(supportTickets)
      .set({ status: 'answered', lastMessageAt: now, updatedAt: now })
      .where(eq(supportTickets.id, ticket.id));
    const email = await sendEmail(
      {
        template: 'support-reply',
        to: ticket.email,
        props: { name: ticket.name, ticketNumber: ticket.number, reply: body },
        locale,
        userId: ticket.userId,
        meta: { ticket: ticket.number },
        replyTo: getSiteConfig().supportEmail,
      },
      tx,
    );
    return { ok: true as const, emailId: email.id };
  });
}

/** An admin closes a ticket: nothing more is expected of either side. */
export async function closeTicket({ actor, ticketId }: { actor: Actor; ticketId: string }): Promise<Result<object, TicketCode>> {
  requireAdmin(actor);
  return getDb().transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (!ticket) return ticketFailure('not-found');
    if (!canClose(ticket.status)) return ticketFailure('already-closed');
    const now = new Date();
    await tx
      .update(supportTickets)
      .set({ status: 'closed', closedAt: now, closedBy: actor.id, updatedAt: now })
      .where(eq(supportTickets.id, ticket.id));
    return { ok: true as const };
  });
}

/** An admin reopens a closed ticket: it is waiting for us again. */
export async function reopenTicket({ actor, ticketId }: { actor: Actor; ticketId: string }): Promise<Result<object, TicketCode>> {
  requireAdmin(actor);
  return getDb().transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (!ticket) return ticketFailure('not-found');
    if (!canReopen(ticket.status)) return ticketFailure('not-closed');
    await tx
      .update(supportTickets)
      .set({ status: 'open', closedAt: null, closedBy: null, updatedAt: new Date() })
      .where(eq(supportTickets.id, ticket.id));
    return { ok: true as const };
  });
}

/** Open tickets: the figure the desk's heading shows. */
export async function countOpenTickets({ actor }: { actor: Actor }, db: Executor = getDb()) {
  requireAdmin(actor);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(supportTickets)
    .where(eq(supportTickets.status, 'open'));
  return row?.count ?? 0;
}
