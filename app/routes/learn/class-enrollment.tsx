import { Form, Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { EmptyState } from '~/components/ui/empty-state';
import { requireAccess } from '~/features/accounts/guard.server';
import { findBookingsOf } from '~/features/learning/classes.server';
import { BookingList } from '~/features/learning/components/booking-list';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/class-enrollment';
import { CancelSeatConfirm } from './cancel-seat-confirm';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/class-enrollment');
  const [bookings, seo] = await Promise.all([
    user ? findBookingsOf({ actor: user }) : [],
    pageSeo(request, { path: '/class-enrollment', pageKey: 'class-enrollment' }),
  ]);
  return {
    bookings: bookings.map(({ startsAt, queuedAt, ...booking }) => ({ ...booking, startsAt: startsAt.toISOString() })),
    isSignedIn: user !== null,
    seo,
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** The person's seats and places in line in upcoming classes, with cancel; a visitor is invited to sign in. */
export default function ClassEnrollmentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { bookings, isSignedIn } = loaderData;
  return (
    <AreaPage pageKey="class-enrollment" area="learn">
      {!isSignedIn ? (
        <p className="mt-8 text-stone-700">
          <Link to="/auth?redirectTo=%2Fclass-enrollment" className="font-semibold text-brand-800 underline">
            {t('learning.classes.signInToSee')}
          </Link>
        </p>
      ) : bookings.length === 0 ? (
        <EmptyState
          className="mt-8"
          title={t('learning.classes.noBookings')}
          action={
            <Link to="/coaching" className={buttonClass('primary', 'md')}>
              {t('learning.classes.seeClasses')}
            </Link>
          }
        />
      ) : (
        <div className="mt-8">
          <BookingList
            bookings={bookings}
            action={(booking) =>
              // A paid seat is paid for, or given up under the refund rule, on the class's own page.
              booking.status === 'held' || (booking.status === 'booked' && booking.priceCents > 0) ? (
                <Link
                  to={pathTo('/coaching/classes/:classId', { classId: booking.classId })}
                  className={buttonClass('secondary', 'sm')}
                >
                  {booking.status === 'held' ? t('learning.classes.payForSeat') : t('learning.classes.manageSeat')}
                </Link>
              ) : booking.status === 'booked' ? (
                <CancelSeatConfirm
                  seat={booking}
                  refund={null}
                  label={t('learning.classes.cancelSeat')}
                  size="sm"
                  keepHref="/class-enrollment"
                />
              ) : (
                <Form method="post" action={pathTo('/coaching/classes/:classId', { classId: booking.classId })}>
                  <input type="hidden" name="intent" value="cancel" />
                  <button type="submit" className={buttonClass('secondary', 'sm')}>
                    {t('learning.classes.leaveList')}
                  </button>
                </Form>
              )
            }
          />
        </div>
      )}
    </AreaPage>
  );
}
