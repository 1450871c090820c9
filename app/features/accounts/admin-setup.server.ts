import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { deleteSetting, readSetting, writeSetting } from '~/db/app-meta.server';
import { getDb } from '~/db/client.server';
import { userRoles, users } from '~/db/schema/accounts';
import { logSecurityEvent } from '~/features/security/security.server';
import { getEnv } from '~/utils/env.server';
import type { Result } from '~/utils/failure';
import { accountFailure } from './failures';
import { type SignedIn, type SignUpCode, type SignUpInput, signUp } from './sign-in.server';

const TOKEN_KEY = 'admin_setup_token_sha256';
const SETUP_LOCK = 727_002;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function hasAdmin(): Promise<boolean> {
  const [row] = await getDb().select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin')).limit(1);
  return Boolean(row);
}

/**
 * While no admin exists, makes sure a setup token is in force and returns the one to
 * print: ADMIN_SETUP_TOKEN when set (null: nothing to print), otherwise a fresh random
 * token whose hash is stored, replacing any earlier one.
 */
export async function prepareAdminSetup(): Promise<{ open: boolean; printToken: string | null }> {
  if (await hasAdmin()) return { open: false, printToken: null };
  if (getEnv().ADMIN_SETUP_TOKEN) return { open: true, printToken: null };
  const token = randomBytes(18).toString('base64url');
  await writeSetting(getDb(), TOKEN_KEY, sha256(token));
  return { open: true, printToken: token };
}

async function tokenMatches(candidate: string): Promise<boolean> {
  const configured = getEnv().ADMIN_SETUP_TOKEN;
  let expected: string | undefined;
  if (configured) expected = sha256(configured);
  else {
    const stored = await readSetting(getDb(), TOKEN_KEY);
    expected = typeof stored === 'string' ? stored : undefined;
  }
  if (!expected) return false;
  const given = Buffer.from(sha256(candidate), 'hex');
  return timingSafeEqual(given, Buffer.from(expected, 'hex'));
}

/**
 * Creates the first admin: only while no admin exists and only with the setup token.
 * The account is created first; granting the admin role then happens under an advisory
 * lock that re-checks for an admin, so of two simultaneous attempts only one wins and the
 * loser's new account is removed again. No actor: no one is signed in yet, and the setup
 * token is what proves the right (convention 16's exception for the first admin).
 */
export async function createFirstAdmin(
  input: SignUpInput & { token: string; headers: Headers; request?: Request },
): Promise<Result<SignedIn, SignUpCode | 'setup-complete' | 'setup-token-wrong'>> {
  if (await hasAdmin()) return accountFailure('setup-complete');
  if (!(await tokenMatches(input.token))) {
    await logSecurityEvent(
      { type: 'ADMIN_SETUP_TOKEN_REJECTED', severity: 'high', details: { email: input.email } },
      { request: input.request },
    );
    return accountFailure('setup-token-wrong');
  }
  const outcome = await signUp(input);
  if (!outcome.ok) return outcome;
  const db = getDb();
  const [created] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (!created) throw new Error('The new admin account was not found after sign-up');
  const granted = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
    const [existing] = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin')).limit(1);
    if (existing) return false;
    await tx.insert(userRoles).values({ userId: created.id, role: 'admin' });
    await deleteSetting(tx, TOKEN_KEY);
    return true;
  });
  if (!granted) {
    await db.delete(users).where(eq(users.id, created.id));
    return accountFailure('setup-complete');
  }
  await logSecurityEvent(
    { type: 'ADMIN_SETUP_COMPLETED', severity: 'high', details: { email: input.email, role: 'admin' } },
    { request: input.request, userId: created.id },
  );
  return outcome;
}
