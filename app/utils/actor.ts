import { data } from 'react-router';

/*
 * Who acts (convention 16, issue 34). An operation that changes data takes the person it acts
 * for and refuses one without the right, whichever route calls it: the route checks first (the
 * route table's access, `requireAccess`), and the operation checks again, so a second caller (a
 * vendor's page, a moderator's tool, the assistant acting for someone) inherits the rule instead
 * of having to remember it.
 *
 * The signed-in person `requireAccess` returns is an Actor as it is. Work the platform does on
 * its own (a reaction to a payment, a scheduled job) is not done "as" anyone: such operations
 * take no actor, and are not exported to routes.
 */

/** The effective role (SPEC §4: admin over instructor over user). */
export type ActorRole = 'user' | 'instructor' | 'admin';

export type Actor = { readonly id: string; readonly role: ActorRole };

export const isAdmin = (actor: Actor): boolean => actor.role === 'admin';

/** Instructors teach; admins may do whatever an instructor may (SPEC §6). */
export const mayTeach = (actor: Actor): boolean => actor.role === 'instructor' || actor.role === 'admin';

/** The body a refused actor's 403 carries: the Access Denied screen reads `requiredRoles` from it. */
export type ActorRefusalBody = { kind: 'access-denied'; requiredRoles: readonly string[]; reason: string };

/**
 * Refuses the actor: throws the SPEC's Access Denied (403), the answer a route gives a person
 * without the right. A route that checked first never gets here; if one forgot, nothing is
 * changed and the person sees the same screen.
 */
export function refuseActor(reason: string, requiredRoles: readonly string[] = []): never {
  throw data<ActorRefusalBody>({ kind: 'access-denied', requiredRoles, reason }, { status: 403 });
}

/** Refuses anyone but an admin. */
export function requireAdmin(actor: Actor, reason = 'admins only'): void {
  if (!isAdmin(actor)) refuseActor(reason, ['admin']);
}

/** Refuses anyone but the person themselves or an admin (a learner books only for themselves). */
export function requireSelfOrAdmin(actor: Actor, userId: string, reason = 'someone else’s'): void {
  if (actor.id !== userId && !isAdmin(actor)) refuseActor(reason);
}

/** Refuses anyone but the person themselves: what is theirs alone (their cart, their seat). */
export function requireSelf(actor: Actor, userId: string, reason = 'someone else’s'): void {
  if (actor.id !== userId) refuseActor(reason);
}

/** Whether an error is an actor's refusal (for tests and for callers that turn it into a message). */
export function isActorRefusal(error: unknown): error is { data: ActorRefusalBody; init: ResponseInit | null } {
  if (typeof error !== 'object' || error === null || !('data' in error) || !('init' in error)) return false;
  const { data: body, init } = error as { data: unknown; init: ResponseInit | null };
  return init?.status === 403 && (body as ActorRefusalBody | null)?.kind === 'access-denied';
}
