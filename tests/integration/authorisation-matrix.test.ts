import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, users, vendorProfiles } from '~/db/schema/index';
import { REDIRECT_PARAM } from '~/features/accounts/redirect';
import { REQUIRED_ROLES, ROUTE_ACCESS } from '~/features/accounts/route-access';
import { action as signInAction } from '~/routes/auth/sign-in';
import { action as signUpAction } from '~/routes/auth/sign-up';
import { resetEnvCache } from '~/utils/env.server';
import { NOT_FOUND_ROUTE, ROUTE_ADDRESSES } from '~/utils/route-table';
import type { Access } from '~/utils/routes/route-definition';
import type { FlatRoute } from '../setup/flat-routes';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/**
 * The route authorisation matrix (ARCHITECTURE "done" list): every loader and action at every
 * address of the route table, aliases included (app/utils/route-table.ts, which app/routes.ts
 * hands to React Router),
 * called as React Router calls it, for a visitor, a user, an instructor, an admin and a vendor, against
 * what the table says each of them may do.
 */

// Hundreds of calls come from the same (absent) client address: lift the abuse limits for this file.
const LIMITS = [
  'RATE_LIMIT_SIGN_IN_IP',
  'RATE_LIMIT_SIGN_UP_IP',
  'RATE_LIMIT_SECURITY_EVENTS_IP',
  'RATE_LIMIT_EMAIL_IP',
  'RATE_LIMIT_CONTACT_IP',
] as const;
const savedLimits = LIMITS.map((name) => [name, process.env[name]] as const);
for (const name of LIMITS) process.env[name] = '10000/60';
resetEnvCache();
afterAll(() => {
  for (const [name, value] of savedLimits) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
});

const database = await setupTestDatabase();

// --- The routes, from the route table ---

/** The catch-all answers 404 to everyone; it is the one route with no access of its own. */
const NOT_FOUND_PATH = NOT_FOUND_ROUTE.path;
type Expectation = Access | 'not-found';

// The same routes, in the same order, as app/routes.ts gives React Router (app/routes.test.ts checks it).
const flat: FlatRoute[] = [...ROUTE_ADDRESSES.map(({ path, route }) => ({ path, file: route.file })), NOT_FOUND_ROUTE];
const HANDLERS = ['loader', 'action'] as const;
type HandlerName = (typeof HANDLERS)[number];
type Handler = Parameters<typeof callAction>[0];

/** A vendor is a member holding the vendor role with their store (an approved vendor application's). */
const PEOPLE = ['visitor', 'user', 'instructor', 'admin', 'vendor'] as const;
type Person = (typeof PEOPLE)[number];

const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';
/** A plausible value for each dynamic segment; nothing by these ids exists. */
const concretePath = (routePath: string) =>
  routePath === NOT_FOUND_PATH
    ? '/no-such-page-here'
    : routePath.replace(/:(\w+)/g, (_, name: string) => (name === 'handle' ? 'no-such-product' : PLACEHOLDER_ID));
const paramsOf = (routePath: string): Record<string, string> => {
  if (routePath === NOT_FOUND_PATH) return { '*': 'no-such-page-here' };
  const params: Record<string, string> = {};
  for (const [, name] of routePath.matchAll(/:(\w+)/g))
    if (name) params[name] = name === 'handle' ? 'no-such-product' : PLACEHOLDER_ID;
  return params;
};

/** Resource routes that read a JSON body; every other action gets an empty form. */
const JSON_ACTIONS = new Set(['/api/security-events', '/api/page-views', '/api/attribution', '/api/affiliate-pixel-track']);
/**
 * Pages for the members of a programme, open to signed-in people in the route table and refused
 * by their loader to anyone not in it (a membership the session's effective role does not carry),
 * with the Access Denied screen naming it. An admin is sent to the programme's admin screen.
 */
const MEMBERS_ONLY: Record<string, readonly string[]> = { '/affiliate': ['Affiliate'] };

/** Where a guest screen should send a signed-in person: the target it was given. */
const REMEMBERED_TARGET = '/orders';

type Case = {
  name: string;
  path: string;
  url: string;
  params: Record<string, string>;
  access: Expectation;
  kind: HandlerName;
  handler: Handler;
  person: Person;
};

const modules = await Promise.all(
  flat.map(async (route) => ({
    ...route,
    module: (await import(/* @vite-ignore */ `~/${route.file}`)) as Partial<Record<HandlerName, Handler>>,
  })),
);

const matrix = modules.map((route) => {
  const access: Expectation | undefined =
    route.path === NOT_FOUND_PATH ? 'not-found' : (ROUTE_ACCESS as Record<string, Access>)[route.path];
  const url =
    concretePath(route.path) + (access === 'guest' ? `?${new URLSearchParams({ [REDIRECT_PARAM]: REMEMBERED_TARGET })}` : '');
  const cases: Case[] = [];
  for (const kind of HANDLERS) {
    const handler = route.module[kind];
    if (!handler || !access) continue;
    for (const person of PEOPLE)
      cases.push({
        name: `${person} ${route.path} ${kind}: ${
          kind === 'loader' && route.path in MEMBERS_ONLY && person !== 'visitor' && person !== 'admin'
            ? 'access denied (not a member)'
            : outcomeLabel(access, person)
        }`,
        path: route.path,
        url,
        params: paramsOf(route.path),
        access,
        kind,
        handler,
        person,
      });
  }
  return { ...route, access, cases };
});

function outcomeLabel(access: Expectation, person: Person): string {
  if (access === 'not-found') return 'not found';
  if (access === 'public') return 'allowed';
  if (person === 'visitor') return access === 'guest' ? 'allowed' : 'sent to sign in';
  if (access === 'guest') return 'sent on';
  if (access === 'signed-in') return 'allowed';
  if (REQUIRED_ROLES[access].includes(person)) return 'allowed';
  return 'access denied';
}

// --- The five people ---

const cookies: Record<Exclude<Person, 'visitor'>, { main: string; signOut: string }> = {
  user: { main: '', signOut: '' },
  instructor: { main: '', signOut: '' },
  admin: { main: '', signOut: '' },
  vendor: { main: '', signOut: '' },
};

const form = (url: string, fields: Record<string, string>) =>
  new Request(`http://localhost${url}`, { method: 'POST', body: new URLSearchParams(fields) });

const cookieFrom = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

async function signInAs(email: string, password: string) {
  const result = await callAction(signInAction, form('/auth', { identifier: email, password }));
  expect(result.status, `sign-in of ${email}`).toBe(302);
  const cookie = cookieFrom(result.headers);
  expect(cookie).toContain('session_token=');
  return cookie;
}

beforeAll(async () => {
  const stamp = Date.now();
  for (const [index, person] of (['user', 'instructor', 'admin', 'vendor'] as const).entries()) {
    const fields = {
      firstName: 'Matrix',
      lastName: person.charAt(0).toUpperCase() + person.slice(1),
      mobileNumber: `+1555013${String(1000 + index).slice(-4)}`,
      email: `matrix.${person}.${stamp}@example.org`,
      password: 'raised-bed-2031',
    };
    const signedUp = await callAction(signUpAction, form('/signup', fields));
    expect(signedUp.status, `sign-up of ${person}`).toBe(302);
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, fields.email));
    if (!row) throw new Error(`no account for ${fields.email}`);
    if (person !== 'user') await database.db.insert(userRoles).values({ userId: row.id, role: person });
    if (person === 'vendor')
      await database.db
        .insert(vendorProfiles)
        .values({ userId: row.id, storeName: 'Matrix Seeds', slug: `matrix-seeds-${stamp}` });
    // Sign-out really ends a session: it gets one of its own, so the other cases keep theirs.
    cookies[person] = {
      main: await signInAs(fields.email, fields.password),
      signOut: await signInAs(fields.email, fields.password),
    };
  }
});

// --- Calling a handler as React Router does, and reading the answer ---

function requestFor(testCase: Case): Request {
  const headers = new Headers();
  if (testCase.person !== 'visitor') {
    const own = cookies[testCase.person];
    headers.set('cookie', testCase.path === '/sign-out' ? own.signOut : own.main);
  }
  const url = `http://localhost${testCase.url}`;
  if (testCase.kind === 'loader') return new Request(url, { headers });
  const isJson = JSON_ACTIONS.has(testCase.path);
  headers.set('content-type', isJson ? 'application/json' : 'application/x-www-form-urlencoded');
  return new Request(url, { method: 'POST', headers, body: isJson ? '{}' : '' });
}

type Result = Awaited<ReturnType<typeof callAction>>;

const locationOf = (result: Result) => {
  const location = result.headers.get('location');
  return location === null ? null : new URL(location, 'http://localhost');
};

/** The guard's own redirect to sign in: /auth, remembering this very request. */
const isSignInRedirect = (result: Result, testCase: Case) => {
  const location = locationOf(result);
  return location?.pathname === '/auth' && location.searchParams.get(REDIRECT_PARAM) === testCase.url;
};

function expectSignIn(result: Result, testCase: Case) {
  expect(result.status).toBe(302);
  const location = locationOf(result);
  expect(location?.pathname).toBe('/auth');
  expect(location?.searchParams.get(REDIRECT_PARAM)).toBe(testCase.url);
}

function expectDenied(result: Result, requiredRoles: readonly string[]) {
  expect(result.status).toBe(403);
  expect(result.data).toMatchObject({ kind: 'access-denied', requiredRoles });
}

/** The guard let the request through: whatever the handler answers, it is not a refusal or a crash. */
function expectAllowed(result: Result, testCase: Case) {
  expect(result.data, 'the handler threw').not.toBeInstanceOf(Error);
  expect(result.status).not.toBe(403);
  expect(result.status).toBeLessThan(500);
  expect(isSignInRedirect(result, testCase), `sent to sign in: ${result.headers.get('location')}`).toBe(false);
  // A test account with an incomplete profile would be sent here instead of being judged.
  expect(locationOf(result)?.pathname).not.toBe('/auth/complete-profile');
}

function expectOutcome(result: Result, testCase: Case) {
  const { access, person } = testCase;
  const members = MEMBERS_ONLY[testCase.path];
  if (members && testCase.kind === 'loader' && person !== 'visitor' && person !== 'admin') return expectDenied(result, members);
  if (access === 'not-found') {
    expect(result.status).toBe(404);
    return;
  }
  if (access === 'public') return expectAllowed(result, testCase);
  if (person === 'visitor') return access === 'guest' ? expectAllowed(result, testCase) : expectSignIn(result, testCase);
  if (access === 'guest') {
    // Sent on to where they were going, never back to a sign-in screen.
    expect(result.status).toBe(302);
    expect(result.headers.get('location')).toBe(REMEMBERED_TARGET);
    return;
  }
  if (access === 'signed-in' || REQUIRED_ROLES[access].includes(person)) return expectAllowed(result, testCase);
  expectDenied(result, REQUIRED_ROLES[access]);
}

// --- The matrix ---

describe('authorisation matrix', () => {
  for (const route of matrix) {
    describe(`${route.path} (${route.access ?? 'missing from the route table'})`, () => {
      if (route.cases.length === 0) {
        it('is in the route table and has a loader or an action', () => {
          expect(route.access, `${route.path} is missing from ROUTE_ACCESS`).toBeDefined();
          expect(route.cases.length, `${route.file} exports neither a loader nor an action`).toBeGreaterThan(0);
        });
        return;
      }
      for (const testCase of route.cases)
        it(testCase.name, async () => {
          const result = await callAction(testCase.handler, requestFor(testCase), testCase.params);
          expectOutcome(result, testCase);
        });
    });
  }
});

describe('the matrix itself', () => {
  it('covers every loader and action of every route module, for all five people', () => {
    // Counted from the sources, independently of what the imports produced.
    const handlersInSource = flat.reduce((sum, route) => {
      const source = fs.readFileSync(path.join('app', route.file), 'utf8');
      return sum + HANDLERS.filter((kind) => new RegExp(`export (async function|const) ${kind}\\b`).test(source)).length;
    }, 0);
    const generated = matrix.reduce((sum, route) => sum + route.cases.length, 0);
    expect(handlersInSource).toBeGreaterThanOrEqual(flat.length);
    expect(generated).toBe(handlersInSource * PEOPLE.length);
  });

  it('judges every path of the route table', () => {
    const judged = new Set(matrix.filter((route) => route.cases.length > 0).map((route) => route.path));
    expect(Object.keys(ROUTE_ACCESS).filter((routePath) => !judged.has(routePath))).toEqual([]);
  });
});
