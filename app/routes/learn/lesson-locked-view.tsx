import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Lock } from '~/components/ui/icons';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { CoursePrice } from '~/features/learning/components/course-facts';
import { useTranslation } from '~/i18n/use-translation';
import { formatPrice } from '~/utils/money';
import { pathTo } from '~/utils/routes/path-to';
import type { LessonPageData } from './lesson-page.server';

/** A lesson the reader may not open: why, and (when enrolling is what is missing) the way in, right here. */
export function Locked({ page }: { page: LessonPageData }) {
  const { t } = useTranslation();
  const formatDate = useDateTimeFormat();
  return (
    <div className="mt-8 rounded-2xl border border-stone-200 bg-stone-50 p-6">
      <p className="flex items-center gap-2 font-semibold text-stone-900">
        <Lock aria-hidden className="size-5 shrink-0" />
        {page.access.state === 'drip'
          ? t('learning.lesson.opensAt', { date: formatDate(page.access.opensAt) })
          : t('learning.lesson.forLearners')}
      </p>
      {page.access.state === 'enrol' && <EnrolOffer page={page} />}
    </div>
  );
}

/** After a free preview: the same offer. */
export function EnrolPrompt({ page }: { page: LessonPageData }) {
  const { t } = useTranslation();
  return (
    <div className="mt-10 rounded-2xl border border-brand-200 bg-brand-50 p-6">
      <p className="font-semibold text-stone-900">{t('learning.lesson.likedPreview')}</p>
      <EnrolOffer page={page} />
    </div>
  );
}

/**
 * Enrol (a free course) or buy a place (a paid one) from the lesson (issue 35, point 13): the
 * course page's own form, posted to its action (also without JavaScript), which brings a new
 * learner back to this lesson. The course page stays a link away, for its syllabus and reviews.
 */
function EnrolOffer({ page }: { page: LessonPageData }) {
  const { t, i18n } = useTranslation();
  const { course, purchase } = page;
  const isFree = course.priceCents === 0;
  return (
    <Form method="post" action={pathTo('/courses/:slug', { slug: course.slug })} className="mt-4">
      <input type="hidden" name="intent" value={isFree ? 'enrol' : 'buy'} />
      <input type="hidden" name="lesson" value={page.lesson.slug} />
      {purchase?.idempotencyKey && <input type="hidden" name="idempotencyKey" value={purchase.idempotencyKey} />}
      {!isFree && <CoursePrice cents={course.priceCents} className="block text-2xl font-bold text-stone-900" />}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass('primary', 'md')}>
          {t(isFree ? 'learning.course.enrolFree' : 'learning.course.buy')}
        </button>
        <Link to={pathTo('/courses/:slug', { slug: course.slug })} className={buttonClass('ghost', 'md')}>
          {t('learning.lesson.seeCourse')}
        </Link>
      </div>
      {purchase && (
        <p className="mt-2 text-sm text-stone-600">
          {t('learning.course.buyNote', {
            tax: formatPrice(purchase.taxCents, i18n.language),
            total: formatPrice(purchase.totalCents, i18n.language),
          })}
        </p>
      )}
      {!page.isSignedIn && (
        <p className="mt-2 text-sm text-stone-600">
          {t(isFree ? 'learning.course.signInToEnrol' : 'learning.course.signInToBuy')}
        </p>
      )}
    </Form>
  );
}
