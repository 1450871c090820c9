import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { affiliates } from '~/db/schema/affiliates';
import type { Seeder } from '~/db/seed/demo-content.server';
import { findDemoAccount } from '~/features/accounts/demo-accounts.server';

/**
 * The demo affiliate's membership (local sites only, as the demo accounts are): approved, with
 * the code `verde-demo`, so signing in as demo.affiliate shows a working dashboard and a link that
 * attributes orders. A seeder acts as nobody, so it writes the row itself; the application's words
 * say plainly that it is the demo account.
 */
export const demoAffiliateSeeder: Seeder = {
  name: 'demo-affiliate',
  async run(tx: Database) {
    const account = await findDemoAccount(tx, 'affiliate');
    if (!account) return;
    await tx
      .insert(affiliates)
      .values({
        userId: account.id,
        code: 'verde-demo',
        status: 'approved',
        channel: 'The demo affiliate account of this site',
        plan: 'Sign in as it to see the affiliate dashboard; its link attributes orders placed by other accounts.',
        termsAcceptedAt: sql`now()`,
        decidedAt: sql`now()`,
      })
      .onConflictDoNothing();
  },
};
