import { data, redirect } from 'react-router';
import { logSecurityEvent } from '~/features/security/security.server';
import { pageSeo } from '~/features/seo/seo.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { getLogger } from '~/utils/logger.server';
import type { AccessAt, RoutePath } from '~/utils/route-table';
import type { Access } from '~/utils/routes/route-definition';
import { safeRedirectPath } from '~/utils/safe-redirect';
import { getAuth } from './auth.server';
import { COMPLETE_PROFILE_PATH, isProfileComplete, type ProfileFieldsState } from './profile';
import { REDIRECT_PARAM } from './redirect';

import { type EffectiveRole, findUserRole, resolveRole } from './roles.server';
import { decideAccess, ROUTE_ACCESS } from './route-access';
import { readSession } from './session-read.server';

export type SessionUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  mobileNumber?: string | null;
  emailVerified?: boolean;
  /** SPEC §5: until it is, the session is accepted only for completing the profile. */
  isProfileComplete?: boolean;
  role: EffectiveRole;
  /** The person's role records, domain roles (vendor, affiliate) included: what `vendor` pages ask for. */
  roles: readonly string[];
  /** Set when the role lookup failed (SPEC §4); the role is then 'user'. */
  roleError?: string;
};

// The rule itself is pure and lives beside the access table, where the shell reads it too.
export { type AccessDecision, decideAccess } from './route-access';

/** What a person with an incomplete profile may still do: complete it, sign out, and the shell's own calls. */
const PROFILE_EXEMPT = new Set<RoutePath>([
  COMPLETE_PROFILE_PATH,
  '/sign-out',
  '/auth/verify',
  '/api/language',
  '/api/page-views',
  '/api/attribution',
  '/robots.txt',
  '/sitemap.xml',
]);

const perRequest = new WeakMap<Request, Promise<SessionUser | null>>();

async function loadSessionUser(request: Request): Promise<SessionUser | null> {
  // Most requests carry no session: answer those without touching the database.
  const cookie = request.headers.get('cookie');
  if (!cookie?.includes('session_token')) return null;
  const auth = await getAuth();
  const read = await readSession(auth, cookie).catch((error) => {
    getLogger().warn({ err: error }, 'the one-query session read failed; asking better-auth');
    return undefined;
  });
  if (read === null) return null;
  if (read) return sessionUserOf(read, { role: resolveRole(read.roles), roles: read.roles });
  // better-auth has more to do than read (extend, expire): its own getSession, then the roles.
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const { role, records, error } = await findUserRole({ userId: session.user.id });
  return sessionUserOf(session.user, { role, roles: records, roleError: error });
}

type PersonFields = ProfileFieldsState & { id: string; email: string; emailVerified?: boolean };

function sessionUserOf(
  person: PersonFields,
  { role, roles, roleError }: { role: EffectiveRole; roles: readonly string[]; roleError?: string },
): SessionUser {
  return {
    id: person.id,
    email: person.email,
    firstName: person.firstName ?? null,
    lastName: person.lastName ?? null,
    mobileNumber: person.mobileNumber ?? null,
    emailVerified: person.emailVerified,
    isProfileComplete: isProfileComplete(person),
    role,
    roles,
    roleError,
  };
}

/**
 * Lookups under way, by cookie header. React Router hands each loader of one page its own copy
 * of the request, so the per-request map alone would look the session up once per loader;
 * loaders run side by side, so while one lookup is under way the others share it. Once it
 * settles it is dropped: a later request (or the loaders after an action) looks again.
 */
const inFlight = new Map<string, Promise<SessionUser | null>>();

/** The person signed in on this request (better-auth session), looked up once per request. */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  const known = perRequest.get(request);
  if (known) return known;
  const cookie = request.headers.get('cookie') ?? '';
  let entry = inFlight.get(cookie);
  if (!entry) {
    const lookup = loadSessionUser(request);
    const forget = () => {
      if (inFlight.get(cookie) === lookup) inFlight.delete(cookie);
    };
    lookup.then(forget, forget);
    inFlight.set(cookie, lookup);
    entry = lookup;
  }
  perRequest.set(request, entry);
  return entry;
}

/**
 * The person a page's loader gets from `requireAccess`: someone signed in for a page that needs
 * a person (signed-in, instructor, admin, vendor), or whoever is there, perhaps no one, for the rest.
 */
export type PersonFor<A extends Access> = A extends 'public' | 'guest' ? SessionUser | null : SessionUser;

/**
 * First line of every loader and action: enforces the route table on the server.
 * Throws a redirect to /auth (remembering where the visitor was going) or a 403. The person it
 * returns is typed by the page's access (`PersonFor`), read from the path's entry when the code
 * compiles, so a page for signed-in people never checks for no one again.
 */
export async function requireAccess<const Path extends RoutePath>(
  request: Request,
  path: Path,
): Promise<PersonFor<AccessAt<Path>>> {
  const user = await getSessionUser(request);
  const url = new URL(request.url);
  if (user && user.isProfileComplete === false && !PROFILE_EXEMPT.has(path)) {
    // SPEC §4: a session without a complete profile is accepted for nothing else.
    const target = path === '/auth' || path === '/signup' ? url.searchParams.get(REDIRECT_PARAM) : `${url.pathname}${url.search}`;
    throw redirect(`${COMPLETE_PROFILE_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: safeRedirectPath(target, '/') })}`);
  }
  const decision = decideAccess(ROUTE_ACCESS[path], user);
  switch (decision.kind) {
    case 'allow':
      // decideAccess allows a page that needs a person only when there is one, as PersonFor says.
      return user as PersonFor<AccessAt<Path>>;
    case 'sign-in': {
      const target = `${url.pathname}${url.search}`;
      throw redirect(`/auth?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`);
    }
    case 'leave':
      throw redirect(safeRedirectPath(url.searchParams.get(REDIRECT_PARAM), '/'));
    case 'permission-error':
      throw data({ kind: 'permission-error' }, { status: 403 });
    case 'deny':
      return denyAccess(request, { user, requiredRoles: decision.requiredRoles });
  }
}

/**
 * Refuses a page with the SPEC's Access Denied screen (403), recorded as a security event: for
 * a role the person lacks, or a page that belongs to others (a class's video room without a
 * seat in it). `requiredRoles` is what the screen says the page needs.
 */
export async function denyAccess(
  request: Request,
  { user, requiredRoles }: { user: SessionUser | null; requiredRoles: readonly string[] },
): Promise<never> {
  await logSecurityEvent(
    {
      type: 'ACCESS_DENIED',
      severity: 'medium',
      details: { path: new URL(request.url).pathname, requiredRoles, role: user?.role },
    },
    { request, userId: user?.id },
  );
  throw await accessDeniedResponse(request, requiredRoles);
}

/** 403 with the roles the page needs, and a title for the Access Denied screen. */
async function accessDeniedResponse(request: Request, requiredRoles: readonly string[]) {
  const { t } = await getRequestLanguage(request);
  const seo = await pageSeo(request, {
    path: new URL(request.url).pathname,
    title: t('errors.accessDenied.title'),
    description: t('errors.accessDenied.description', { roles: requiredRoles.join(' or ') }),
    noindex: true,
  });
  return data({ kind: 'access-denied', requiredRoles, seo }, { status: 403 });
}
