import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../app/db/client.server';
import { userRoles, users } from '../../app/db/schema/index';
import type { Actor, ActorRole } from '../../app/utils/actor';

/** A signed-up person as the actor an operation takes: their account id and the role they were given. */
export const actorOf = (person: { id: string }, role: ActorRole = 'user'): Actor => ({ id: person.id, role });

/**
 * A person with an account and a role, written straight to the database (no sign-up, no
 * session): for tests that call operations as them, not pages. Their name is "Ada Actor".
 */
export async function createActor(database: DatabaseHandle, role: ActorRole = 'user') {
  const id = randomUUID();
  await database.db.insert(users).values({
    id,
    name: 'Ada Actor',
    firstName: 'Ada',
    lastName: 'Actor',
    email: `actor.${id.slice(0, 8)}@example.org`,
  });
  if (role !== 'user') await database.db.insert(userRoles).values({ userId: id, role });
  return { id, role, firstName: 'Ada', lastName: 'Actor' } satisfies Actor & Record<string, unknown>;
}

/*
 * The person an operation acts for, made from an id a test already has: what a route passes
 * after `requireAccess`. A test that calls an admin's operation directly names the admin it acts
 * as; one that checks a refusal names someone without the right.
 */

export const asAdmin = (id: string): Actor => ({ id, role: 'admin' });

export const asUser = (id: string): Actor => ({ id, role: 'user' });
