import { findPeopleByIds } from '~/features/accounts/people.server';
import { listSecurityEvents as listEvents } from '~/features/security/security-log.server';

/*
 * The security log's page read: security's events with the email of the account each concerns.
 * Accounts builds on security, so security keeps user ids and the two are composed here, beside
 * the route (docs/architecture.md, "The dependency rule").
 */

/** Newest first, with the account's email where the event concerns one (null otherwise, or once deleted). */
export async function listSecurityEvents(filters: Parameters<typeof listEvents>[0]) {
  const page = await listEvents(filters);
  const people = await findPeopleByIds(page.events.flatMap((event) => (event.userId ? [event.userId] : [])));
  return {
    ...page,
    events: page.events.map(({ userId, ...event }) => ({
      ...event,
      userEmail: (userId && people.get(userId)?.email) ?? null,
    })),
  };
}
