import { data, Form, Link, useNavigation } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { BookPlus, CalendarPlus, Pencil, Users, Video } from '~/components/ui/icons';
import { Money } from '~/components/ui/money';
import { ResultNotice } from '~/components/ui/result-notice';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { TextAreaField } from '~/components/ui/text-area-field';
import { TextField } from '~/components/ui/text-field';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { requireAccess } from '~/features/accounts/guard.server';
import { balanceDue } from '~/features/instructors/payouts.schema';
import { findPaidSums, findPayoutsTo } from '~/features/instructors/payouts.server';
import { CLASS_LIMITS, classFormSchema } from '~/features/learning/class-form.schema';
import { cancelClass } from '~/features/learning/classes.server';
import {
  findClassesTaughtBy,
  findCoursesTaughtBy,
  findPaidClassesTaughtBy,
  scheduleClass,
} from '~/features/learning/teaching.server';
import { countAttendance } from '~/features/live/rooms.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FieldErrors, fieldErrorsOf } from '~/utils/form-result';
import { formatDate, requestTimeZone } from '~/utils/format-date';
import { fullName } from '~/utils/person-name';
import { pathTo } from '~/utils/routes/path-to';
import { instantToZonedTime, zonedTimeToInstant } from '~/utils/zoned-time';
import type { Route } from './+types/dashboard';
import { loadEarnings } from './teaching-earnings.server';

const FIELDS = [
  'title',
  'summary',
  'description',
  'startsAt',
  'durationMinutes',
  'capacity',
  'priceCents',
  'refundCutoffHours',
] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/instructor-dashboard');
  const [classes, courses, paidClasses, seo] = await Promise.all([
    findClassesTaughtBy(user.id),
    findCoursesTaughtBy(user.id),
    findPaidClassesTaughtBy(user.id),
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

type ScheduleAnswer = {
  ok: boolean;
  intent?: 'cancel-class';
  fieldErrors?: FieldErrors;
  formError?: string;
  values?: Record<string, string>;
  classId?: string;
  /** A cancelled class: how many bookings ended with it. */
  ended?: number;
};

/** Schedule a live class, in the instructor's own time zone. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/instructor-dashboard');
  const read = await readForm(request);
  if (!read.ok) return data<ScheduleAnswer>({ ok: false, formError: 'errors.badForm' }, { status: 400 });
  if (textField(read.form, 'intent') === 'cancel-class') {
    const cancelled = await cancelClass({
      classId: textField(read.form, 'classId'),
      actorId: user.id,
      isAdmin: user.role === 'admin',
    });
    return cancelled.ok
      ? data<ScheduleAnswer>({ ok: true, intent: 'cancel-class', ended: cancelled.ended })
      : data<ScheduleAnswer>({ ok: false, intent: 'cancel-class', formError: cancelled.message }, { status: 409 });
  }
  const values = Object.fromEntries(FIELDS.map((field) => [field, String(read.form.get(field) ?? '')]));
  const parsed = classFormSchema.safeParse(values);
  if (!parsed.success)
    return data<ScheduleAnswer>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
  const startsAt = zonedTimeToInstant(parsed.data.startsAt, requestTimeZone(request));
  if (!startsAt)
    return data<ScheduleAnswer>(
      { ok: false, fieldErrors: { startsAt: 'learning.teach.errors.startsAt' }, values },
      { status: 400 },
    );
  const name = fullName(user.firstName, user.lastName) || user.email;
  const scheduled = await scheduleClass({ instructorId: user.id, instructorName: name, input: parsed.data, startsAt });
  if (!scheduled.ok)
    return data<ScheduleAnswer>(
      { ok: false, fieldErrors: { [scheduled.field ?? 'form']: scheduled.message }, values },
      { status: 400 },
    );
  return data<ScheduleAnswer>({ ok: true, classId: scheduled.classId });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

type ClassRow = Route.ComponentProps['loaderData']['upcoming'][number];

function ClassList({ classes, isPast }: { classes: (ClassRow & { attended?: number })[]; isPast: boolean }) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  return (
    <ul className="mt-4 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {classes.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
          <div className="min-w-0 flex-1">
            <Link
              to={pathTo('/coaching/classes/:classId', { classId: session.id })}
              dir="auto"
              className="font-semibold text-brand-800 underline"
            >
              {session.title}
            </Link>
            <p className="text-sm text-stone-600">
              <time dateTime={session.startsAt}>{formatWhen(session.startsAt)}</time>
              {session.status === 'cancelled' && ` · ${t('learning.classes.classCancelled')}`}
            </p>
          </div>
          <p className="inline-flex items-center gap-1.5 text-sm text-stone-700">
            <Users aria-hidden className="size-4" />
            {isPast
              ? t('learning.teach.attended', { count: session.attended ?? 0, booked: session.seatsTaken })
              : t('learning.teach.seats', { taken: session.seatsTaken, capacity: session.capacity, waiting: session.waiting })}
          </p>
          {!isPast && session.status === 'scheduled' && (
            <Link to={pathTo('/video-session/:sessionId', { sessionId: session.id })} className={buttonClass('secondary', 'sm')}>
              <Video aria-hidden className="size-4" />
              {t('learning.teach.room')}
            </Link>
          )}
          {!isPast && session.status === 'scheduled' && new Date(session.startsAt).getTime() > Date.now() && (
            <details className="basis-full text-sm">
              <summary className="cursor-pointer font-semibold text-red-800">{t('learning.teach.cancelClass')}</summary>
              <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
                <input type="hidden" name="intent" value="cancel-class" />
                <input type="hidden" name="classId" value={session.id} />
                <p className="min-w-0 flex-1 text-stone-700">{t('learning.teach.cancelClassWarning')}</p>
                <button type="submit" className={buttonClass('danger', 'sm')}>
                  {t('learning.teach.cancelClassConfirm')}
                </button>
              </Form>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What the instructor's courses earned: per course, then the total, with how it is worked out. */
function EarningsSection({
  earnings,
  payouts,
}: {
  earnings: Route.ComponentProps['loaderData']['earnings'];
  payouts: Route.ComponentProps['loaderData']['payouts'];
}) {
  const { t } = useTranslation();
  const { rows, total, sharePercent, reliefPercent } = earnings;
  const th = 'px-4 py-3 font-semibold';
  const td = 'px-4 py-3 text-end tabular-nums';
  return (
    <section aria-labelledby="my-earnings" className="mt-10">
      <h2 id="my-earnings" className="font-serif text-2xl font-bold text-stone-900">
        {t('learning.earnings.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-stone-700">{t('learning.earnings.howWorkedOut', { sharePercent, reliefPercent })}</p>
      {rows.length === 0 ? (
        <p className="mt-3 text-stone-700">{t('learning.earnings.none')}</p>
      ) : (
        <ScrollRegion label={t('learning.earnings.tableLabel')} className="mt-4 rounded-2xl border border-stone-200 bg-white">
          <table className="w-full min-w-[36rem] text-sm">
            <thead className="bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className={`${th} text-start`}>
                  {t('learning.earnings.course')}
                </th>
                <th scope="col" className={`${th} text-end`}>
                  {t('learning.earnings.orders')}
                </th>
                <th scope="col" className={`${th} text-end`}>
                  {t('learning.earnings.net')}
                </th>
                <th scope="col" className={`${th} text-end`}>
                  {t('learning.earnings.relief')}
                </th>
                <th scope="col" className={`${th} text-end`}>
                  {t('learning.earnings.share')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" dir="auto" className="px-4 py-3 text-start font-semibold text-stone-900">
                    {row.title}
                    {row.kind === 'class' && (
                      <span className="block text-xs font-normal text-stone-600">{t('learning.earnings.liveClass')}</span>
                    )}
                  </th>
                  <td className={td}>{row.orderCount}</td>
                  <td className={td}>
                    <Money cents={row.netCents} />
                    {row.refundedCents > 0 && (
                      <span className="block text-xs text-stone-600">
                        {t('learning.earnings.refunded')} <Money cents={row.refundedCents} />
                      </span>
                    )}
                  </td>
                  <td className={td}>
                    <Money cents={row.reliefCents} />
                  </td>
                  <td className={`${td} font-semibold text-stone-900`}>
                    <Money cents={row.shareCents} />
                  </td>
                </tr>
              ))}
            </tbody>
            {rows.length > 1 && (
              <tfoot className="border-t-2 border-stone-200 font-semibold text-stone-900">
                <tr>
                  <th scope="row" colSpan={2} className="px-4 py-3 text-start">
                    {t('learning.earnings.total')}
                  </th>
                  <td className={td}>
                    <Money cents={total.netCents} />
                  </td>
                  <td className={td}>
                    <Money cents={total.reliefCents} />
                  </td>
                  <td className={td}>
                    <Money cents={total.shareCents} />
                  </td>
                </tr>
              </tfoot>
            )}
          </table>
        </ScrollRegion>
      )}
      <PayoutsReceived payouts={payouts} />
    </section>
  );
}

/** What was paid out to the instructor, and what is still due (decision 0057). */
function PayoutsReceived({ payouts }: { payouts: Route.ComponentProps['loaderData']['payouts'] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="mt-6">
      <h3 className="font-serif text-xl font-bold text-stone-900">{t('learning.earnings.payoutsTitle')}</h3>
      <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="text-sm text-stone-600">{t('learning.earnings.paidOut')}</dt>
          <dd className="text-lg font-semibold tabular-nums text-stone-900">
            <Money cents={payouts.paidCents} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">{t('learning.earnings.stillDue')}</dt>
          <dd className="text-lg font-semibold tabular-nums text-stone-900">
            <Money cents={Math.max(0, payouts.dueCents)} />
          </dd>
        </div>
      </dl>
      {payouts.recent.length === 0 ? (
        <p className="mt-3 max-w-3xl text-stone-700">{t('learning.earnings.payoutsNone')}</p>
      ) : (
        <ScrollRegion label={t('learning.earnings.payoutsLabel')} className="mt-3 rounded-2xl border border-stone-200 bg-white">
          <table className="w-full min-w-[28rem] text-sm">
            <thead className="bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('learning.earnings.payoutDate')}
                </th>
                <th scope="col" className="px-4 py-3 text-end font-semibold">
                  {t('learning.earnings.payoutAmount')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('learning.earnings.payoutReference')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {payouts.recent.map((payout) => (
                <tr key={payout.id}>
                  <td className="px-4 py-3">{formatDate(payout.paidOn, i18n.language)}</td>
                  <td className="px-4 py-3 text-end tabular-nums">
                    <Money cents={payout.amountCents} />
                  </td>
                  <td className="px-4 py-3" dir="auto">
                    {payout.reference}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}

export default function InstructorDashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { upcoming, past, courses, timeZone } = loaderData;
  const failed = actionData && !actionData.ok && actionData.intent !== 'cancel-class' ? actionData : null;
  const cancelAnswer = actionData?.intent === 'cancel-class' ? actionData : null;
  const values = failed?.values ?? {};
  const error = (field: string) => {
    const key = failed?.fieldErrors?.[field];
    const limits: Record<string, number> = CLASS_LIMITS[field as keyof typeof CLASS_LIMITS] ?? {};
    return key ? t(key, limits) : undefined;
  };
  return (
    <AreaPage pageKey="instructor-dashboard" area="instructors">
      <section aria-labelledby="my-classes" className="mt-8">
        <h2 id="my-classes" className="font-serif text-2xl font-bold text-stone-900">
          {t('learning.teach.classes')}
        </h2>
        {actionData?.ok && !cancelAnswer && (
          <p role="status" className="mt-3 rounded-xl bg-brand-50 p-3 font-semibold text-brand-900">
            {t('learning.teach.scheduled')}
          </p>
        )}
        {cancelAnswer && (
          <ResultNotice
            ok={cancelAnswer.ok}
            message={
              cancelAnswer.ok
                ? t('learning.teach.classCancelledDone', { count: cancelAnswer.ended ?? 0 })
                : t(cancelAnswer.formError ?? 'errors.badForm')
            }
            className="mt-3"
          />
        )}
        {upcoming.length === 0 ? (
          <p className="mt-3 text-stone-700">{t('learning.teach.noClasses')}</p>
        ) : (
          <ClassList classes={upcoming} isPast={false} />
        )}
        <details open={Boolean(failed)} className="mt-6 rounded-2xl border border-stone-200 bg-white p-5">
          <summary className="inline-flex cursor-pointer items-center gap-2 font-semibold text-brand-800">
            <CalendarPlus aria-hidden className="size-5" />
            {t('learning.teach.schedule')}
          </summary>
          <Form method="post" className="mt-4 grid max-w-2xl gap-4 sm:grid-cols-2" noValidate>
            <TextField
              className="sm:col-span-2"
              label={t('learning.teach.title')}
              name="title"
              maxLength={CLASS_LIMITS.title.max}
              defaultValue={values.title}
              error={error('title')}
              dir="auto"
            />
            <TextField
              className="sm:col-span-2"
              label={t('learning.teach.summary')}
              hint={t('learning.teach.summaryHint')}
              name="summary"
              maxLength={CLASS_LIMITS.summary.max}
              defaultValue={values.summary}
              error={error('summary')}
              dir="auto"
            />
            <TextAreaField
              className="sm:col-span-2"
              label={t('learning.teach.description')}
              hint={t('learning.teach.descriptionHint')}
              error={error('description')}
              name="description"
              rows={5}
              maxLength={CLASS_LIMITS.description.max}
              defaultValue={values.description}
              dir="auto"
            />
            <TextField
              label={t('learning.teach.startsAt')}
              hint={t('learning.teach.startsAtHint', { zone: timeZone })}
              name="startsAt"
              type="datetime-local"
              defaultValue={values.startsAt ?? loaderData.suggestedStart}
              error={error('startsAt')}
            />
            <TextField
              label={t('learning.teach.duration')}
              name="durationMinutes"
              type="number"
              inputMode="numeric"
              min={CLASS_LIMITS.duration.min}
              max={CLASS_LIMITS.duration.max}
              step={5}
              defaultValue={values.durationMinutes ?? '60'}
              error={error('durationMinutes')}
            />
            <TextField
              label={t('learning.teach.capacity')}
              hint={t('learning.teach.capacityHint')}
              name="capacity"
              type="number"
              inputMode="numeric"
              min={CLASS_LIMITS.capacity.min}
              max={CLASS_LIMITS.capacity.max}
              defaultValue={values.capacity ?? '8'}
              error={error('capacity')}
            />
            <TextField
              label={t('learning.teach.price')}
              hint={t('learning.teach.priceHint')}
              name="priceCents"
              inputMode="decimal"
              defaultValue={values.priceCents ?? ''}
              error={error('priceCents')}
            />
            <TextField
              label={t('learning.teach.refundCutoff')}
              hint={t('learning.teach.refundCutoffHint')}
              name="refundCutoffHours"
              type="number"
              inputMode="numeric"
              min={CLASS_LIMITS.refundCutoffHours.min}
              max={CLASS_LIMITS.refundCutoffHours.max}
              defaultValue={values.refundCutoffHours ?? '24'}
              error={error('refundCutoffHours')}
            />
            <div className="sm:col-span-2">
              <button type="submit" className={buttonClass('primary', 'md')} disabled={navigation.state !== 'idle'}>
                {t('learning.teach.scheduleButton')}
              </button>
            </div>
          </Form>
        </details>
        {past.length > 0 && (
          <>
            <h3 className="mt-8 font-serif text-xl font-bold text-stone-900">{t('learning.teach.pastClasses')}</h3>
            <ClassList classes={past} isPast />
          </>
        )}
      </section>
      <section aria-labelledby="my-courses" className="mt-10">
        <h2 id="my-courses" className="font-serif text-2xl font-bold text-stone-900">
          {t('learning.teach.courses')}
        </h2>
        {courses.length === 0 ? (
          <p className="mt-3 text-stone-700">{t('learning.teach.noCourses')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
            {courses.map((course) => (
              <li key={course.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
                <div className="min-w-0 flex-1">
                  {course.status === 'published' ? (
                    <Link
                      to={pathTo('/courses/:slug', { slug: course.slug })}
                      dir="auto"
                      className="font-semibold text-brand-800 underline"
                    >
                      {course.title}
                    </Link>
                  ) : (
                    <span dir="auto" className="font-semibold text-stone-900">
                      {course.title}
                    </span>
                  )}
                  <p className="text-sm text-stone-700">
                    <Link
                      to={pathTo('/instructor-dashboard/courses/:courseId/learners', { courseId: course.id })}
                      className="underline"
                    >
                      {t('learning.teach.learners', { count: course.learners, finished: course.finished })}
                    </Link>
                    {course.status !== 'published' && ` · ${t(`learning.teach.courseStatus.${course.status}`)}`}
                  </p>
                </div>
                <Link
                  to={pathTo('/instructor-dashboard/courses/:courseId', { courseId: course.id })}
                  className={buttonClass('secondary', 'sm')}
                  aria-label={t('learning.authoring.editCourseNamed', { title: course.title })}
                >
                  <Pencil aria-hidden className="size-4" />
                  {t('learning.authoring.editCourse')}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link to={pathTo('/instructor-dashboard/courses/new')} className={buttonClass('primary', 'md', 'mt-4')}>
          <BookPlus aria-hidden className="size-4" />
          {t('learning.authoring.newCourse')}
        </Link>
      </section>
      <EarningsSection earnings={loaderData.earnings} payouts={loaderData.payouts} />
    </AreaPage>
  );
}
