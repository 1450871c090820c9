import type { Database } from '~/db/client.server';
import { vendorProfiles } from '~/db/schema/vendors';
import type { Seeder } from '~/db/seed/demo-content.server';
import { findDemoAccount } from '~/features/accounts/demo-accounts.server';

/**
 * The demo vendor's store (local sites only, as the demo accounts are), so signing in as
 * demo.vendor opens a working vendor dashboard to list products from. The demo account holds the
 * vendor role already; an approval would open this profile, and a seeder acts as nobody, so it
 * writes the row itself. Its name says plainly that it is the demo store.
 */
export const demoVendorSeeder: Seeder = {
  name: 'demo-vendor',
  async run(tx: Database) {
    const account = await findDemoAccount(tx, 'vendor');
    if (!account) return;
    await tx
      .insert(vendorProfiles)
      .values({ userId: account.id, storeName: 'Demo Grower Store', slug: 'demo-grower-store' })
      .onConflictDoNothing();
  },
};
