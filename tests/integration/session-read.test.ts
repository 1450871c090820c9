import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { securityEvents, sessions, userRoles, users } from '~/db/schema/index';
import { getAuth } from '~/features/accounts/auth.server';
import { getSessionUser } from '~/features/accounts/guard.server';
import { loader as rootLoader } from '~/root';
import { loader as productLoader } from '~/routes/shop/product';
import { pageGet, signUpShopper } from '../factories/accounts';
import { createProduct } from '../factories/products';
import { countQueries } from '../setup/count-queries';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();

async function userIdOf(email: string) {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error('no such user');
  return user.id;
}

/**
 * The root loader for this person, counting its queries. The relief banner's site-wide total,
 * kept for a few seconds per instance (not about the person), is read first.
 */
async function rootLoaderQueries(request: Request) {
  await callAction(rootLoader, new Request('http://localhost/'));
  const { result, queries } = await countQueries(database, () => callAction(rootLoader, request));
  return { data: result.data, queries };
}

afterEach(() => vi.restoreAllMocks());

describe('the session read on every signed-in page (issue 12)', () => {
  it('reads the session, the person and their roles in one query, and the whole shell in two', async () => {
    const shopper = await signUpShopper('shell');
    const userId = await userIdOf(shopper.email);
    await database.db.insert(userRoles).values({ userId, role: 'instructor' });

    const { result: user, queries } = await countQueries(database, () => getSessionUser(pageGet('/account', shopper.jar)));
    expect(user).toMatchObject({ id: userId, email: shopper.email, role: 'instructor', isProfileComplete: true });
    expect(queries).toHaveLength(1);

    const shell = await rootLoaderQueries(pageGet('/products', shopper.jar));
    expect(shell.data).toMatchObject({ isSignedIn: true, role: 'instructor', cartCount: 0, securityAlert: false });
    expect(shell.queries).toHaveLength(2);
  });

  it('shows a waiting Security Alert once, with one write more on that page only', async () => {
    const shopper = await signUpShopper('alert');
    const userId = await userIdOf(shopper.email);
    await database.db.insert(securityEvents).values({ type: 'TEST_ALERT', severity: 'high', userId, details: {} });

    const first = await rootLoaderQueries(pageGet('/', shopper.jar));
    expect(first.data).toMatchObject({ securityAlert: true });
    expect(first.queries).toHaveLength(3);
    const next = await rootLoaderQueries(pageGet('/', shopper.jar));
    expect(next.data).toMatchObject({ securityAlert: false });
    expect(next.queries).toHaveLength(2);
  });

  it('refuses a token with a forged signature, and a real token with a signature that is not ours', async () => {
    const shopper = await signUpShopper('forged');
    const cookie = shopper.jar.header();
    const name = (await (await getAuth()).$context).authCookies.sessionToken.name;
    const value = decodeURIComponent(cookie.split(`${name}=`)[1]?.split(';')[0] ?? '');
    const token = value.slice(0, value.lastIndexOf('.'));
    expect(token.length).toBeGreaterThan(10);

    for (const forged of [token, `${token}.${'A'.repeat(43)}=`, `${token}x.${value.slice(value.lastIndexOf('.') + 1)}`]) {
      const request = new Request('http://localhost/account', { headers: { cookie: `${name}=${encodeURIComponent(forged)}` } });
      expect(await getSessionUser(request)).toBeNull();
    }
    expect(await getSessionUser(pageGet('/account', shopper.jar))).not.toBeNull();
  });

  it('leaves a session due for its daily extension, or expired, to better-auth, which extends or ends it', async () => {
    const shopper = await signUpShopper('aging');
    const userId = await userIdOf(shopper.email);
    const { expiresIn } = (await (await getAuth()).$context).sessionConfig;

    // Two days old: better-auth extends it to a full term again.
    const twoDaysOld = new Date(Date.now() + expiresIn * 1000 - 2 * 24 * 60 * 60 * 1000);
    await database.db.update(sessions).set({ expiresAt: twoDaysOld }).where(eq(sessions.userId, userId));
    expect(await getSessionUser(pageGet('/account', shopper.jar))).toMatchObject({ id: userId, role: 'user' });
    const [extended] = await database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(extended?.expiresAt.getTime()).toBeGreaterThan(twoDaysOld.getTime() + 24 * 60 * 60 * 1000);

    // Expired: nobody is signed in, and better-auth deletes the session.
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    expect(await getSessionUser(pageGet('/account', shopper.jar))).toBeNull();
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
  });
});

describe("a product page's own reads (issue 12)", () => {
  it('reads the product, its reviews with their summary, what the reader did, and related products in five statements with the session', async () => {
    const shopper = await signUpShopper('product-reads');
    const product = await createProduct(database, { category: 'seeds' });
    await createProduct(database, { category: 'seeds' });
    const open = () => callAction(productLoader, pageGet(`/product/${product.handle}`, shopper.jar), { handle: product.handle });
    await open();
    const { result, queries } = await countQueries(database, open);
    expect(result.data).toMatchObject({ reviewerState: 'not-a-buyer', inWishlist: false, isSignedIn: true });
    expect((result.data as { related: unknown[] }).related).toHaveLength(1);
    // The session, the product, the reviews' summary and page, the reviewer's state with the
    // wishlist, and the related products.
    expect(queries).toHaveLength(5);
  });
});
