import type { Actor, ActorRole } from '../../app/utils/actor';

/** A signed-up person as the actor an operation takes: their account id and the role they were given. */
export const actorOf = (person: { id: string }, role: ActorRole = 'user'): Actor => ({ id: person.id, role });
