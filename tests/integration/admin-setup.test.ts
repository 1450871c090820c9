import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userRoles, users } from '~/db/schema/index';
import { prepareAdminSetup } from '~/features/accounts/admin-setup.server';
import { getSessionUser } from '~/features/accounts/guard.server';
import { action, loader } from '~/routes/auth/admin-setup';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();

const admin = (token: string, email = 'first.admin@example.org') =>
  new Request('http://localhost/admin/setup', {
    method: 'POST',
    body: new URLSearchParams({
      token,
      firstName: 'Rosa',
      lastName: 'Mbeki',
      mobileNumber: '+15550107777',
      email,
      password: 'seed-library-1947',
    }),
  });

describe('/admin/setup', () => {
  it('creates the first admin only with the one-time token, then closes', async () => {
    const setup = await prepareAdminSetup();
    expect(setup.open).toBe(true);
    const token = setup.printToken ?? '';
    expect(token.length).toBeGreaterThanOrEqual(20);

    const wrong = await callAction(action, admin('not-the-token'));
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ fieldErrors: { token: 'accounts.setup.errors.token' } });
    expect(await database.db.select().from(users)).toEqual([]);

    const created = await callAction(action, admin(token));
    expect(created.status).toBe(302);
    expect(created.headers.get('location')).toBe('/admin');
    const cookie = created.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await getSessionUser(new Request('http://localhost/', { headers: { cookie } })))?.role).toBe('admin');

    const again = await callAction(action, admin(token, 'second@example.org'));
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ formError: 'accounts.setup.complete' });
    const admins = await database.db.select().from(userRoles).where(eq(userRoles.role, 'admin'));
    expect(admins).toHaveLength(1);
    expect(await prepareAdminSetup()).toEqual({ open: false, printToken: null });
    const page = await callAction(loader, new Request('http://localhost/admin/setup'));
    expect(page.data).toMatchObject({ isComplete: true });
  });
});
