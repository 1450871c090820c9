import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Award, Trophy } from '~/components/ui/icons';
import { CourseGrid } from '~/features/learning/components/course-card';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { CourseCompletionData } from './course-complete.server';

/** A learner's course completion page: a congratulation, the certificate, and what to learn next. */
export function CourseCompleteView({ page }: { page: CourseCompletionData }) {
  const { t } = useTranslation();
  const { course, certificateCode, revokedCertificate, suggestions } = page;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <nav aria-label={t('learning.breadcrumb')} className="text-sm">
        <Link to={pathTo('/courses/:slug', { slug: course.slug })} className="font-semibold text-brand-800 underline">
          {t('learning.complete.backToCourse')}
        </Link>
      </nav>
      <div className="mt-6 rounded-3xl border border-brand-200 bg-brand-50 p-6 text-center sm:p-10">
        <Trophy aria-hidden className="mx-auto size-12 text-brand-700" />
        <h1 dir="auto" className="mt-4 font-serif text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
          {t('learning.complete.title', { course: course.title })}
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-stone-700">{t('learning.complete.intro')}</p>
      </div>

      <section aria-labelledby="completion-certificate" className="mt-10">
        <h2 id="completion-certificate" className="font-serif text-2xl font-bold text-stone-900">
          {t('learning.complete.certificateHeading')}
        </h2>
        {certificateCode ? (
          <div className="mt-4 flex flex-wrap items-center gap-4 rounded-2xl border border-stone-200 bg-white p-5">
            <Award aria-hidden className="size-8 shrink-0 text-brand-700" />
            <p className="min-w-0 flex-1">
              <span className="block text-sm text-stone-600">{t('learning.complete.codeLabel')}</span>
              <span className="whitespace-nowrap font-mono text-lg font-semibold text-stone-900">{certificateCode}</span>
            </p>
            <div className="flex w-full flex-wrap gap-3 sm:w-auto">
              <Link
                to={pathTo('/certificates/:code', { code: certificateCode })}
                className={buttonClass('primary', 'md', 'w-full sm:w-auto')}
              >
                {t('learning.complete.view')}
              </Link>
              <a
                href={pathTo('/certificates/:code/pdf', { code: certificateCode })}
                download
                className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}
              >
                {t('learning.complete.download')}
              </a>
            </div>
          </div>
        ) : revokedCertificate ? (
          <p role="note" className="mt-4 rounded-xl bg-red-50 p-4 text-red-900">
            {revokedCertificate.reason
              ? t('learning.certificateRevoked.withReason', { reason: revokedCertificate.reason })
              : t('learning.certificateRevoked.plain')}
          </p>
        ) : (
          <p className="mt-4 text-stone-700">{t('learning.complete.noCertificate')}</p>
        )}
      </section>

      <section aria-labelledby="learn-next" className="mt-10">
        <h2 id="learn-next" className="font-serif text-2xl font-bold text-stone-900">
          {t('learning.complete.nextHeading')}
        </h2>
        {suggestions.length > 0 ? (
          <div className="mt-4">
            <CourseGrid courses={suggestions} label={t('learning.complete.nextHeading')} />
          </div>
        ) : (
          <p className="mt-4 text-stone-700">{t('learning.complete.nextEmpty')}</p>
        )}
        <p className="mt-6">
          <Link to="/courses" className="font-semibold text-brand-800 underline">
            {t('learning.complete.allCourses')}
          </Link>
        </p>
      </section>
    </div>
  );
}
