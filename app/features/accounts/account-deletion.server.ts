import { getDb } from '~/db/client.server';
import type { Person, PersonalData } from '~/db/personal-data';
import { publishEvent } from '~/features/jobs/events.server';
import { logSecurityEvent } from '~/features/security/security.server';
import type { Result } from '~/utils/failure';
import { getLogger } from '~/utils/logger.server';
import { type AccountHolder, requireOwnSession } from './acting-person.server';
import { getAuth } from './auth.server';
import { cookiesOf } from './auth-response.server';
import { userDeleted } from './events';
import { accountFailure } from './failures';
import { passwordGate } from './password-gate.server';
import { accountsPersonalData } from './personal-data.server';

/**
 * Deletes the account after the password is confirmed, in one transaction: each domain in
 * personalData deletes the person's rows or anonymises the ones kept as records (orders,
 * payments, refunds, the relief ledger, the security log), then accounts removes the person.
 * If any part fails, nothing is deleted and the person stays signed in; the sessions end (and
 * the cookies are cleared) only once the deletion has committed. Only the signed-in person deletes
 * their own account: refused for a session that is not the actor's (requireOwnSession).
 */
export async function deleteAccount({
  request,
  actor,
  password,
  personalData,
}: {
  request: Request;
  actor: AccountHolder;
  password: string;
  /** Every domain's part (routes/account/personal-data.server.ts). */
  personalData: readonly PersonalData[];
}): Promise<Result<{ headers: Headers }, 'password-wrong' | 'rate-limited' | 'delete-failed'>> {
  await requireOwnSession(actor, request);
  const person: Person = { id: actor.id, email: actor.email };
  const gate = await passwordGate({ request, password, person, field: 'password' });
  if (gate) return gate;
  try {
    await erasePerson(person, personalData);
  } catch (error) {
    getLogger().error({ err: error, userId: person.id }, 'account deletion failed; nothing was deleted');
    return accountFailure('delete-failed');
  }
  const auth = await getAuth();
  // The session rows are gone; sign-out still clears this browser's cookies.
  const signOutResponse = await auth.api.signOut({ headers: request.headers, asResponse: true });
  await logSecurityEvent({ type: 'ACCOUNT_DELETED', severity: 'medium', details: {} }, { request });
  return { ok: true, headers: cookiesOf(signOutResponse) };
}

/**
 * Every domain's erase, accounts' last (it removes the person), and user.deleted, in one
 * transaction. No actor: deleteAccount has checked who acts; this is its inside.
 */
async function erasePerson(person: Person, personalData: readonly PersonalData[]): Promise<void> {
  const others = personalData.filter((part) => part.domain !== accountsPersonalData.domain);
  await getDb().transaction(async (tx) => {
    for (const part of others) await part.erase(tx, person);
    await accountsPersonalData.erase(tx, person);
    await publishEvent(tx, userDeleted, { userId: person.id });
  });
}
