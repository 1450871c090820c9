import type { SortState } from '~/components/ui/data-table-params';

/*
 * What the administration's list of members (/creator-hub/user-oversight, decision 0111) sorts
 * and narrows by, shared by its loader (members.server.ts) and its view.
 */

/** The columns the list sorts by: the allow-list the address is read against (decision 0068). */
export const MEMBER_SORT_KEYS = ['name', 'joined'] as const;
export type MemberSortKey = (typeof MEMBER_SORT_KEYS)[number];
export const MEMBER_DEFAULT_SORT: SortState<MemberSortKey> = { key: 'joined', dir: 'desc' };

/** The roles the list narrows to: every role but `user`, which every account has. */
export const MEMBER_ROLE_FILTERS = ['admin', 'instructor', 'student', 'vendor', 'affiliate'] as const;
export type MemberRoleFilter = (typeof MEMBER_ROLE_FILTERS)[number];
