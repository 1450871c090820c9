import { type AnyColumn, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { readPage, readSort, type SortState } from '~/components/ui/data-table-params';
import { getDb } from '~/db/client.server';
import { isUniqueViolation } from '~/db/errors';
import { users } from '~/db/schema/accounts';
import { products } from '~/db/schema/catalog';
import { discountCodes } from '~/db/schema/discounts';
import { findApprovedByCode } from '~/features/affiliates/affiliates.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import type { DiscountCodeInput } from './code.schema';
import { discountFailure } from './failures';

/*
 * The admins' discount codes (issue 39): create one, switch one off or on again, and list them
 * with how often each was used. Admins only, checked here as well as by the route. A code is
 * never edited once made: what it promised is what the orders that used it were charged; a
 * different offer is a new code.
 */

export async function createDiscountCode({
  actor,
  input,
}: {
  actor: Actor;
  input: DiscountCodeInput;
}): Promise<Result<{ id: string }, 'code-taken' | 'unknown-affiliate' | 'unknown-products'>> {
  requireAdmin(actor);
  const db = getDb();
  let affiliateId: string | null = null;
  if (input.affiliateCode) {
    const affiliate = await findApprovedByCode(input.affiliateCode);
    if (!affiliate) return discountFailure('unknown-affiliate');
    affiliateId = affiliate.userId;
  }
  let productIds: string[] = [];
  if (input.productHandles.length > 0) {
    const found = await db
      .select({ id: products.id, handle: products.handle })
      .from(products)
      .where(inArray(products.handle, input.productHandles));
    const missing = input.productHandles.filter((handle) => !found.some((row) => row.handle === handle));
    if (missing.length > 0) return discountFailure('unknown-products', { vars: { handles: missing.join(', ') } });
    productIds = found.map((row) => row.id);
  }
  try {
    const [created] = await db
      .insert(discountCodes)
      .values({
        code: input.code,
        note: input.note,
        kind: input.kind,
        percentOff: input.percentOff,
        amountOffCents: input.amountOffCents,
        minimumOrderCents: input.minimumOrderCents,
        ...(input.startsAt ? { startsAt: input.startsAt } : {}),
        endsAt: input.endsAt,
        totalLimit: input.totalLimit,
        perPersonLimit: input.perPersonLimit,
        productIds,
        categories: input.categories,
        affiliateId,
        createdBy: actor.id,
      })
      .returning({ id: discountCodes.id });
    if (!created) throw new Error('discount code insert returned nothing');
    return { ok: true, id: created.id };
  } catch (error) {
    if (isUniqueViolation(error)) return discountFailure('code-taken');
    throw error;
  }
}

/** Switches a code off (it stops applying at once; orders that used it keep it) or on again. */
export async function setDiscountCodeArchived({
  actor,
  codeId,
  archived,
}: {
  actor: Actor;
  codeId: string;
  archived: boolean;
}): Promise<Result<object, 'not-found'>> {
  requireAdmin(actor);
  if (!isUuid(codeId)) return discountFailure('not-found');
  const [row] = await getDb()
    .update(discountCodes)
    .set({ archivedAt: archived ? sql`coalesce(${discountCodes.archivedAt}, now())` : null })
    .where(eq(discountCodes.id, codeId))
    .returning({ id: discountCodes.id });
  return row ? { ok: true } : discountFailure('not-found');
}

/** Every code, newest first, with its uses and the affiliate it belongs to. */
export const DISCOUNT_CODES_PAGE_SIZE = 25;

/** The columns /admin/discounts sorts by: the allow-list the address is read against (decision 0068). */
export const DISCOUNT_SORT_KEYS = ['code', 'starts', 'used', 'created'] as const;
export type DiscountSortKey = (typeof DISCOUNT_SORT_KEYS)[number];
export const DISCOUNT_DEFAULT_SORT: SortState<DiscountSortKey> = { key: 'created', dir: 'desc' };

const DISCOUNT_SORT_COLUMNS = {
  code: discountCodes.code,
  starts: discountCodes.startsAt,
  used: discountCodes.timesUsed,
  created: discountCodes.createdAt,
} satisfies Record<DiscountSortKey, AnyColumn>;

/** The list's order and page, from its address. */
export function readDiscountQuery(params: URLSearchParams) {
  return { sort: readSort(params, DISCOUNT_SORT_KEYS, DISCOUNT_DEFAULT_SORT), page: readPage(params) };
}

/** A page of the codes in the order asked for, with how many there are. */
export async function listDiscountCodes({
  actor,
  sort = DISCOUNT_DEFAULT_SORT,
  page = 1,
  pageSize = DISCOUNT_CODES_PAGE_SIZE,
}: {
  actor: Actor;
  sort?: SortState<DiscountSortKey>;
  page?: number;
  pageSize?: number;
}) {
  requireAdmin(actor);
  const db = getDb();
  // The key was checked against the allow-list; the lookup is a second guard, never SQL text.
  const column = DISCOUNT_SORT_COLUMNS[sort.key] ?? discountCodes.createdAt;
  const direction = sort.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: discountCodes.id,
        code: discountCodes.code,
        note: discountCodes.note,
        kind: discountCodes.kind,
        percentOff: discountCodes.percentOff,
        amountOffCents: discountCodes.amountOffCents,
        minimumOrderCents: discountCodes.minimumOrderCents,
        startsAt: discountCodes.startsAt,
        endsAt: discountCodes.endsAt,
        totalLimit: discountCodes.totalLimit,
        perPersonLimit: discountCodes.perPersonLimit,
        timesUsed: discountCodes.timesUsed,
        productCount: sql<number>`cardinality(${discountCodes.productIds})`,
        categories: discountCodes.categories,
        archivedAt: discountCodes.archivedAt,
        affiliateName: users.name,
      })
      .from(discountCodes)
      .leftJoin(users, eq(users.id, discountCodes.affiliateId))
      // The id breaks ties, so a row cannot move between pages.
      .orderBy(direction(column), desc(discountCodes.createdAt), desc(discountCodes.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(discountCodes),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type DiscountCodeRow = Awaited<ReturnType<typeof listDiscountCodes>>['rows'][number];
