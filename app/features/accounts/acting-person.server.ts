import { type Actor, refuseActor } from '~/utils/actor';
import { getSessionUser } from './guard.server';

/**
 * The signed-in person an account operation acts for (convention 16): who they are and what role
 * they have, and the address their notices and limits are keyed by. `requireAccess` returns one.
 */
export type AccountHolder = Actor & { email: string; name?: string; firstName?: string | null };

/**
 * The account page's operations act on the person's own account twice over: better-auth changes
 * whatever account the request's session belongs to, while our security log, limits and notices
 * go to the actor. Refuses unless the two are the same person, so no caller can change one
 * person's password, address or two-step sign-in while recording it as someone else's. The
 * session read is the one `requireAccess` made for the same request (looked up once per request).
 */
export async function requireOwnSession(actor: Actor, request: Request): Promise<void> {
  const signedIn = await getSessionUser(request);
  if (signedIn?.id !== actor.id) refuseActor('acts through someone else’s session');
}
