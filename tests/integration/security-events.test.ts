import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { securityEvents } from '~/db/schema/index';
import { requireAccess } from '~/features/accounts/guard.server';
import { CLIENT_IP_HEADER, logSecurityEvent } from '~/features/security/security.server';
import { action as signInAction } from '~/routes/auth/sign-in';
import { action as signUpAction } from '~/routes/auth/sign-up';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();

describe('security events (SPEC §3, §7)', () => {
  it('records type in upper case, severity, details, user, address, agent and page', async () => {
    const request = new Request('http://localhost/account?tab=security', {
      headers: { [CLIENT_IP_HEADER]: '203.0.113.9', 'user-agent': 'TestAgent/1.0' },
    });
    await logSecurityEvent({ type: 'password_changed', severity: 'high', details: { reason: 'test' } }, { request });
    const [event] = await database.db.select().from(securityEvents).where(eq(securityEvents.type, 'PASSWORD_CHANGED'));
    expect(event).toMatchObject({
      severity: 'high',
      details: { reason: 'test' },
      ipAddress: '203.0.113.9',
      userAgent: 'TestAgent/1.0',
      url: '/account',
    });
  });

  it('ignores malformed events instead of storing them', async () => {
    const before = (await database.db.select().from(securityEvents)).length;
    await logSecurityEvent({ type: '<script>', severity: 'low' });
    await logSecurityEvent({ type: 'X', severity: 'extreme' as 'low' });
    expect((await database.db.select().from(securityEvents)).length).toBe(before);
  });

  it('records failed sign-ins and denied admin access', async () => {
    const email = `events.${Date.now()}@example.org`;
    const signedUp = await callAction(
      signUpAction,
      new Request('http://localhost/signup', {
        method: 'POST',
        body: new URLSearchParams({
          firstName: 'Lee',
          lastName: 'Park',
          mobileNumber: '+15550108888',
          email,
          password: 'trellis-and-vines',
        }),
      }),
    );
    await callAction(
      signInAction,
      new Request('http://localhost/auth', {
        method: 'POST',
        body: new URLSearchParams({ identifier: email, password: 'wrong-password-1' }),
      }),
    );
    const [failed] = await database.db.select().from(securityEvents).where(eq(securityEvents.type, 'SIGN_IN_FAILED'));
    expect(failed).toMatchObject({ severity: 'medium', details: { identifier: email }, url: '/auth' });

    const cookie = signedUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const denied = await requireAccess(new Request('http://localhost/admin', { headers: { cookie } }), '/admin').catch(
      (e: unknown) => e,
    );
    expect((denied as { init?: { status?: number } }).init?.status).toBe(403);
    const [event] = await database.db.select().from(securityEvents).where(eq(securityEvents.type, 'ACCESS_DENIED'));
    expect(event).toMatchObject({
      severity: 'medium',
      url: '/admin',
      details: { path: '/admin', requiredRoles: ['admin'], role: 'user' },
    });
    expect(event?.userId).toBeTruthy();
  });
});
