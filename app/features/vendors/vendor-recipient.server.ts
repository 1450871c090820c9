import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { vendorApplications } from '~/db/schema/vendors';

/**
 * Where a vendor's emails go: their account's address, their name, and the language they applied
 * in (their emails are written in it); undefined when the account is gone.
 */
export async function findVendorRecipient(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ email: users.email, firstName: users.firstName, name: users.name, locale: vendorApplications.locale })
    .from(users)
    .leftJoin(vendorApplications, and(eq(vendorApplications.userId, users.id), eq(vendorApplications.status, 'approved')))
    .where(eq(users.id, userId))
    .orderBy(desc(vendorApplications.submittedAt))
    .limit(1);
  return row;
}
