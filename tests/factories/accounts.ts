import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '../../app/db/client.server';
import { type ROLES, userRoles, users } from '../../app/db/schema/index';
import { CLIENT_IP_HEADER } from '../../app/features/security/security.server';
import { action as signUpAction } from '../../app/routes/auth/sign-up';
import { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';

/** A form post with the jar's cookies, from an address of its own (rate limits are per address). */
export function formPost(path: string, fields: Record<string, string>, jar: CookieJar) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: {
      cookie: jar.header(),
      [CLIENT_IP_HEADER]: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
}

/** A GET with the jar's cookies. */
export function pageGet(path: string, jar: CookieJar) {
  return new Request(`http://localhost${path}`, { headers: { cookie: jar.header() } });
}

/** Signs a new person up through the real sign-up action; the jar holds their session. */
export async function signUpShopper(prefix = 'shopper') {
  const id = randomUUID().slice(0, 8);
  const person = {
    firstName: 'Sam',
    lastName: 'Shopper',
    mobileNumber: `+1555${String(Date.now()).slice(-5)}${Math.floor(Math.random() * 90 + 10)}`,
    email: `${prefix}.${id}@example.org`,
    password: 'shopper-pass-1234',
  };
  const jar = new CookieJar();
  const result = await callAction(signUpAction, formPost('/signup', person, jar));
  if (result.status >= 400) throw new Error(`sign-up failed: ${JSON.stringify(result.data)}`);
  jar.apply(result.headers);
  return { jar, email: person.email, password: person.password };
}

/** A new person signed up through the real form, with their account id; given a role if asked. */
export async function signUpPerson(prefix = 'person', { role }: { role?: (typeof ROLES)[number] } = {}) {
  const shopper = await signUpShopper(prefix);
  const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, shopper.email));
  if (!user) throw new Error(`sign-up made no account for ${shopper.email}`);
  if (role) await getDb().insert(userRoles).values({ userId: user.id, role });
  return { ...shopper, id: user.id };
}
