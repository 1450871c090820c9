import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { securityEvents, sessions, userRoles } from '~/db/schema/index';
import { changeAdminRole, endMemberSessions } from '~/features/accounts/member-admin.server';
import { MEMBER_DEFAULT_SORT } from '~/features/accounts/member-query';
import { findMember, listMembers } from '~/features/accounts/members.server';
import { loader as listLoader } from '~/routes/creator-hub/user-oversight';
import { action as memberAction, loader as memberLoader } from '~/routes/creator-hub/user-oversight-member';
import { isActorRefusal } from '~/utils/actor';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { asAdmin, asUser } from '../factories/actors';
import { createOrder } from '../factories/orders';
import { createProduct } from '../factories/products';
import { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * User oversight (decision 0111): an admin finds any account, sees its roles, sessions, orders and
 * courses, makes it an admin or no longer one, and signs it out everywhere; nobody else can do any
 * of it, an admin cannot remove their own admin role, and each change is in the security log.
 */

const database = await setupTestDatabase();
const { db } = database;

const memberPath = (userId: string) => `/creator-hub/user-oversight/${userId}`;
const rolesOf = async (userId: string) =>
  (await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map((row) => row.role).sort();
const liveSessions = (userId: string) => db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
const eventsBy = (userId: string, type: string) =>
  db
    .select({ details: securityEvents.details })
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.type, type)));

describe('user oversight', () => {
  it('finds a member by name, email or role and shows their account, sessions and orders', async () => {
    const admin = await signUpPerson('oversight-admin', { role: 'admin' });
    const member = await signUpPerson('oversight-grower');
    const product = await createProduct(database);
    await createOrder(database, { userId: member.id, email: member.email, product, status: 'paid' });

    const byEmail = await callAction(listLoader, pageGet(`/creator-hub/user-oversight?q=${member.email}`, admin.jar));
    expect(byEmail.status).toBe(200);
    expect(byEmail.data).toMatchObject({
      total: 1,
      members: [{ id: member.id, email: member.email, roles: [], role: 'user', emailVerified: false }],
    });
    const admins = await listMembers({
      actor: asAdmin(admin.id),
      q: 'oversight-',
      role: 'admin',
      sort: MEMBER_DEFAULT_SORT,
      page: 1,
    });
    // Each row's roles and last activity are the account's own (the admin is signed in, so active).
    expect(admins.members.find((row) => row.id === admin.id)).toMatchObject({
      roles: ['admin'],
      role: 'admin',
      lastActiveAt: expect.any(Date),
    });
    expect(admins.members.map((row) => row.id)).not.toContain(member.id);
    // An unknown role in the address is no filter, not an error.
    const anyRole = await callAction(listLoader, pageGet(`/creator-hub/user-oversight?q=${member.email}&role=owner`, admin.jar));
    expect(anyRole.data).toMatchObject({ role: null, total: 1 });

    const page = await callAction(memberLoader, pageGet(memberPath(member.id), admin.jar), { userId: member.id });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      member: { id: member.id, email: member.email, role: 'user', sessions: 1, twoFactorEnabled: false },
      ordersTotal: 1,
      orders: [{ status: 'paid', totalCents: 1000 }],
      enrolmentsTotal: 0,
      isSelf: false,
    });

    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await callAction(memberLoader, pageGet(memberPath(missing), admin.jar), { userId: missing })).status).toBe(404);
  });

  it('makes a member an admin and takes it away again, each change in the security log', async () => {
    const admin = await signUpPerson('oversight-lead', { role: 'admin' });
    const member = await signUpPerson('oversight-helper');
    const params = { userId: member.id };

    const made = await callAction(memberAction, formPost(memberPath(member.id), { intent: 'make-admin' }, admin.jar), params);
    expect(made.status).toBe(302);
    expect(made.headers.get('set-cookie')).toContain('oversight.detail.madeAdmin');
    expect(await rolesOf(member.id)).toEqual(['admin']);
    expect(await eventsBy(admin.id, 'ROLE_GRANTED')).toEqual([
      { details: { role: 'admin', subjectUserId: member.id, grantedBy: admin.id } },
    ]);
    // Asked twice, nothing changes and nothing more is logged.
    const again = await callAction(memberAction, formPost(memberPath(member.id), { intent: 'make-admin' }, admin.jar), params);
    expect(again.headers.get('set-cookie')).toContain('oversight.detail.unchanged');
    expect(await eventsBy(admin.id, 'ROLE_GRANTED')).toHaveLength(1);

    const removed = await callAction(
      memberAction,
      formPost(memberPath(member.id), { intent: 'remove-admin' }, admin.jar),
      params,
    );
    expect(removed.status).toBe(302);
    expect(await rolesOf(member.id)).toEqual([]);
    expect(await eventsBy(admin.id, 'ROLE_REVOKED')).toEqual([
      { details: { role: 'admin', subjectUserId: member.id, revokedBy: admin.id } },
    ]);
  });

  it('refuses an admin removing their own admin role, and two admins removing each other leave one', async () => {
    const first = await signUpPerson('oversight-first', { role: 'admin' });
    const second = await signUpPerson('oversight-second', { role: 'admin' });

    const own = await callAction(memberAction, formPost(memberPath(first.id), { intent: 'remove-admin' }, first.jar), {
      userId: first.id,
    });
    expect(own.status).toBe(409);
    expect(own.data).toEqual({ ok: false, message: 'oversight.errors.ownAdmin' });
    expect(await rolesOf(first.id)).toEqual(['admin']);

    const outcomes = await Promise.allSettled([
      changeAdminRole({ actor: asAdmin(first.id), userId: second.id, grant: false }),
      changeAdminRole({ actor: asAdmin(second.id), userId: first.id, grant: false }),
    ]);
    const stillAdmins = [...(await rolesOf(first.id)), ...(await rolesOf(second.id))];
    expect(stillAdmins).toEqual(['admin']);
    // One removal went through; the other admin was no longer one when theirs came to be checked.
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused && isActorRefusal((refused as PromiseRejectedResult).reason)).toBe(true);
  });

  it('signs a member out everywhere: their sessions end and their next request is a visitor’s', async () => {
    const admin = await signUpPerson('oversight-guard', { role: 'admin' });
    const member = await signUpPerson('oversight-lostphone');
    expect(await liveSessions(member.id)).toHaveLength(1);

    const ended = await callAction(memberAction, formPost(memberPath(member.id), { intent: 'end-sessions' }, admin.jar), {
      userId: member.id,
    });
    expect(ended.status).toBe(302);
    expect(ended.headers.get('set-cookie')).toContain('oversight.detail.signedOut');
    expect(await liveSessions(member.id)).toHaveLength(0);
    expect(await eventsBy(admin.id, 'SESSIONS_ENDED_BY_ADMIN')).toEqual([{ details: { subjectUserId: member.id, sessions: 1 } }]);
    // The member's cookie no longer opens their account.
    const account = await callAction(memberLoader, pageGet(memberPath(member.id), member.jar), { userId: member.id });
    expect(account.status).toBe(302);
    expect(account.headers.get('location')).toContain('/auth');

    // Not for the admin's own account: their security page keeps the session they are using.
    expect(await endMemberSessions({ actor: asAdmin(admin.id), userId: admin.id })).toMatchObject({
      ok: false,
      code: 'own-sessions',
    });
    expect(await liveSessions(admin.id)).toHaveLength(1);
  });

  it('refuses everyone but an admin, in the route and in the operations, and changes nothing', async () => {
    const member = await signUpPerson('oversight-nosy');
    const target = await signUpPerson('oversight-target');
    const params = { userId: target.id };

    expect((await callAction(listLoader, pageGet('/creator-hub/user-oversight', member.jar))).status).toBe(403);
    expect((await callAction(memberLoader, pageGet(memberPath(target.id), member.jar), params)).status).toBe(403);
    for (const intent of ['make-admin', 'end-sessions']) {
      const answer = await callAction(memberAction, formPost(memberPath(target.id), { intent }, member.jar), params);
      expect(answer.status).toBe(403);
    }
    const visitor = await callAction(
      memberAction,
      formPost(memberPath(target.id), { intent: 'make-admin' }, new CookieJar()),
      params,
    );
    expect(visitor.status).toBe(302);

    const asMember = asUser(member.id);
    for (const attempt of [
      () => listMembers({ actor: asMember, q: '', role: null, sort: MEMBER_DEFAULT_SORT, page: 1 }),
      () => findMember({ actor: asMember, userId: target.id }),
      () => changeAdminRole({ actor: asMember, userId: member.id, grant: true }),
      () => endMemberSessions({ actor: asMember, userId: target.id }),
    ]) {
      await expect(attempt()).rejects.toSatisfy(isActorRefusal);
    }
    expect(await rolesOf(member.id)).toEqual([]);
    expect(await liveSessions(target.id)).toHaveLength(1);
  });

  it('answers an unknown intent or account with a message, and writes nothing', async () => {
    const admin = await signUpPerson('oversight-careful', { role: 'admin' });
    const target = await signUpPerson('oversight-plain');
    const unknown = await callAction(memberAction, formPost(memberPath(target.id), { intent: 'delete-everything' }, admin.jar), {
      userId: target.id,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.data).toEqual({ ok: false, message: 'errors.badForm' });
    const missing = '00000000-0000-4000-8000-000000000001';
    const gone = await callAction(memberAction, formPost(memberPath(missing), { intent: 'make-admin' }, admin.jar), {
      userId: missing,
    });
    expect(gone.status).toBe(404);
    expect(await changeAdminRole({ actor: asAdmin(admin.id), userId: missing, grant: true })).toMatchObject({
      ok: false,
      code: 'member-not-found',
    });
    expect(await rolesOf(target.id)).toEqual([]);
    expect(await eventsBy(admin.id, 'ROLE_GRANTED')).toHaveLength(0);
  });
});
