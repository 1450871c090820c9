import { Form, Link, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ContentHtml } from '~/components/ui/content-html';
import { CalendarPlus, Clock, Users, Video } from '~/components/ui/icons';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { SeatsLeft } from '~/features/learning/components/class-card';
import { CoursePrice, Duration } from '~/features/learning/components/course-facts';
import { useTranslation } from '~/i18n/use-translation';
import { formatPrice } from '~/utils/money';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/class';
import { CancelSeatConfirm } from './cancel-seat-confirm';
import type { ClassPageData } from './class-page.server';

/** A live class's page: what it is, when, with whom, and booking, the waiting list or cancelling. */
export function ClassView({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const navigation = useNavigation();
  const { session } = loaderData;
  const busy = navigation.state !== 'idle';
  const cancelled = session.status === 'cancelled';
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <nav aria-label={t('learning.breadcrumb')} className="text-sm">
        <Link to="/coaching" className="font-semibold text-brand-800 underline">
          {t('pages.coaching.title')}
        </Link>
      </nav>
      <h1 dir="auto" className="mt-4 font-serif text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
        {session.title}
      </h1>
      <p dir="auto" className="mt-3 text-lg leading-8 text-stone-600">
        {session.summary}
      </p>
      <ul className="mt-4 space-y-2 text-stone-800">
        <li className="inline-flex items-center gap-2 font-semibold text-brand-800">
          <Clock aria-hidden className="size-5" />
          <time dateTime={session.startsAt}>{formatWhen(session.startsAt)}</time>
          <span className="font-normal text-stone-700">
            (<Duration minutes={session.durationMinutes} />)
          </span>
        </li>
        <li>{t('learning.course.instructor', { name: session.instructorName })}</li>
        <li className="flex items-center gap-2">
          <Users aria-hidden className="size-5" />
          <SeatsLeft capacity={session.capacity} seatsTaken={session.seatsTaken} hasPlace={loaderData.booking !== null} />
        </li>
        <li>
          <CoursePrice cents={session.priceCents} className="font-bold" />
        </li>
      </ul>
      {actionData && (
        <p
          role={actionData.ok ? 'status' : 'alert'}
          className={
            actionData.ok
              ? 'mt-6 rounded-xl bg-brand-50 p-3 font-medium text-brand-900'
              : 'mt-6 rounded-xl bg-red-50 p-3 font-medium text-red-800'
          }
        >
          {t(actionData.message)}
        </p>
      )}
      {loaderData.liveRoom && loaderData.liveRoom.state !== 'closed' && (
        <div className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5">
          <Video aria-hidden className="size-6 text-brand-800" />
          <p className="flex-1 font-semibold text-brand-900">
            {loaderData.liveRoom.state === 'open'
              ? t('live.roomOpen')
              : t('live.waiting.opensAt', { time: formatWhen(loaderData.liveRoom.opensAt) })}
          </p>
          <Link
            to={loaderData.liveRoom.href}
            className={buttonClass(loaderData.liveRoom.state === 'open' ? 'primary' : 'secondary', 'md')}
          >
            {t('live.join')}
          </Link>
        </div>
      )}
      <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-5">
        {cancelled ? (
          <p className="font-semibold text-red-800">{t('learning.classes.classCancelled')}</p>
        ) : (
          <BookingBox page={loaderData} busy={busy} />
        )}
      </div>
      <ContentHtml className="prose-content mt-8" html={session.descriptionHtml} />
    </div>
  );
}

/** The person's seat, place in line or seat held for them, and what they can do with it. */
function BookingBox({ page, busy }: { page: ClassPageData; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const { session, booking, purchase, hasStarted } = page;
  const seatFree = session.seatsTaken < session.capacity;
  const idempotencyKey = purchase?.idempotencyKey && (
    <input type="hidden" name="idempotencyKey" value={purchase.idempotencyKey} />
  );
  const refundRule = purchase && (
    <p className="mt-2 text-sm text-stone-600">
      {purchase.refundCutoffHours > 0
        ? t('learning.classes.refundRule', { count: purchase.refundCutoffHours })
        : t('learning.classes.refundUntilStart')}
    </p>
  );
  if (booking?.status === 'held')
    return (
      <>
        <p className="font-semibold text-stone-900">
          {booking.holdExpiresAt
            ? t('learning.classes.offerHeld', { time: formatWhen(booking.holdExpiresAt) })
            : t('learning.classes.heldWhilePaying')}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          {booking.paymentUrl ? (
            <a href={booking.paymentUrl} className={buttonClass('primary', 'md')}>
              {t('learning.classes.completePayment')}
            </a>
          ) : (
            booking.holdExpiresAt && (
              <Form method="post">
                <input type="hidden" name="intent" value="buy" />
                {idempotencyKey}
                <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
                  {t('learning.classes.payFor', {
                    price: formatPrice(purchase?.totalCents ?? session.priceCents, i18n.language),
                  })}
                </button>
              </Form>
            )
          )}
          {booking.holdExpiresAt && (
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <button type="submit" className={buttonClass('ghost', 'md')} disabled={busy}>
                {t('learning.classes.giveUpSeat')}
              </button>
            </Form>
          )}
        </div>
        {booking.paymentUrl && <p className="mt-2 text-sm text-stone-600">{t('learning.classes.heldPayNote')}</p>}
        {refundRule}
      </>
    );
  if (booking)
    return (
      <>
        <p className="font-semibold text-stone-900">
          {booking.status === 'booked'
            ? t('learning.classes.youHaveSeat')
            : t('learning.classes.youAreWaiting', { position: booking.position ?? 1 })}
        </p>
        {booking.status === 'waitlisted' && purchase && (
          <p className="mt-2 text-sm text-stone-600">{t('learning.classes.paidLineNote')}</p>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={pathTo('/coaching/classes/:classId/ics', { classId: session.id })}
            className={buttonClass('secondary', 'md')}
            download
          >
            <CalendarPlus aria-hidden className="size-5" />
            {t('learning.classes.addToCalendar')}
          </a>
          {!hasStarted && booking.status !== 'booked' && (
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <button type="submit" className={buttonClass('ghost', 'md')} disabled={busy}>
                {t('learning.classes.leaveList')}
              </button>
            </Form>
          )}
          {!hasStarted && booking.status === 'booked' && (
            <CancelSeatConfirm
              seat={{ classId: session.id, title: session.title, startsAt: session.startsAt }}
              refund={booking.paidSeat ? purchase : null}
              keepHref={pathTo('/coaching/classes/:classId', { classId: session.id })}
              busy={busy}
              label={
                booking.paidSeat && purchase
                  ? purchase.refundsNow
                    ? t('learning.classes.cancelWithRefund')
                    : t('learning.classes.cancelWithoutRefund')
                  : t('learning.classes.cancelSeat')
              }
            />
          )}
        </div>
        {booking.paidSeat && purchase && !hasStarted && (
          <p className="mt-2 text-sm text-stone-600">
            {purchase.refundsNow
              ? t('learning.classes.refundUntil', { time: formatWhen(purchase.refundDeadline) })
              : t('learning.classes.noRefundNow')}
          </p>
        )}
      </>
    );
  if (hasStarted) return <p className="text-stone-700">{t('learning.classes.errors.closed')}</p>;
  if (purchase && seatFree)
    return (
      <Form method="post">
        <input type="hidden" name="intent" value="buy" />
        {idempotencyKey}
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={busy}>
          {t('learning.classes.bookAndPay')}
        </button>
        <p className="mt-2 text-sm text-stone-600">
          {t('learning.classes.buyNote', {
            tax: formatPrice(purchase.taxCents, i18n.language),
            total: formatPrice(purchase.totalCents, i18n.language),
          })}
        </p>
        {refundRule}
        {!page.isSignedIn && <p className="mt-2 text-sm text-stone-600">{t('learning.course.signInToBuy')}</p>}
      </Form>
    );
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="book" />
      <button type="submit" className={buttonClass('primary', 'lg')} disabled={busy}>
        {seatFree ? t('learning.classes.book') : t('learning.classes.joinList')}
      </button>
      {purchase && <p className="mt-2 text-sm text-stone-600">{t('learning.classes.paidLineNote')}</p>}
      {!page.isSignedIn && <p className="mt-2 text-sm text-stone-600">{t('learning.course.signInToEnrol')}</p>}
    </Form>
  );
}
