import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  emailMessages,
  securityEvents,
  sessions,
  twoFactors,
  userRoles,
  users,
  verifications,
} from '~/db/schema/index';
import { deleteAccount } from '~/features/accounts/account-deletion.server';
import { endOtherSessions, endSession } from '~/features/accounts/account-sessions.server';
import type { AccountHolder } from '~/features/accounts/acting-person.server';
import { exportUserData } from '~/features/accounts/data-export.server';
import { requestEmailChange } from '~/features/accounts/email-change.server';
import { changePassword } from '~/features/accounts/password-change.server';
import { updateProfile } from '~/features/accounts/profile.server';
import { resendVerificationEmail } from '~/features/accounts/recovery.server';
import { grantRole, revokeRole } from '~/features/accounts/roles.server';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
} from '~/features/accounts/two-step-setup.server';
import { recordClientSecurityEvent } from '~/features/security/client-events.server';
import { logSecurityEvent } from '~/features/security/security.server';
import { takeSecurityAlert } from '~/features/security/security-log.server';
import { PERSONAL_DATA } from '~/routes/account/personal-data.server';
import { isActorRefusal } from '~/utils/actor';
import { formPost, signUpPerson } from '../factories/accounts';
import { setupTestDatabase } from '../setup/test-database';

/*
 * Operations check who acts (convention 16, issue 34), one family at a time: each refuses the
 * wrong person with the actor refusal (Access Denied, 403) whichever page calls it, and nothing is
 * written. The account page's operations act on the signed-in person's own account; those that
 * better-auth runs on the request's session refuse a session that is not the actor's. Roles are
 * an admin's to give and take.
 */

const database = await setupTestDatabase();
const db = database.db;

type Person = Awaited<ReturnType<typeof signUpPerson>>;

/** Signed up through the real form, once its verification email is written (so no write lands later). */
async function person(prefix: string, role?: 'instructor' | 'admin'): Promise<Person> {
  const signedUp = await signUpPerson(prefix, { role });
  for (let i = 0; i < 100; i++) {
    const [mail] = await db
      .select({ id: emailMessages.id })
      .from(emailMessages)
      .where(eq(emailMessages.toAddress, signedUp.email));
    if (mail) return signedUp;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no verification email to ${signedUp.email}`);
}

const holder = (someone: Person, role: AccountHolder['role'] = 'user'): AccountHolder => ({
  id: someone.id,
  email: someone.email,
  role,
});

/** A request carrying this person's session, as the account page's action receives it. */
const requestOf = (someone: Person) => formPost('/account', {}, someone.jar);

/** Everything an account operation could write about these people, and the tables it could add to. */
async function accountState(ids: string[]) {
  return {
    users: await db.select().from(users).where(inArray(users.id, ids)).orderBy(users.id),
    passwords: await db
      .select({ userId: accounts.userId, password: accounts.password })
      .from(accounts)
      .where(inArray(accounts.userId, ids))
      .orderBy(accounts.userId),
    sessions: await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.userId, ids)).orderBy(sessions.id),
    roles: await db
      .select({ userId: userRoles.userId, role: userRoles.role })
      .from(userRoles)
      .where(inArray(userRoles.userId, ids))
      .orderBy(userRoles.userId, userRoles.role),
    twoFactors: await db.$count(twoFactors),
    securityEvents: await db.$count(securityEvents),
    emails: await db.$count(emailMessages),
    verifications: await db.$count(verifications),
  };
}

/** Runs the call, expects the actor refusal, and checks that nothing about these people changed. */
async function expectRefused(ids: string[], run: () => Promise<unknown>) {
  const before = await accountState(ids);
  let thrown: unknown = null;
  try {
    await run();
  } catch (error) {
    thrown = error;
  }
  expect(isActorRefusal(thrown), String(thrown)).toBe(true);
  expect(await accountState(ids)).toEqual(before);
}

let owner: Person;
let other: Person;
beforeAll(async () => {
  owner = await person('actor-owner');
  other = await person('actor-other');
});

describe('profile, address and password: only the signed-in person, on their own account', () => {
  it('refuses an address or password change through someone else’s session', async () => {
    const ids = [owner.id, other.id];
    await expectRefused(ids, () =>
      requestEmailChange({
        request: requestOf(owner),
        actor: holder(other),
        newEmail: 'taken.over@example.org',
        password: owner.password,
      }),
    );
    await expectRefused(ids, () =>
      changePassword({
        request: requestOf(owner),
        actor: holder(other),
        currentPassword: owner.password,
        newPassword: 'a-new-password-1234',
        endOtherSessions: true,
      }),
    );
    // A request with no session at all is no one's.
    await expectRefused(ids, () =>
      changePassword({
        request: new Request('http://localhost/account', { method: 'POST' }),
        actor: holder(owner),
        currentPassword: owner.password,
        newPassword: 'a-new-password-1234',
        endOtherSessions: false,
      }),
    );
  });

  it('saves only the actor’s own profile, and resends only to the actor’s own address', async () => {
    const [before] = await db.select().from(users).where(eq(users.id, other.id));
    const saved = await updateProfile({
      actor: holder(owner),
      firstName: 'Owen',
      lastName: 'Owner',
      mobileNumber: '+15550409999',
    });
    expect(saved).toEqual({ ok: true });
    expect((await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, owner.id)))[0]).toEqual({
      firstName: 'Owen',
    });
    expect((await db.select().from(users).where(eq(users.id, other.id)))[0]).toEqual(before);

    const mailsBefore = await db.$count(emailMessages, eq(emailMessages.toAddress, other.email));
    expect(await resendVerificationEmail({ actor: holder(owner), request: requestOf(owner) })).toEqual({ ok: true });
    expect(await db.$count(emailMessages, eq(emailMessages.toAddress, other.email))).toBe(mailsBefore);
  });
});

describe('two-step sign-in: only on the actor’s own account', () => {
  it('refuses to set up, confirm, turn off or renew codes through someone else’s session', async () => {
    const ids = [owner.id, other.id];
    const wrong = { request: requestOf(owner), actor: holder(other) };
    await expectRefused(ids, () => startTwoFactorSetup({ ...wrong, password: owner.password }));
    await expectRefused(ids, () => confirmTwoFactorSetup({ ...wrong, code: '123456' }));
    await expectRefused(ids, () => disableTwoFactor({ ...wrong, password: owner.password }));
    await expectRefused(ids, () => regenerateRecoveryCodes({ ...wrong, password: owner.password }));
  });
});

describe('sessions: only the actor’s own', () => {
  it('refuses to end the other sessions of a session that is not the actor’s', async () => {
    await expectRefused([owner.id, other.id], () => endOtherSessions({ request: requestOf(owner), actor: holder(other) }));
  });

  it('answers someone else’s session as not found (404) and ends nothing', async () => {
    const [theirs] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, other.id));
    const before = await accountState([owner.id, other.id]);
    const answer = await endSession({ actor: holder(owner), sessionId: theirs?.id ?? '', request: requestOf(owner) });
    expect(answer).toMatchObject({ ok: false, code: 'session-not-found', status: 404, message: 'accounts.sessions.notFound' });
    expect(await accountState([owner.id, other.id])).toEqual(before);
  });
});

describe('deleting and exporting an account: only the actor’s own', () => {
  it('refuses to delete through someone else’s session, and deletes nothing', async () => {
    await expectRefused([owner.id, other.id], () =>
      deleteAccount({ request: requestOf(owner), actor: holder(other), password: owner.password, personalData: PERSONAL_DATA }),
    );
  });

  it('exports the actor’s own data and no one else’s', async () => {
    const exported = await exportUserData({ actor: holder(other), personalData: PERSONAL_DATA });
    expect(exported?.profile).toMatchObject({ email: other.email });
    expect(JSON.stringify(exported)).not.toContain(owner.email);
  });
});

describe('roles: an admin’s to give and take', () => {
  it('refuses a person or an instructor who grants or revokes a role, and records nothing', async () => {
    const instructor = await person('actor-instructor', 'instructor');
    const ids = [owner.id, other.id, instructor.id];
    await expectRefused(ids, () => grantRole({ actor: holder(owner), userId: owner.id, role: 'admin' }));
    await expectRefused(ids, () => grantRole({ actor: holder(instructor, 'instructor'), userId: other.id, role: 'instructor' }));
    await expectRefused(ids, () => revokeRole({ actor: holder(owner), userId: instructor.id, role: 'instructor' }));
    await expectRefused(ids, () =>
      revokeRole({ actor: holder(instructor, 'instructor'), userId: instructor.id, role: 'instructor' }),
    );
  });
});

describe('security events: the actor’s own', () => {
  it('marks only the actor’s alerts as shown, and ties a browser’s report to its sender alone', async () => {
    await logSecurityEvent({ type: 'ACCOUNT_LOCKED', severity: 'high', details: {} }, { userId: other.id });
    expect(await takeSecurityAlert({ actor: holder(owner) })).toBe(false);
    expect(await takeSecurityAlert({ actor: holder(other) })).toBe(true);

    await recordClientSecurityEvent({
      event: { type: 'SUSPICIOUS_INPUT', severity: 'low', details: { userId: other.id } },
      request: requestOf(owner),
      actor: null,
    });
    const [reported] = await db
      .select({ userId: securityEvents.userId })
      .from(securityEvents)
      .where(eq(securityEvents.type, 'SUSPICIOUS_INPUT'));
    expect(reported).toEqual({ userId: null });
  });
});
