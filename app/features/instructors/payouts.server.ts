import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { instructorPayouts, instructorProfiles } from '~/db/schema/instructors';
import { type Actor, requireAdmin, requireSelfOrAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { fullName } from '~/utils/person-name';
import { instructorFailure } from './failures';
import { openPayoutAccount, type PayoutAccount } from './payout-seal.server';

/*
 * Where an instructor's money goes (their sealed payout account, decision 0054) and what was paid
 * to them by the transfers administrators recorded before payout runs (decision 0057). Since
 * decision 0104 instructors are paid by payout runs (features/payouts) and nothing writes
 * `instructor_payouts` any more: its rows are the history of what was paid before, and the runs'
 * balances count them as paid (`findPaidSums`), so nobody is paid twice for the same earnings.
 */

/** What the payouts pages show of an instructor: who, where their money goes, and what was paid. */
export type Payee = {
  instructorId: string;
  name: string;
  email: string;
  payout: { accountHolder: string; country: string; last4: string } | null;
  paidCents: number;
  lastPaidOn: string | null;
};

export type PaidSum = { paidCents: number; lastPaidOn: string };

/**
 * What was paid to each of `ids`, or to everyone ever paid (whose account still exists) when no
 * ids are given: the sum and the day of the last transfer. Someone never paid is not in the map.
 */
export async function findPaidSums(ids?: readonly string[], db: Executor = getDb()): Promise<Map<string, PaidSum>> {
  if (ids?.length === 0) return new Map();
  const rows = await db
    .select({
      instructorId: instructorPayouts.instructorId,
      paidCents: sql<number>`sum(${instructorPayouts.amountCents})::int`,
      lastPaidOn: sql<string>`max(${instructorPayouts.paidOn})::text`,
    })
    .from(instructorPayouts)
    .where(ids ? inArray(instructorPayouts.instructorId, [...ids]) : isNotNull(instructorPayouts.instructorId))
    .groupBy(instructorPayouts.instructorId);
  return new Map(rows.flatMap(({ instructorId, ...sum }) => (instructorId ? [[instructorId, sum] as const] : [])));
}

/** The payout account as the pages and the runs' CSV show it: holder, country and last four, never the rest. */
export type PayoutAccountShown = { accountHolder: string; country: string; last4: string };

/**
 * The payout accounts of `ids` that hold sealed details (holder, country, last four), by person;
 * someone with none is not in the map. Read by payout runs (decision 0104): an instructor without
 * an account cannot be paid by bank.
 */
export async function findPayoutAccounts(
  ids: readonly string[],
  db: Executor = getDb(),
): Promise<Map<string, PayoutAccountShown>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: instructorProfiles.userId,
      accountHolder: instructorProfiles.payoutAccountHolder,
      country: instructorProfiles.payoutCountry,
      last4: instructorProfiles.payoutLast4,
    })
    .from(instructorProfiles)
    .where(and(inArray(instructorProfiles.userId, [...ids]), isNotNull(instructorProfiles.payoutDetails)));
  return new Map(
    rows.flatMap((row) =>
      row.accountHolder && row.country
        ? [[row.id, { accountHolder: row.accountHolder, country: row.country, last4: row.last4 ?? '' }] as const]
        : [],
    ),
  );
}

/** The people `ids` names, with their payout account as it shows (holder, country, last four), by name. */
async function describePayees(ids: readonly string[], paid: Map<string, PaidSum>): Promise<Payee[]> {
  if (ids.length === 0) return [];
  const people = await getDb()
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: instructorProfiles.displayName,
      accountHolder: instructorProfiles.payoutAccountHolder,
      country: instructorProfiles.payoutCountry,
      last4: instructorProfiles.payoutLast4,
      sealed: instructorProfiles.payoutDetails,
    })
    .from(users)
    .leftJoin(instructorProfiles, eq(instructorProfiles.userId, users.id))
    .where(inArray(users.id, [...ids]));
  return people
    .map((person) => ({
      instructorId: person.id,
      name: person.displayName ?? (fullName(person.firstName, person.lastName) || person.email),
      email: person.email,
      payout:
        person.sealed && person.accountHolder && person.country
          ? { accountHolder: person.accountHolder, country: person.country, last4: person.last4 ?? '' }
          : null,
      paidCents: paid.get(person.id)?.paidCents ?? 0,
      lastPaidOn: paid.get(person.id)?.lastPaidOn ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The people among `earners`, and everyone in `paid` (what `findPaidSums` read; everyone ever paid
 * when not given): they stay on the list whatever they earn now. An erased account is left out.
 */
export async function listPayees(earners: readonly string[], paid?: Map<string, PaidSum>): Promise<Payee[]> {
  const sums = paid ?? (await findPaidSums());
  return describePayees([...new Set([...earners, ...sums.keys()])], sums);
}

/** One person as the payouts pages show them, or null when there is no such account. */
export async function findPayee(id: string): Promise<Payee | null> {
  const [payee] = await describePayees([id], await findPaidSums([id]));
  return payee ?? null;
}

/**
 * One instructor's recorded transfers (before payout runs), newest first, with who recorded each:
 * for the instructor themself or an admin, nobody else.
 */
export async function findPayoutsTo({
  actor,
  instructorId,
  limit = 100,
}: {
  actor: Actor;
  instructorId: string;
  limit?: number;
}) {
  requireSelfOrAdmin(actor, instructorId);
  const rows = await getDb()
    .select({
      id: instructorPayouts.id,
      amountCents: instructorPayouts.amountCents,
      paidOn: instructorPayouts.paidOn,
      reference: instructorPayouts.reference,
      accountLast4: instructorPayouts.accountLast4,
      note: instructorPayouts.note,
      recordedAt: instructorPayouts.createdAt,
      recorderFirst: users.firstName,
      recorderLast: users.lastName,
      recorderEmail: users.email,
    })
    .from(instructorPayouts)
    .leftJoin(users, eq(users.id, instructorPayouts.recordedBy))
    .where(eq(instructorPayouts.instructorId, instructorId))
    .orderBy(desc(instructorPayouts.paidOn), desc(instructorPayouts.createdAt))
    .limit(limit);
  return rows.map(({ recorderFirst, recorderLast, recorderEmail, recordedAt, ...row }) => ({
    ...row,
    recordedAt: recordedAt.toISOString(),
    // The administrator's account may since have been deleted.
    recordedBy: recorderEmail ? fullName(recorderFirst, recorderLast) || recorderEmail : null,
  }));
}

export type PayoutRecord = Awaited<ReturnType<typeof findPayoutsTo>>[number];

/**
 * The whole payout account, opened for an administrator about to make a transfer (anyone else is
 * refused); refused too when there is none to open.
 */
export async function revealPayoutAccount({
  actor,
  instructorId,
}: {
  actor: Actor;
  instructorId: string;
}): Promise<Result<{ account: PayoutAccount & { accountHolder: string; country: string } }, 'no-payout-details'>> {
  requireAdmin(actor, 'only administrators open payout accounts');
  const [row] = await getDb()
    .select({
      accountHolder: instructorProfiles.payoutAccountHolder,
      country: instructorProfiles.payoutCountry,
      sealed: instructorProfiles.payoutDetails,
    })
    .from(instructorProfiles)
    .where(eq(instructorProfiles.userId, instructorId));
  const opened = row?.sealed ? await openPayoutAccount(row.sealed) : null;
  if (!opened) return instructorFailure('no-payout-details');
  return { ok: true, account: { accountHolder: row?.accountHolder ?? '', country: row?.country ?? '', ...opened } };
}
