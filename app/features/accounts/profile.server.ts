import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { isUniqueViolation } from '~/db/errors';
import { users } from '~/db/schema/accounts';
import type { FieldErrors } from '~/utils/form-result';

/** Saves names and mobile number; a number another account uses is refused. */
export async function updateProfile({
  userId,
  firstName,
  lastName,
  mobileNumber,
}: {
  userId: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
}): Promise<{ ok: true } | { ok: false; fieldErrors: FieldErrors }> {
  const db = getDb();
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobileNumber, mobileNumber), ne(users.id, userId)));
  if (taken) return { ok: false, fieldErrors: { mobileNumber: 'accounts.errors.mobileTaken' } };
  try {
    await db
      .update(users)
      .set({ firstName, lastName, mobileNumber, name: `${firstName} ${lastName}`, updatedAt: new Date() })
      .where(eq(users.id, userId));
  } catch (error) {
    // Two accounts saving the same number at once: the unique index decides.
    if (isUniqueViolation(error)) return { ok: false, fieldErrors: { mobileNumber: 'accounts.errors.mobileTaken' } };
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
