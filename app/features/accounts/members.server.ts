import { type AnyColumn, and, asc, count, desc, eq, ilike, max, or, type SQL, sql } from 'drizzle-orm';
import { readPage, readSort } from '~/components/ui/data-table-params';
import { getDb } from '~/db/client.server';
import { containsPattern } from '~/db/like-pattern';
import { type ROLES, sessions, userRoles, users } from '~/db/schema/accounts';
import { wholeColumn } from '~/db/whole-column';
import { type Actor, requireAdmin } from '~/utils/actor';
import { pageCountOf } from '~/utils/pagination';
import {
  MEMBER_DEFAULT_SORT,
  MEMBER_ROLE_FILTERS,
  MEMBER_SORT_KEYS,
  type MemberRoleFilter,
  type MemberSortKey,
} from './member-query';
import { type EffectiveRole, resolveRole } from './roles.server';

/*
 * Members as the administration looks them up (/creator-hub/user-oversight, decision 0111): every
 * account, searched by name, email or mobile number and narrowed to a role, and one account's
 * facts. Admins only, in the operation as well as the route. Read only; what an admin may change
 * is member-admin.server.ts.
 */

export const MEMBERS_PAGE_SIZE = 25;

const MEMBER_SORT_COLUMNS = { name: users.name, joined: users.createdAt } satisfies Record<MemberSortKey, AnyColumn>;

// Every filter is a role of the schema's (a role added there and not here is simply not offered).
MEMBER_ROLE_FILTERS satisfies readonly Exclude<(typeof ROLES)[number], 'user'>[];

const isRoleFilter = (value: string): value is MemberRoleFilter => (MEMBER_ROLE_FILTERS as readonly string[]).includes(value);

/** The list's search, role, order and page from its address; an unknown role is no filter. */
export function readMemberQuery(params: URLSearchParams) {
  const role = params.get('role') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    role: isRoleFilter(role) ? role : null,
    sort: readSort(params, MEMBER_SORT_KEYS, MEMBER_DEFAULT_SORT),
    page: readPage(params),
  };
}

export type MemberQuery = ReturnType<typeof readMemberQuery>;

const accountId = wholeColumn(users.id);
/** The account's role records, in a fixed order, as one array column. */
const rolesOf = sql<string[]>`coalesce((select array_agg(r.role::text order by r.role::text) from user_roles r
  where r.user_id = ${accountId}), '{}')`;
/** When the account last used one of its sessions (null when it has none). */
const lastActiveOf = sql<Date | string | null>`(select max(s.updated_at) from sessions s where s.user_id = ${accountId})`;

function memberWhere({ q, role }: Pick<MemberQuery, 'q' | 'role'>): SQL | undefined {
  return and(
    q
      ? or(
          ilike(users.name, containsPattern(q)),
          ilike(users.email, containsPattern(q)),
          ilike(users.mobileNumber, containsPattern(q)),
        )
      : undefined,
    role
      ? sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${role})`
      : undefined,
  );
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** A page of accounts with their roles and when they were last active; two statements whatever the page. */
export async function listMembers({ actor, q, role, sort, page }: MemberQuery & { actor: Actor }) {
  requireAdmin(actor, 'only admins look up members');
  const where = memberWhere({ q, role });
  // The key was checked against the allow-list; the lookup is a second guard, never SQL text.
  const column = MEMBER_SORT_COLUMNS[sort.key] ?? users.createdAt;
  const direction = sort.dir === 'asc' ? asc : desc;
  const db = getDb();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
      roles: rolesOf,
      lastActiveAt: lastActiveOf,
    })
    .from(users)
    .where(where)
    .orderBy(direction(column), desc(users.id))
    .limit(MEMBERS_PAGE_SIZE)
    .offset((page - 1) * MEMBERS_PAGE_SIZE);
  const [totals] = await db.select({ total: count() }).from(users).where(where);
  const total = totals?.total ?? 0;
  return {
    members: rows.map((row) => ({ ...row, role: resolveRole(row.roles), lastActiveAt: asDate(row.lastActiveAt) })),
    total,
    pageCount: pageCountOf(total, MEMBERS_PAGE_SIZE),
  };
}

export type MemberSummary = Awaited<ReturnType<typeof listMembers>>['members'][number];

/** One account as its page shows it: the facts, the role records and its sessions that have not ended; null when there is none. */
export async function findMember({ actor, userId }: { actor: Actor; userId: string }) {
  requireAdmin(actor, 'only admins look up members');
  const db = getDb();
  const [member] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      mobileNumber: users.mobileNumber,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
      roles: rolesOf,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) return null;
  const [live] = await db
    .select({ count: count(), lastActiveAt: max(sessions.updatedAt) })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`));
  const role: EffectiveRole = resolveRole(member.roles);
  return { ...member, role, sessions: live?.count ?? 0, lastActiveAt: live?.lastActiveAt ?? null };
}

export type MemberDetail = NonNullable<Awaited<ReturnType<typeof findMember>>>;
