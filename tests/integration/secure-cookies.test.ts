import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, setDatabase } from '~/db/client.server';
import { getSessionUser } from '~/features/accounts/guard.server';
import { CLIENT_IP_HEADER } from '~/features/security/security.server';
import { action as signInAction } from '~/routes/auth/sign-in';
import { action as signUpAction } from '~/routes/auth/sign-up';
import { resetEnvCache } from '~/utils/env.server';
import { CookieJar, type SetCookie, setCookiesOf } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/**
 * The session cookie's flags follow SITE_URL: Secure (and the __Secure- prefix) on https, not
 * on http://localhost. better-auth is configured once per database handle (auth.server.ts
 * keeps one instance per handle, reading SITE_URL when it is made), so each site gets a
 * database of its own here.
 */

const savedSiteUrl = process.env.SITE_URL;
afterAll(() => {
  if (savedSiteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = savedSiteUrl;
  resetEnvCache();
});

const localSite = await setupTestDatabase();
const secureSite = await setupTestDatabase();

function useSite(handle: DatabaseHandle, siteUrl: string) {
  process.env.SITE_URL = siteUrl;
  resetEnvCache();
  setDatabase(handle);
}

let counter = 0;
const PASSWORD = 'seed-trays-on-the-sill-4';

async function signUpAndIn(origin: string) {
  counter++;
  const fields = {
    firstName: 'Noor',
    lastName: 'Haddad',
    mobileNumber: `+1555040${String(counter).padStart(4, '0')}`,
    email: `cookies.${counter}.${Date.now()}@example.org`,
    password: PASSWORD,
  };
  const headers = { [CLIENT_IP_HEADER]: `192.0.2.${counter}` };
  const signedUp = await callAction(
    signUpAction,
    new Request(`${origin}/signup`, { method: 'POST', body: new URLSearchParams(fields), headers }),
  );
  expect(signedUp.status).toBe(302);
  const signedIn = await callAction(
    signInAction,
    new Request(`${origin}/auth`, {
      method: 'POST',
      body: new URLSearchParams({ identifier: fields.email, password: PASSWORD }),
      headers,
    }),
  );
  expect(signedIn.status).toBe(302);
  return { signedUp, signedIn };
}

const sessionCookieOf = (headers: Headers): SetCookie | undefined =>
  setCookiesOf(headers).find((cookie) => cookie.name.endsWith('verde.session_token') && cookie.value !== '');

describe('on an https site', () => {
  beforeAll(() => useSite(secureSite, 'https://shop.example.test'));

  it('sets the session cookie Secure, HttpOnly, SameSite=Lax, Path=/ at sign-up and sign-in', async () => {
    const { signedUp, signedIn } = await signUpAndIn('https://shop.example.test');
    for (const response of [signedUp, signedIn]) {
      const cookie = sessionCookieOf(response.headers);
      expect(cookie?.name).toBe('__Secure-verde.session_token');
      expect(cookie?.attributes.get('secure')).toBe(true);
      expect(cookie?.attributes.get('httponly')).toBe(true);
      expect(String(cookie?.attributes.get('samesite')).toLowerCase()).toBe('lax');
      expect(cookie?.attributes.get('path')).toBe('/');
      // The toast cookie travels only over https too.
      const flash = setCookiesOf(response.headers).find((item) => item.name === 'verde.flash');
      expect(flash?.attributes.get('secure')).toBe(true);
    }
    const jar = new CookieJar(signedIn.headers);
    const user = await getSessionUser(new Request('https://shop.example.test/', { headers: { cookie: jar.header() } }));
    expect(user).not.toBeNull();
  });
});

describe('on http://localhost', () => {
  beforeAll(() => useSite(localSite, 'http://localhost:3000'));

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ without Secure', async () => {
    const { signedUp, signedIn } = await signUpAndIn('http://localhost:3000');
    for (const response of [signedUp, signedIn]) {
      const cookie = sessionCookieOf(response.headers);
      expect(cookie?.name).toBe('verde.session_token');
      expect(cookie?.attributes.has('secure')).toBe(false);
      expect(cookie?.attributes.get('httponly')).toBe(true);
      expect(String(cookie?.attributes.get('samesite')).toLowerCase()).toBe('lax');
      expect(cookie?.attributes.get('path')).toBe('/');
      const flash = setCookiesOf(response.headers).find((item) => item.name === 'verde.flash');
      expect(flash?.attributes.has('secure')).toBe(false);
    }
    const jar = new CookieJar(signedIn.headers);
    const user = await getSessionUser(new Request('http://localhost:3000/', { headers: { cookie: jar.header() } }));
    expect(user).not.toBeNull();
  });
});
