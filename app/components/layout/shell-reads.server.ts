import { sql } from 'drizzle-orm';
import { getDb, type SqlRows } from '~/db/client.server';
import type { SessionUser } from '~/features/accounts/guard.server';
import { cartItemCountSql } from '~/features/cart/cart.server';
import { securityAlertWaitingSql, takeSecurityAlert } from '~/features/security/security-log.server';

export type ShellReads = { cartCount: number | null; securityAlert: boolean };

/**
 * What the shell shows about this visitor beyond the session: the cart badge's count and whether
 * a Security Alert waits (SPEC §8). Both are one statement; the alert's write runs only when
 * one waits. With the session's own read (features/accounts/session-read.server.ts) a
 * signed-in page's shell costs two queries (issue 12). A page the cache may share with other
 * visitors (`sharedPage`) carries no count: the header asks for it from the browser.
 */
export async function readShell(request: Request, user: SessionUser | null, sharedPage: boolean): Promise<ShellReads> {
  const count = sharedPage ? null : cartItemCountSql(request, user?.id ?? null);
  const alert = user ? securityAlertWaitingSql(user.id) : null;
  if (!count && !alert) return { cartCount: sharedPage ? null : 0, securityAlert: false };
  const { rows } = (await getDb().execute(
    sql`select ${count ?? sql`null`} as cart_count, ${alert ?? sql`false`} as alert`,
  )) as unknown as SqlRows;
  const row = rows[0];
  const securityAlert = user !== null && row?.alert === true && (await takeSecurityAlert({ actor: user }).catch(() => false));
  return { cartCount: sharedPage ? null : Number(row?.cart_count ?? 0), securityAlert };
}
