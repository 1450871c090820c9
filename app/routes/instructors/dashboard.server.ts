import type { SessionUser } from '~/features/accounts/guard.server';
import { findPayoutsTo } from '~/features/instructors/payouts.server';
import { findClassesTaughtBy, findCoursesTaughtBy } from '~/features/learning/teaching.server';
import { partyEarnings } from '~/features/ledger/party-earnings.server';
import { countAttendance } from '~/features/live/rooms.server';
import { partyPayouts } from '~/features/payouts/party-payouts.server';
import { pageSeo } from '~/features/seo/seo.server';
import { getEnv } from '~/utils/env.server';
import { requestTimeZone } from '~/utils/format-date';
import { instantToZonedTime } from '~/utils/zoned-time';
import { earningRates } from './teaching-earnings.server';

/**
 * The instructor dashboard's page read: the instructor's classes (with attendance for past
 * ones), courses, earnings and payouts. It composes five features (learning, live, the ledger,
 * payouts and instructors), so it lives beside the route, not in one of them.
 *
 * Earnings are the money ledger's (decision 0104): the instructor's entries as its roll-up holds
 * them, refunds already taken in proportion, month by month; payouts are the runs' and the
 * transfers recorded before runs, worked out as the vendors' dashboard works them out.
 */
export async function loadInstructorDashboard(request: Request, user: SessionUser) {
  const refundWindowDays = getEnv().REFUND_WINDOW_DAYS;
  const [classes, courses, seo, earnings] = await Promise.all([
    findClassesTaughtBy({ actor: user }),
    findCoursesTaughtBy({ actor: user }),
    pageSeo(request, { path: '/instructor-dashboard', pageKey: 'instructor-dashboard', noindex: true }),
    partyEarnings({ account: 'instructor', partyId: user.id, refundWindowDays }),
  ]);
  const [attendance, payouts, recorded] = await Promise.all([
    countAttendance(
      classes.past.map((session) => session.id),
      { except: user.id },
    ),
    partyPayouts({ actor: user, account: 'instructor', earnings }),
    findPayoutsTo({ actor: user, instructorId: user.id, limit: 24 }),
  ]);
  const timeZone = requestTimeZone(request);
  const serialise = (session: (typeof classes.upcoming)[number]) => ({ ...session, startsAt: session.startsAt.toISOString() });
  return {
    upcoming: classes.upcoming.map(serialise),
    past: classes.past.map((session) => ({ ...serialise(session), attended: attendance.get(session.id) ?? 0 })),
    courses: courses.map(({ productId: _, ...course }) => course),
    earnings: { orders: earnings.orders, months: earnings.months, ...earningRates() },
    payouts,
    refundWindowDays,
    // Transfers recorded before payout runs: what was paid and when; not who recorded it or their
    // notes, which are the administrators'.
    recorded: recorded.map(({ id, amountCents, paidOn, reference }) => ({ id, amountCents, paidOn, reference })),
    timeZone,
    // A week from now at 18:00 in the instructor's zone: a sensible first suggestion.
    suggestedStart: `${instantToZonedTime(new Date(Date.now() + 7 * 86_400_000), timeZone).slice(0, 10)}T18:00`,
    seo,
  };
}

export type InstructorDashboard = Awaited<ReturnType<typeof loadInstructorDashboard>>;
