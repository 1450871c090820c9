import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { securityEvents, users } from '~/db/schema/index';
import { findUserRole, grantRole, revokeRole } from '~/features/accounts/roles.server';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();

async function makeUser() {
  const id = randomUUID();
  await database.db.insert(users).values({ id, name: 'R', email: `r.${id}@example.org` });
  return id;
}

describe('role changes (SPEC §4, §6)', () => {
  it('grants and revokes roles, changes the effective role, and records each change once', async () => {
    const admin = await makeUser();
    const person = await makeUser();
    expect((await findUserRole({ userId: person })).role).toBe('user');

    expect(await grantRole({ userId: person, role: 'instructor', actor: { id: admin, role: 'admin' } })).toBe(true);
    expect(await grantRole({ userId: person, role: 'instructor', actor: { id: admin, role: 'admin' } })).toBe(false);
    expect((await findUserRole({ userId: person })).role).toBe('instructor');
    expect(await grantRole({ userId: person, role: 'admin', actor: { id: admin, role: 'admin' } })).toBe(true);
    expect((await findUserRole({ userId: person })).role).toBe('admin');

    expect(await revokeRole({ userId: person, role: 'admin', actor: { id: admin, role: 'admin' } })).toBe(true);
    expect(await revokeRole({ userId: person, role: 'admin', actor: { id: admin, role: 'admin' } })).toBe(false);
    expect((await findUserRole({ userId: person })).role).toBe('instructor');

    const events = await database.db
      .select({ type: securityEvents.type, severity: securityEvents.severity, details: securityEvents.details })
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, admin)));
    expect(events.map((event) => `${event.type}:${event.severity}`).sort()).toEqual([
      'ROLE_GRANTED:medium',
      'ROLE_GRANTED:medium',
      'ROLE_REVOKED:medium',
    ]);
    expect(events.every((event) => (event.details as { subjectUserId: string }).subjectUserId === person)).toBe(true);
  });
});
