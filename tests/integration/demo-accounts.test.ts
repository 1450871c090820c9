import { describe, expect, it } from 'vitest';
import { userRoles, users } from '~/db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '~/features/accounts/demo-accounts.server';
import { getSessionUser } from '~/features/accounts/guard.server';
import { action as signInAction } from '~/routes/auth/sign-in';
import { isLocalSite } from '~/utils/site.server';
import { loadDemoContentOnce, reloadDemoContent } from '../../server/demo-content';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();

describe('demo accounts', () => {
  it('loads one account per role, idempotently, and each can sign in', async () => {
    await loadDemoContentOnce(database.db);
    await reloadDemoContent(database.db);
    expect(await database.db.select().from(users)).toHaveLength(DEMO_ACCOUNTS.length);
    expect((await database.db.select().from(userRoles)).map((row) => row.role).sort()).toEqual(
      DEMO_ACCOUNTS.map((a) => a.role).sort(),
    );

    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
    const signedIn = await callAction(
      signInAction,
      new Request('http://localhost/auth', {
        method: 'POST',
        body: new URLSearchParams({ identifier: admin?.email ?? '', password: DEMO_PASSWORD }),
      }),
    );
    expect(signedIn.status).toBe(302);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await getSessionUser(new Request('http://localhost/', { headers: { cookie } })))?.role).toBe('admin');
  });

  it('are only ever created for a site on localhost', () => {
    expect(isLocalSite('http://localhost:3000')).toBe(true);
    expect(isLocalSite('http://127.0.0.1:8080')).toBe(true);
    expect(isLocalSite('https://shop.example.org')).toBe(false);
  });
});
