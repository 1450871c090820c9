import { randomUUID } from 'node:crypto';
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
