import { desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import { instructorPayouts, instructorProfiles } from '~/db/schema/instructors';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Failure, Result } from '~/utils/failure';
import { fullName } from '~/utils/person-name';
import { instructorFailure } from './failures';
import { openPayoutAccount, type PayoutAccount } from './payout-seal.server';
import { balanceDue, type PayoutFormInput } from './payouts.schema';

/*
 * Money paid to instructors (decision 0057). An administrator pays an instructor's share by bank
 * transfer from the sealed payout details and records it here; what is still due is the share
 * earned (worked out from orders by the route that composes this) less what was recorded.
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

/** The instructors among `earners`, and everyone ever paid: they stay on the list whatever they earn now. */
export async function listPayees(earners: readonly string[]): Promise<Payee[]> {
  const paid = await findPaidSums();
  return describePayees([...new Set([...earners, ...paid.keys()])], paid);
}

/** One person as the payouts pages show them, or null when there is no such account. */
export async function findPayee(id: string): Promise<Payee | null> {
  const [payee] = await describePayees([id], await findPaidSums([id]));
  return payee ?? null;
}

/** One instructor's payouts, newest first, with who recorded each. */
export async function findPayoutsTo(instructorId: string, limit = 100) {
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
 * An administrator records a transfer to the instructor (anyone else is refused), who must have
 * readable payout details, for no more than is due: the share earned (`earnedCents`, worked out
 * by the caller) less what was already recorded. The instructor's profile row is locked while the
 * sum is read and the payout written, so two administrators recording at once cannot both pay the
 * same balance. A refusal over the balance says what is due, for its message.
 */
export async function recordPayout(input: {
  actor: Actor;
  instructorId: string;
  earnedCents: number;
  payout: PayoutFormInput;
}): Promise<
  Result<{ dueCents: number }, 'no-payout-details'> | (Failure<'more-than-due' | 'nothing-due'> & { dueCents: number })
> {
  requireAdmin(input.actor, 'only administrators record payouts');
  return getDb().transaction(async (tx) => {
    const [profile] = await tx
      .select({ sealed: instructorProfiles.payoutDetails, last4: instructorProfiles.payoutLast4 })
      .from(instructorProfiles)
      .where(eq(instructorProfiles.userId, input.instructorId))
      .for('update');
    if (!profile?.sealed || (await openPayoutAccount(profile.sealed)) === null) return instructorFailure('no-payout-details');
    const paid = (await findPaidSums([input.instructorId], tx)).get(input.instructorId)?.paidCents ?? 0;
    const due = balanceDue(input.earnedCents, paid);
    if (input.payout.amount > due)
      return { ...instructorFailure(due > 0 ? 'more-than-due' : 'nothing-due'), dueCents: Math.max(0, due) };
    await tx.insert(instructorPayouts).values({
      instructorId: input.instructorId,
      amountCents: input.payout.amount,
      paidOn: input.payout.paidOn,
      reference: input.payout.reference,
      note: input.payout.note,
      accountLast4: profile.last4,
      recordedBy: input.actor.id,
    });
    return { ok: true, dueCents: due - input.payout.amount } as const;
  });
}

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
