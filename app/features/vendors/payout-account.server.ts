import { and, eq, inArray } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { vendorApplications } from '~/db/schema/vendors';
import { openPayoutAccount, type PayoutAccount } from '~/features/instructors/payout-seal.server';
import type { PayoutAccountShown } from '~/features/instructors/payouts.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { vendorFailure } from './failures';

/*
 * A vendor's bank account, sealed in their approved application as instructors' are (decision
 * 0104): payout runs and their CSV show the holder, the country and the last four characters;
 * the whole number is opened only for an administrator about to make the transfer, and the
 * route records who looked.
 */

/** The bank accounts of these vendors as a payout run may show them, by person. */
export async function findVendorPayoutAccounts(
  ids: readonly string[],
  db: Executor = getDb(),
): Promise<Map<string, PayoutAccountShown>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: vendorApplications.userId,
      accountHolder: vendorApplications.payoutAccountHolder,
      country: vendorApplications.payoutCountry,
      last4: vendorApplications.payoutLast4,
    })
    .from(vendorApplications)
    .where(and(inArray(vendorApplications.userId, [...ids]), eq(vendorApplications.status, 'approved')));
  return new Map(rows.map((row) => [row.id, { accountHolder: row.accountHolder, country: row.country, last4: row.last4 }]));
}

/** The whole account of a vendor, for an administrator (anyone else is refused). */
export async function revealVendorPayoutAccount({
  actor,
  vendorId,
}: {
  actor: Actor;
  vendorId: string;
}): Promise<Result<{ account: PayoutAccount & PayoutAccountShown }, 'vendor-not-found'>> {
  requireAdmin(actor, 'only administrators open payout accounts');
  const [row] = await getDb()
    .select({
      accountHolder: vendorApplications.payoutAccountHolder,
      country: vendorApplications.payoutCountry,
      last4: vendorApplications.payoutLast4,
      sealed: vendorApplications.payoutDetails,
    })
    .from(vendorApplications)
    .where(and(eq(vendorApplications.userId, vendorId), eq(vendorApplications.status, 'approved')));
  const opened = row ? await openPayoutAccount(row.sealed) : null;
  if (!row || !opened) return vendorFailure('vendor-not-found');
  return { ok: true, account: { accountHolder: row.accountHolder, country: row.country, last4: row.last4, ...opened } };
}
