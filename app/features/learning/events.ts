import { z } from 'zod';
import { defineEvent } from '~/features/jobs/event-contract';

/** What learning announces (convention 4): declared once, published and subscribed through these. */

/** A person took a seat in a live class, or a place in its line (`status`). */
export const classBooked = defineEvent('class.booked', z.object({ bookingId: z.string().min(1) }));

/** The class was cancelled by its instructor (or an admin): this booking ended with it. */
export const classCancelledForBooking = defineEvent(
  'class.cancelled_for_booking',
  z.object({ bookingId: z.string().min(1), refunded: z.boolean() }),
);

/** A seat freed and went to the first person in line. */
export const classSeatPromoted = defineEvent('class.seat_promoted', z.object({ bookingId: z.string().min(1) }));

/** A learner finished a course (and its certificate was issued). */
export const courseCompleted = defineEvent(
  'course.completed',
  z.object({ enrolmentId: z.string().min(1), locale: z.string().min(2).max(20) }),
);

/**
 * A paid seat's order is to be refunded in full (decision 0053): the seat was cancelled by the
 * class's cut-off, or it could not be given when the payment arrived (`seat_unavailable`).
 */
export const classRefundDue = defineEvent(
  'class.refund_due',
  z.object({ orderId: z.string().min(1), reason: z.enum(['cancelled_in_time', 'seat_unavailable', 'class_cancelled']) }),
);

/** An administrator re-issued a learner's certificate (a new code, replacing a revoked or corrected one). */
export const certificateReissued = defineEvent('certificate.reissued', z.object({ certificateId: z.string().min(1) }));

/**
 * What the site search shows of a course or a class changed (added, removed, retitled, described,
 * published, rescheduled, cancelled). Published by the database (triggers of migration 0028,
 * decision 0077), whichever code made the change.
 */
export const courseChanged = defineEvent('course.changed', z.object({ courseId: z.string().uuid() }));
export const classChanged = defineEvent('class.changed', z.object({ classId: z.string().uuid() }));
