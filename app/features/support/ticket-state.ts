/*
 * A ticket's states (decision 0082), shared by the desk's server code and its pages:
 * open (waiting for us: new, or reopened), answered (we replied last), closed (done). An answer
 * makes a ticket answered; an admin closes it, or reopens a closed one. A closed ticket takes no
 * answer until it is reopened.
 */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export function parseTicketStatus(value: string | null): TicketStatus | null {
  return TICKET_STATUSES.find((status) => status === value) ?? null;
}

export const canAnswer = (status: TicketStatus) => status !== 'closed';
export const canClose = (status: TicketStatus) => status !== 'closed';
export const canReopen = (status: TicketStatus) => status === 'closed';
