import { z } from 'zod';
import { defineEvent } from '~/features/jobs/event-contract';

/** What learning announces (convention 4): declared once, published and subscribed through these. */

/** A person took a seat in a live class, or a place in its line (`status`). */
export const classBooked = defineEvent('class.booked', z.object({ bookingId: z.string().min(1) }));

/** A seat freed and went to the first person in line. */
export const classSeatPromoted = defineEvent('class.seat_promoted', z.object({ bookingId: z.string().min(1) }));

/** A learner finished a course (and its certificate was issued). */
export const courseCompleted = defineEvent(
  'course.completed',
  z.object({ enrolmentId: z.string().min(1), locale: z.string().min(2).max(20) }),
);
