import { desc, eq, sql } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { securityEvents } from '~/db/schema/security';

/** Detail fields of security events that can hold an address or an account identifier. */
const SCRUBBED_DETAILS = ['identifier', 'from', 'to', 'key', 'email', 'grantedBy', 'revokedBy'] as const;

/** The security log keeps what happened, without who it happened to. */
export const securityPersonalData: PersonalData = {
  domain: 'security',
  tables: { security_events: 'securityEvents' },
  async export(db, person) {
    const events = await db
      .select({
        type: securityEvents.type,
        severity: securityEvents.severity,
        at: securityEvents.createdAt,
        ipAddress: securityEvents.ipAddress,
      })
      .from(securityEvents)
      .where(eq(securityEvents.userId, person.id))
      .orderBy(desc(securityEvents.createdAt));
    return { securityEvents: events };
  },
  async erase(tx, person) {
    await tx
      .update(securityEvents)
      .set({
        details: sql`${securityEvents.details} - ${sql.raw(SCRUBBED_DETAILS.map((key) => `'${key}'`).join(' - '))}`,
        userId: null,
      })
      .where(eq(securityEvents.userId, person.id));
    // Someone else's event about the person (an administrator granting them a role, as a vendor
    // approval does) stays the administrator's, without the person's id.
    await tx
      .update(securityEvents)
      .set({ details: sql`${securityEvents.details} - 'subjectUserId'` })
      .where(sql`${securityEvents.details}->>'subjectUserId' = ${person.id}`);
  },
};
