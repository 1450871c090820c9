import { data, redirect } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { attributedAffiliate } from '~/features/affiliates/attribution.server';
import { bookClass, cancelBooking } from '~/features/learning/class-bookings.server';
import { refundDeadline, refundsOnCancel } from '~/features/learning/class-rules';
import { findBooking, findClass, waitlistPosition } from '~/features/learning/classes.server';
import { classFailure } from '~/features/learning/failures';
import { roomWindow, seatInRoom } from '~/features/live/room-window';
import { findOrder } from '~/features/orders/orders.server';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { languageCodeFor } from '~/i18n/i18n.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ActionAnswer } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import { getSiteConfig } from '~/utils/site.server';
import { classPurchaseTotals, startClassPurchase } from './class-purchase.server';

/** A live class's page: the class, seats left, and the person's seat or place in line. */
export async function loadClassPage(request: Request, { classId, user }: { classId: string; user: SessionUser | null }) {
  const session = await findClass(classId);
  if (!session) throw await notFoundResponse(request);
  const booking = user ? await findBooking({ actor: user, classId: session.id }) : null;
  // The class's instructor and its seated learners reach its video room from here.
  const seat = user
    ? seatInRoom({ userId: user.id, instructorId: session.instructorId, hasSeat: booking?.status === 'booked' })
    : null;
  const room = seat ? roomWindow(session) : null;
  const position = booking?.status === 'waitlisted' ? await waitlistPosition(session.id, booking.id) : null;
  // A seat held for an order still being paid: the way back to its payment page.
  const heldOrder = booking?.status === 'held' && booking.orderId && user ? await findOrder(booking.orderId, user.id) : null;
  const isPaid = session.priceCents > 0;
  const now = new Date();
  const site = getSiteConfig();
  const url = new URL(pathTo('/coaching/classes/:classId', { classId: session.id }), site.url).toString();
  const end = new Date(session.startsAt.getTime() + session.durationMinutes * 60_000);
  const seo = await pageSeo(request, {
    path: pathTo('/coaching/classes/:classId', { classId: session.id }),
    title: session.title,
    description: session.summary,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: session.title,
        description: session.summary,
        startDate: session.startsAt.toISOString(),
        endDate: end.toISOString(),
        eventStatus: session.status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', url },
        organizer: { '@type': 'Organization', name: site.name, url: site.url },
        performer: { '@type': 'Person', name: session.instructorName },
        maximumAttendeeCapacity: session.capacity,
        offers: {
          '@type': 'Offer',
          url,
          price: (session.priceCents / 100).toFixed(2),
          priceCurrency: 'USD',
          availability: session.seatsTaken < session.capacity ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        },
      },
    ],
  });
  // The instructor's account id stays on the server.
  const { startsAt, instructorId: _instructorId, productId: _productId, ...rest } = session;
  const totals = isPaid ? classPurchaseTotals(session) : null;
  return {
    session: { ...rest, startsAt: startsAt.toISOString() },
    booking: booking
      ? {
          status: booking.status,
          position,
          // A seat offered from the line: held for the person to pay until then.
          holdExpiresAt: booking.status === 'held' && !booking.orderId ? (booking.holdExpiresAt?.toISOString() ?? null) : null,
          paymentUrl: heldOrder?.paymentUrl ?? null,
          paidSeat: booking.status === 'booked' && booking.orderId !== null,
        }
      : null,
    // A paid class: what a seat costs at checkout, the form's key, and the refund rule.
    purchase: totals
      ? {
          taxCents: totals.taxCents,
          totalCents: totals.totalCents,
          idempotencyKey: user ? crypto.randomUUID() : null,
          refundCutoffHours: session.refundCutoffHours,
          refundDeadline: refundDeadline(session).toISOString(),
          refundsNow: refundsOnCancel(session, now),
        }
      : null,
    hasStarted: startsAt.getTime() <= Date.now(),
    liveRoom: room
      ? {
          href: pathTo('/video-session/:sessionId', { sessionId: session.id }),
          state: room.state,
          opensAt: room.opensAt.toISOString(),
        }
      : null,
    isSignedIn: user !== null,
    seo,
  };
}

export type ClassPageData = Awaited<ReturnType<typeof loadClassPage>>;

/**
 * Book a seat (or a place in line) or cancel, for the signed-in person; a visitor is sent to
 * sign in and back. Forms on /coaching/enroll post here too.
 */
export async function classPageAction(request: Request, { classId, user }: { classId: string; user: SessionUser | null }) {
  const read = await readForm(request);
  if (!read.ok) return data<ActionAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  const intent = textField(read.form, 'intent');
  if (intent !== 'book' && intent !== 'cancel' && intent !== 'buy')
    return data<ActionAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  if (!user) throw redirect(`/auth?${new URLSearchParams({ redirectTo: pathTo('/coaching/classes/:classId', { classId }) })}`);
  if (intent === 'cancel') {
    const cancelled = await cancelBooking({ actor: user, classId });
    // Every refusal to cancel answers 409, as this form always has (a class that is not there included).
    if (!cancelled.ok) return data<ActionAnswer>({ ok: false, message: cancelled.message }, { status: 409 });
    return data<ActionAnswer>({
      ok: true,
      message:
        cancelled.refunded === null
          ? 'learning.classes.cancelled'
          : cancelled.refunded
            ? 'learning.classes.cancelledRefunded'
            : 'learning.classes.cancelledNoRefund',
    });
  }
  const locale = languageCodeFor(request);
  if (intent === 'buy') {
    const session = await findClass(classId);
    if (!session) {
      const notFound = classFailure('not-found');
      return data<ActionAnswer>({ ok: false, message: notFound.message }, { status: notFound.status });
    }
    const bought = await startClassPurchase({
      user,
      session,
      idempotencyKey: textField(read.form, 'idempotencyKey'),
      affiliateId: await attributedAffiliate(request, user.id),
      origin: new URL(request.url).origin,
      locale,
    });
    if (bought.ok) throw redirect(bought.paymentUrl);
    if (!('code' in bought) || bought.code !== 'full')
      return data<ActionAnswer>({ ok: false, message: bought.message }, { status: 409 });
    // The last seat went while the page was open: a place in line instead, as the free classes do.
  }
  const booked = await bookClass({ actor: user, classId, locale });
  if (!booked.ok) return data<ActionAnswer>({ ok: false, message: booked.message }, { status: booked.status });
  return data<ActionAnswer>({
    ok: true,
    message:
      booked.status === 'waitlisted'
        ? 'learning.classes.waitlisted'
        : booked.status === 'held'
          ? 'learning.classes.seatHeld'
          : 'learning.classes.booked',
  });
}
