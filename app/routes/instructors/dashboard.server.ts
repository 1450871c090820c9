import type { SessionUser } from '~/features/accounts/guard.server';
import { balanceDue } from '~/features/instructors/payouts.schema';
import { findPaidSums, findPayoutsTo } from '~/features/instructors/payouts.server';
import { findClassesTaughtBy, findCoursesTaughtBy, findPaidClassesTaughtBy } from '~/features/learning/teaching.server';
import { countAttendance } from '~/features/live/rooms.server';
import { pageSeo } from '~/features/seo/seo.server';
import { requestTimeZone } from '~/utils/format-date';
import { instantToZonedTime } from '~/utils/zoned-time';
import { loadEarnings } from './teaching-earnings.server';

/**
 * The instructor dashboard's page read: the instructor's classes (with attendance for past
 * ones), courses, earnings and payouts. It composes four features (learning, live, instructors
 * and the earnings beside this route), so it lives beside the route, not in one of them.
 */
export async function loadInstructorDashboard(request: Request, user: SessionUser) {
  const [classes, courses, paidClasses, seo] = await Promise.all([
    findClassesTaughtBy({ actor: user }),
    findCoursesTaughtBy({ actor: user }),
    findPaidClassesTaughtBy({ actor: user }),
    pageSeo(request, { path: '/instructor-dashboard', pageKey: 'instructor-dashboard', noindex: true }),
  ]);
  const [attendance, earnings, paid, payouts] = await Promise.all([
    countAttendance(
      classes.past.map((session) => session.id),
      { except: user.id },
    ),
    loadEarnings([...courses, ...paidClasses.map((session) => ({ ...session, kind: 'class' as const }))]),
    findPaidSums([user.id]),
    findPayoutsTo(user.id, 24),
  ]);
  const paidCents = paid.get(user.id)?.paidCents ?? 0;
  const timeZone = requestTimeZone(request);
  const serialise = (session: (typeof classes.upcoming)[number]) => ({ ...session, startsAt: session.startsAt.toISOString() });
  return {
    upcoming: classes.upcoming.map(serialise),
    past: classes.past.map((session) => ({ ...serialise(session), attended: attendance.get(session.id) ?? 0 })),
    courses: courses.map(({ productId: _, ...course }) => course),
    earnings,
    // What was paid and when; not who recorded it or their notes, which are the administrators'.
    payouts: {
      paidCents,
      dueCents: balanceDue(earnings.total.shareCents, paidCents),
      recent: payouts.map(({ id, amountCents, paidOn, reference }) => ({ id, amountCents, paidOn, reference })),
    },
    timeZone,
    // A week from now at 18:00 in the instructor's zone: a sensible first suggestion.
    suggestedStart: `${instantToZonedTime(new Date(Date.now() + 7 * 86_400_000), timeZone).slice(0, 10)}T18:00`,
    seo,
  };
}

export type InstructorDashboard = Awaited<ReturnType<typeof loadInstructorDashboard>>;
