import { Form, Link, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { CalendarPlus, Users, Video } from '~/components/ui/icons';
import { ResultNotice } from '~/components/ui/result-notice';
import { TextAreaField } from '~/components/ui/text-area-field';
import { TextField } from '~/components/ui/text-field';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { CLASS_LIMITS } from '~/features/learning/class-form.schema';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { InstructorDashboard } from './dashboard.server';
import type { ScheduleAnswer } from './dashboard-actions.server';

type ClassRow = InstructorDashboard['upcoming'][number];

/**
 * The instructor's live classes: what is coming (with the room and a way to cancel), scheduling a
 * new one, and what has been held, with who came.
 */
export function ClassesSection({ page, answer }: { page: InstructorDashboard; answer: ScheduleAnswer | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { upcoming, past, timeZone } = page;
  const failed = answer && !answer.ok && answer.intent !== 'cancel-class' ? answer : null;
  const cancelAnswer = answer?.intent === 'cancel-class' ? answer : null;
  const values = failed?.values ?? {};
  const error = (field: string) => {
    const key = failed?.fieldErrors?.[field];
    const limits: Record<string, number> = CLASS_LIMITS[field as keyof typeof CLASS_LIMITS] ?? {};
    return key ? t(key, limits) : undefined;
  };
  return (
    <section aria-labelledby="my-classes" className="mt-8">
      <h2 id="my-classes" className="font-serif text-2xl font-bold text-stone-900">
        {t('learning.teach.classes')}
      </h2>
      {answer?.ok && !cancelAnswer && (
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
            defaultValue={values.startsAt ?? page.suggestedStart}
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
  );
}

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
