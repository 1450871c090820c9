import { defineFailures, type FailureCode } from '~/utils/failure';

/** The support desk's expected failures (convention 6); someone who is not an admin is refused with Access Denied instead. */
export const ticketFailure = defineFailures({
  'not-found': { message: 'support.desk.errors.notFound', status: 404 },
  closed: { message: 'support.desk.errors.closed', status: 409 },
  'already-closed': { message: 'support.desk.errors.alreadyClosed', status: 409 },
  'not-closed': { message: 'support.desk.errors.notClosed', status: 409 },
});
export type TicketCode = FailureCode<typeof ticketFailure>;
