import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { accounts, ROLES, userRoles, users } from '~/db/schema/accounts';
import type { Seeder } from '~/db/seed/demo-content.server';
import { isLocalSite } from '~/utils/site.server';

/** One password for every demo account; they exist only on local installs (see below). */
export const DEMO_PASSWORD = 'grow-demo-2026';

export const DEMO_ACCOUNTS = ROLES.map((role, index) => ({
  role,
  email: `demo.${role}@verde-living.example`,
  firstName: 'Demo',
  lastName: role.charAt(0).toUpperCase() + role.slice(1),
  mobileNumber: `+1555019${String(index).padStart(4, '0')}`,
}));

export const demoAccountsSeeder: Seeder = {
  name: 'demo-accounts',
  run: async (tx: Database) => {
    // Demo accounts with a published password must never exist on a public site.
    if (!isLocalSite()) return;
    const hash = await hashPassword(DEMO_PASSWORD);
    for (const demo of DEMO_ACCOUNTS) {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
      const userId = existing?.id ?? randomUUID();
      if (!existing) {
        await tx.insert(users).values({
          id: userId,
          name: `${demo.firstName} ${demo.lastName}`,
          email: demo.email,
          emailVerified: true,
          firstName: demo.firstName,
          lastName: demo.lastName,
          mobileNumber: demo.mobileNumber,
          isNewUser: false,
        });
        await tx
          .insert(accounts)
          .values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: hash });
      }
      await tx.insert(userRoles).values({ userId, role: demo.role }).onConflictDoNothing();
    }
  },
};

/** A demo account's id by its role (the demo student, for its courses and class), or null on a site without them. */
export async function findDemoAccount(tx: Database, role: (typeof ROLES)[number]) {
  const demo = DEMO_ACCOUNTS.find((account) => account.role === role);
  if (!demo) return null;
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
  return row ?? null;
}

/**
 * The instructor the demo content belongs to: the first account with the instructor role (the
 * demo instructor, seeded above), or null on a site without one. Other features' seeders run after
 * this one and hang their demo courses, classes and profile on it.
 */
export async function findDemoInstructor(tx: Database) {
  const [row] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(userRoles.role, 'instructor'))
    .orderBy(users.createdAt)
    .limit(1);
  return row ?? null;
}
