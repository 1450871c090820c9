import { and, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { affiliates } from '~/db/schema/affiliates';
import { orders } from '~/db/schema/orders';
import { paymentCards } from '~/db/schema/payments';
import { type Actor, requireAdmin } from '~/utils/actor';
import { fullName } from '~/utils/person-name';

/*
 * The orders' side of the affiliates' fraud signals (issue 39, decision 0094): what affiliates'
 * links sold, and cards that paid orders attributed to many affiliates. Both read orders by the
 * index on (affiliate_id, paid_at) and the payment's card by its primary key: no scan of events.
 */

/** An order that was paid and has not been refunded whole counts as a sale. */
const sold = (since: Date) => and(gte(orders.paidAt, since), ne(orders.status, 'refunded'), ne(orders.status, 'cancelled'));

/** Paid orders attributed to each of `affiliateIds` since `since` (an affiliate with none is absent). */
export async function paidOrdersByAffiliate({
  actor,
  affiliateIds,
  since,
}: {
  actor: Actor;
  affiliateIds: readonly string[];
  since: Date;
}): Promise<Map<string, number>> {
  requireAdmin(actor);
  if (affiliateIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ affiliateId: orders.affiliateId, orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(inArray(orders.affiliateId, [...affiliateIds]), sold(since)))
    .groupBy(orders.affiliateId);
  return new Map(rows.map((row) => [row.affiliateId ?? '', row.orders]));
}

/**
 * Cards (by the provider's fingerprint, payment_cards) that paid orders attributed to at least
 * `minAffiliates` different affiliates since `since`: each with its affiliates, the orders and
 * amount each one was credited with.
 */
export async function cardsAcrossAffiliates({
  actor,
  since,
  minAffiliates,
}: {
  actor: Actor;
  since: Date;
  minAffiliates: number;
}) {
  requireAdmin(actor);
  const db = getDb();
  const attributed = and(isNotNull(orders.affiliateId), sold(since));
  const byCard = and(eq(paymentCards.provider, orders.provider), eq(paymentCards.paymentId, orders.providerPaymentId));
  const flagged = db
    .select({ fingerprint: paymentCards.fingerprint })
    .from(orders)
    .innerJoin(paymentCards, byCard)
    .where(attributed)
    .groupBy(paymentCards.fingerprint)
    .having(sql`count(distinct ${orders.affiliateId}) >= ${minAffiliates}`);
  const rows = await db
    .select({
      fingerprint: paymentCards.fingerprint,
      affiliateId: affiliates.userId,
      code: affiliates.code,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
      orders: sql<number>`count(*)::int`,
      totalCents: sql<number>`sum(${orders.totalCents})::int`,
    })
    .from(orders)
    .innerJoin(paymentCards, byCard)
    .innerJoin(affiliates, eq(affiliates.userId, orders.affiliateId))
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(and(attributed, inArray(paymentCards.fingerprint, flagged)))
    .groupBy(paymentCards.fingerprint, affiliates.userId, users.id)
    .orderBy(paymentCards.fingerprint, sql`count(*) desc`)
    .limit(500);
  const cards = new Map<
    string,
    {
      fingerprint: string;
      orders: number;
      affiliates: { userId: string; code: string | null; displayName: string; orders: number; totalCents: number }[];
    }
  >();
  for (const row of rows) {
    const card = cards.get(row.fingerprint) ?? { fingerprint: row.fingerprint, orders: 0, affiliates: [] };
    card.orders += row.orders;
    card.affiliates.push({
      userId: row.affiliateId,
      code: row.code,
      displayName: fullName(row.firstName, row.lastName) || row.name || row.email,
      orders: row.orders,
      totalCents: row.totalCents,
    });
    cards.set(row.fingerprint, card);
  }
  return [...cards.values()].sort((a, b) => b.affiliates.length - a.affiliates.length || b.orders - a.orders);
}
