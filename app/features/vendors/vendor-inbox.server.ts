import { asc, count, desc, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { vendorCertificates, vendorMessages, vendorProfiles } from '~/db/schema/vendors';
import { wholeColumn } from '~/db/whole-column';
import { type Actor, requireAdmin } from '~/utils/actor';
import { pageCountOf } from '~/utils/pagination';

/*
 * The administrators' list of vendors' stores (/admin/vendors/stores, decision 0102): each store
 * with the replies from its vendor nobody on the team has read, its latest message and the
 * renewed certificates waiting for a decision, the stores that need someone first.
 */

export const VENDOR_STORES_PER_PAGE = 25;

/** Stores with unread replies first, then those with renewals waiting, then by latest message and name. */
export async function listVendorStores({ actor, page }: { actor: Actor; page: number }, db: Executor = getDb()) {
  requireAdmin(actor, 'only administrators list vendors’ stores');
  // Correlated counts, each served by a partial index (vendor_messages_unread_idx, vendor_certificates_pending_idx).
  const storeId = wholeColumn(vendorProfiles.userId);
  const unreadReplies = sql<number>`(select count(*)::int from ${vendorMessages} m
    where m.vendor_id = ${storeId} and m.author = 'vendor' and m.read_at is null)`;
  const lastMessageAt = sql<string | null>`(select max(m.created_at) from ${vendorMessages} m
    where m.vendor_id = ${storeId})`;
  const pendingRenewals = sql<number>`(select count(*)::int from ${vendorCertificates} c
    where c.user_id = ${storeId} and c.review_state = 'pending' and c.application_id is null)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        vendorId: vendorProfiles.userId,
        storeName: vendorProfiles.storeName,
        status: vendorProfiles.status,
        unreadReplies,
        pendingRenewals,
        lastMessageAt,
      })
      .from(vendorProfiles)
      .orderBy(
        desc(unreadReplies),
        desc(pendingRenewals),
        sql`${lastMessageAt} desc nulls last`,
        asc(vendorProfiles.storeName),
        asc(vendorProfiles.userId),
      )
      .limit(VENDOR_STORES_PER_PAGE)
      .offset((page - 1) * VENDOR_STORES_PER_PAGE),
    db.select({ count: count() }).from(vendorProfiles),
  ]);
  const totalStores = Number(total?.count ?? 0);
  return {
    stores: rows.map((row) => ({
      ...row,
      // A correlated max() comes back as text on some drivers: one shape for the page.
      lastMessageAt: row.lastMessageAt ? new Date(row.lastMessageAt).toISOString() : null,
    })),
    total: totalStores,
    pageCount: pageCountOf(totalStores, VENDOR_STORES_PER_PAGE),
  };
}
