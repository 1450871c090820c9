import { data } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { cancelClass } from '~/features/learning/class-cancellation.server';
import { classFormSchema } from '~/features/learning/class-form.schema';
import { findClassInstructor } from '~/features/learning/classes.server';
import { classFailure } from '~/features/learning/failures';
import { scheduleClass } from '~/features/learning/teaching.server';
import { isTeacherOf } from '~/features/learning/teaching-rights';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FormResult, fieldErrorsOf } from '~/utils/form-result';
import { requestTimeZone } from '~/utils/format-date';
import { fullName } from '~/utils/person-name';
import { zonedTimeToInstant } from '~/utils/zoned-time';

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

/** A form's answer, with which form it answers and what the page shows next. */
export type ScheduleAnswer = FormResult & {
  intent?: 'cancel-class';
  values?: Record<string, string>;
  classId?: string;
  /** A cancelled class: how many bookings ended with it. */
  ended?: number;
};

/** The dashboard's form posts: cancel one of the instructor's classes, or schedule one in their own time zone. */
export async function instructorDashboardAction(request: Request, user: SessionUser) {
  const read = await readForm(request);
  if (!read.ok) return data<ScheduleAnswer>({ ok: false, fieldErrors: {}, formError: 'errors.badForm' }, { status: 400 });
  if (textField(read.form, 'intent') === 'cancel-class') return cancelOwnClass(read.form, user);
  return scheduleOwnClass(request, read.form, user);
}

/** Cancels a class the instructor teaches (an admin: any class); its bookings end with it. */
async function cancelOwnClass(form: FormData, user: SessionUser) {
  const classId = textField(form, 'classId');
  // Someone else's class is answered in the form's own words here; the operation would refuse
  // them too, with Access Denied.
  const taught = await findClassInstructor(classId);
  if (taught && !isTeacherOf(user, taught))
    return data<ScheduleAnswer>(
      { ok: false, intent: 'cancel-class', fieldErrors: {}, formError: classFailure('not-yours').message },
      { status: 409 },
    );
  const cancelled = await cancelClass({ actor: user, classId });
  return cancelled.ok
    ? data<ScheduleAnswer>({ ok: true, intent: 'cancel-class', ended: cancelled.ended })
    : data<ScheduleAnswer>({ ok: false, intent: 'cancel-class', fieldErrors: {}, formError: cancelled.message }, { status: 409 });
}

/** Schedules a live class taught by the instructor, its start read in their own time zone. */
async function scheduleOwnClass(request: Request, form: FormData, user: SessionUser) {
  const values = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? '')]));
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
  const scheduled = await scheduleClass({ actor: user, instructorName: name, input: parsed.data, startsAt });
  if (!scheduled.ok)
    return data<ScheduleAnswer>(
      { ok: false, fieldErrors: { [scheduled.field ?? 'form']: scheduled.message }, values },
      { status: 400 },
    );
  return data<ScheduleAnswer>({ ok: true, classId: scheduled.classId });
}
