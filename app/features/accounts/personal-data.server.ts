import { desc, eq, sql } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { accounts, sessions, twoFactors, userRoles, users, verifications } from '~/db/schema/accounts';

/**
 * Accounts' part of a person's data: the profile, roles, sessions and sign-in methods. Its
 * erase removes the person (sessions, sign-in methods, two-step secrets and roles go with them
 * by cascade), so it runs last.
 */
export const accountsPersonalData: PersonalData = {
  domain: 'accounts',
  tables: {
    users: 'profile',
    user_roles: 'roles',
    sessions: 'sessions',
    accounts: 'signInMethods',
    two_factors: 'twoStep',
  },
  async export(db, person) {
    const [profile] = await db
      .select({
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        firstName: users.firstName,
        lastName: users.lastName,
        mobileNumber: users.mobileNumber,
        twoFactorEnabled: users.twoFactorEnabled,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, person.id));
    const [roles, activeSessions, methods, twoStep] = await Promise.all([
      db.select({ role: userRoles.role, since: userRoles.createdAt }).from(userRoles).where(eq(userRoles.userId, person.id)),
      db
        .select({
          createdAt: sessions.createdAt,
          lastActiveAt: sessions.updatedAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, person.id))
        .orderBy(desc(sessions.updatedAt)),
      db
        .select({ provider: accounts.providerId, createdAt: accounts.createdAt })
        .from(accounts)
        .where(eq(accounts.userId, person.id)),
      db.select({ id: twoFactors.id }).from(twoFactors).where(eq(twoFactors.userId, person.id)),
    ]);
    return {
      profile,
      roles,
      sessions: activeSessions,
      // Which ways the person signs in, never the password hash or tokens.
      signInMethods: methods,
      twoStep: twoStep.map(() => ({ enabled: true })),
    };
  },
  async erase(tx, person) {
    // Pending links (password reset, email change) name the person by id or address; position()
    // rather than like, since an address may hold the pattern characters % and _.
    await tx
      .delete(verifications)
      .where(
        sql`position(${person.email} in ${verifications.identifier}) > 0 or position(${person.email} in ${verifications.value}) > 0 or position(${person.id} in ${verifications.value}) > 0`,
      );
    await tx.delete(users).where(eq(users.id, person.id));
  },
};
