import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { isUniqueViolation } from '~/db/errors';
import { users } from '~/db/schema/accounts';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { accountFailure } from './failures';

/**
 * Saves the signed-in person's own names and mobile number (it writes the actor's row and no
 * other, so there is no one else to refuse); a number another account uses is refused.
 */
export async function updateProfile({
  actor,
  firstName,
  lastName,
  mobileNumber,
}: {
  actor: Actor;
  firstName: string;
  lastName: string;
  mobileNumber: string;
}): Promise<Result<object, 'mobile-taken'>> {
  const userId = actor.id;
  const db = getDb();
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobileNumber, mobileNumber), ne(users.id, userId)));
  if (taken) return accountFailure('mobile-taken');
  try {
    await db
      .update(users)
      .set({ firstName, lastName, mobileNumber, name: `${firstName} ${lastName}`, updatedAt: new Date() })
      .where(eq(users.id, userId));
  } catch (error) {
    // Two accounts saving the same number at once: the unique index decides.
    if (isUniqueViolation(error)) return accountFailure('mobile-taken');
    throw error;
  }
  return { ok: true };
}

/** What the account page shows about the person. */
export async function findAccountOverview({ userId }: { userId: string }) {
  const [row] = await getDb()
    .select({
      email: users.email,
      emailVerified: users.emailVerified,
      firstName: users.firstName,
      lastName: users.lastName,
      mobileNumber: users.mobileNumber,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
