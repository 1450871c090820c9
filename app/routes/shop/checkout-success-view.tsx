import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { BookOpen, CalendarPlus, GraduationCap, Video } from '~/components/ui/icons';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { trackAffiliateEvent } from '~/features/affiliates/tracking-client';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { loadCheckoutSuccess } from './checkout-success.server';

type Learning = Awaited<ReturnType<typeof loadCheckoutSuccess>>['learning'];

/**
 * What a paid order bought of the school, and the way in (issue 35, point 13): a course starts at
 * its first lesson; a class says when it is, offers its calendar file and says how to join.
 * Nothing for an order of goods only.
 */
export function PurchasedLearning({ learning }: { learning: Learning }) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  if (learning.courses.length === 0 && learning.classes.length === 0) return null;
  return (
    <section aria-labelledby="outcome-next" className="mt-6 rounded-2xl border border-brand-200 bg-white p-5">
      <h3 id="outcome-next" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <GraduationCap aria-hidden className="size-5 text-brand-700" />
        {t('learning.purchased.title')}
      </h3>
      <ul className="mt-3 divide-y divide-stone-200/80">
        {learning.courses.map((course) => (
          <li key={course.slug} className="py-4 first:pt-1 last:pb-0">
            <p className="font-semibold text-stone-900">{course.title}</p>
            <p className="mt-1 text-stone-700">{t('learning.purchased.courseReady', { title: course.title })}</p>
            <Link
              to={
                course.firstLessonSlug
                  ? pathTo('/courses/:slug/lessons/:lesson', { slug: course.slug, lesson: course.firstLessonSlug })
                  : pathTo('/courses/:slug', { slug: course.slug })
              }
              className={buttonClass('primary', 'md', 'mt-3')}
            >
              <BookOpen aria-hidden className="size-5" />
              {t('learning.purchased.startCourse')}
            </Link>
          </li>
        ))}
        {learning.classes.map((session) => (
          <li key={session.id} className="py-4 first:pt-1 last:pb-0">
            <p className="font-semibold text-stone-900">{session.title}</p>
            <p className="mt-1 text-stone-800">
              {t('learning.purchased.classWhen', { when: formatWhen(session.startsAt), count: session.durationMinutes })}
            </p>
            <p className="mt-1 text-stone-700">
              {session.status === 'cancelled'
                ? t('learning.purchased.classCancelled')
                : t('learning.purchased.classJoin', { time: formatWhen(session.roomOpensAt) })}
            </p>
            {session.status !== 'cancelled' && (
              <div className="mt-3 flex flex-wrap gap-3">
                <a
                  href={pathTo('/coaching/classes/:classId/ics', { classId: session.id })}
                  className={buttonClass('primary', 'md')}
                  download
                >
                  <CalendarPlus aria-hidden className="size-5" />
                  {t('learning.classes.addToCalendar')}
                </a>
                <Link
                  to={pathTo('/coaching/classes/:classId', { classId: session.id })}
                  className={buttonClass('secondary', 'md')}
                >
                  <Video aria-hidden className="size-5" />
                  {t('learning.purchased.classPage')}
                </Link>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

const PAID_STATUSES = new Set(['paid', 'shipped', 'delivered']);

/**
 * The affiliate `conversion` event (SPEC §9), once per paid order and tab: the order's id and what
 * was paid, in dollars as the SPEC's tracking sends it. Nothing is sent without a stored code.
 */
export function useConversionEvent(outcome: { id: string; status: string; totalCents: number } | null | undefined) {
  useEffect(() => {
    if (!outcome || !PAID_STATUSES.has(outcome.status)) return;
    const key = `aff_conversion_${outcome.id}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // Without storage a reload may send it again; the roll-up counts events, the ledger pays from orders.
    }
    trackAffiliateEvent('conversion', { orderId: outcome.id, amount: outcome.totalCents / 100 });
  }, [outcome]);
}
