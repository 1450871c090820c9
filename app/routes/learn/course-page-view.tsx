import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ContentHtml } from '~/components/ui/content-html';
import { Award, CircleCheck, CirclePlay, Clock, Gamepad2, GraduationCap, Lock, Trophy } from '~/components/ui/icons';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { CoursePrice, Duration, ProgressBar } from '~/features/learning/components/course-facts';
import { CourseReviews } from '~/features/learning/components/course-reviews';
import { PUMPKIN_GAME_COURSES } from '~/features/learning/learning.schema';
import { canOpenLesson } from '~/features/learning/syllabus';
import { contentLanguage } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';
import { formatPrice } from '~/utils/money';
import { pathTo } from '~/utils/routes/path-to';
import type { CoursePageData, CourseReviewAnswer } from './course-page.server';

/** A course page: what it teaches, its syllabus, and enrol or continue. */
export function CoursePageView({
  page,
  actionResult,
}: {
  page: CoursePageData;
  actionResult?: ActionAnswer | CourseReviewAnswer;
}) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const { course, learner } = page;
  const review = actionResult && 'kind' in actionResult ? actionResult : undefined;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
      <nav aria-label={t('learning.breadcrumb')} className="text-sm text-stone-600">
        <Link to="/courses" className="font-semibold text-brand-800 underline">
          {t('pages.courses.title')}
        </Link>
      </nav>
      {/* On a phone: the heading, then the enrol card, then the description; on a wide screen the card sits beside both. */}
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10">
        <div className="lg:col-start-1">
          <p className="flex flex-wrap gap-2 text-sm font-semibold">
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-900">{t(`learning.topics.${course.topic}`)}</span>
            <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-stone-700">{t(`learning.levels.${course.level}`)}</span>
          </p>
          <h1
            {...contentLanguage(course.language)}
            className="mt-3 font-serif text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl"
          >
            {course.title}
          </h1>
          <p dir="auto" className="mt-3 text-lg leading-8 text-stone-600">
            {course.summary}
          </p>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-700">
            <li className="inline-flex items-center gap-1.5">
              <GraduationCap aria-hidden className="size-5 text-brand-800" />
              {t('learning.lessonCount', { count: course.lessons.length })}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Clock aria-hidden className="size-5 text-brand-800" />
              <Duration minutes={course.estimatedMinutes} />
            </li>
            <li>{t('learning.course.instructor', { name: course.instructorName })}</li>
          </ul>
        </div>
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
            {course.coverImage && (
              <img src={course.coverImage} alt="" width={1600} height={900} className="aspect-video w-full object-cover" />
            )}
            <div className="space-y-4 p-5">
              {learner ? (
                <LearnerPanel page={page} />
              ) : (
                <EnrolPanel page={page} actionResult={actionResult && !('kind' in actionResult) ? actionResult : undefined} />
              )}
            </div>
          </div>
        </div>
        <div className="lg:col-start-1">
          <ContentHtml lang={course.language} html={course.descriptionHtml} />
          <section aria-labelledby="syllabus" className="mt-10">
            <h2 id="syllabus" className="font-serif text-2xl font-bold text-stone-900">
              {t('learning.course.syllabus')}
            </h2>
            <ol className="mt-4 space-y-6">
              {page.syllabus.map((module, index) => (
                <li key={module.id}>
                  <h3 className="font-semibold text-stone-900">
                    {t('learning.course.module', { number: index + 1, title: module.title })}
                  </h3>
                  <ol className="mt-2 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
                    {module.lessons.map((lesson) => {
                      const isDone = lesson.state === 'done';
                      const canOpen = canOpenLesson(lesson.state);
                      const Icon = isDone ? CircleCheck : canOpen ? CirclePlay : Lock;
                      return (
                        <li key={lesson.id} className="flex items-center gap-3 px-4 py-3">
                          <Icon
                            aria-hidden
                            className={isDone ? 'size-5 shrink-0 text-brand-700' : 'size-5 shrink-0 text-stone-500'}
                          />
                          <span className="min-w-0 flex-1">
                            {canOpen ? (
                              <Link
                                to={pathTo('/courses/:slug/lessons/:lesson', { slug: course.slug, lesson: lesson.slug })}
                                className="font-medium text-stone-900 underline-offset-2 hover:underline"
                              >
                                {lesson.title}
                              </Link>
                            ) : (
                              <span className="font-medium text-stone-800">{lesson.title}</span>
                            )}
                            {isDone && <span className="sr-only"> ({t('learning.lesson.done')})</span>}
                            {lesson.opensAt && (
                              <span className="block text-sm text-stone-600">
                                {t('learning.syllabus.opensOn', { date: formatWhen(lesson.opensAt) })}
                              </span>
                            )}
                          </span>
                          {lesson.isPreview && !learner && (
                            <span className="rounded-full bg-earth-50 px-2 py-0.5 text-xs font-semibold text-earth-900">
                              {t('learning.course.preview')}
                            </span>
                          )}
                          <span className="shrink-0 text-sm text-stone-600">
                            <Duration minutes={lesson.minutes} />
                          </span>
                        </li>
                      );
                    })}
                  </ol>
                </li>
              ))}
              {course.quiz && (
                <li className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-white px-4 py-3">
                  <Trophy aria-hidden className="size-5 shrink-0 text-earth-700" />
                  <span className="flex-1 font-medium text-stone-900">
                    {learner ? (
                      <Link
                        to={pathTo('/courses/:slug/quiz', { slug: course.slug })}
                        className="underline-offset-2 hover:underline"
                      >
                        {course.quiz.title}
                      </Link>
                    ) : (
                      course.quiz.title
                    )}
                  </span>
                  <span className="text-sm text-stone-600">
                    {t('learning.quiz.questionCount', { count: course.quiz.questionCount })}
                  </span>
                </li>
              )}
            </ol>
          </section>
          {PUMPKIN_GAME_COURSES.includes(course.slug) && (
            // On a phone the button goes under the text, full width: beside it, it left the text a 110 px column.
            // Named: a second complementary landmark beside the site's own needs a name of its own (decision 0081).
            <aside
              aria-label={t('learning.course.gameLabel')}
              className="mt-10 rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:flex sm:items-center sm:gap-4"
            >
              <div className="flex items-start gap-4 sm:min-w-0 sm:flex-1 sm:items-center">
                <Gamepad2 aria-hidden className="size-8 shrink-0 text-amber-800" />
                <p className="min-w-0 flex-1 text-stone-800">{t('learning.course.gameInvite')}</p>
              </div>
              <Link to="/pumpkin/game" className={buttonClass('secondary', 'md', 'mt-4 w-full shrink-0 sm:mt-0 sm:w-auto')}>
                {t('learning.course.playGame')}
              </Link>
            </aside>
          )}
          {page.instructor && <InstructorAbout instructor={page.instructor} />}
          {review?.ok && (
            <p role="status" className="mt-6 rounded-xl bg-brand-50 p-3 font-medium text-brand-900">
              {t('learning.reviews.published')}
            </p>
          )}
          <CourseReviews
            reviews={page.reviews.reviews}
            count={page.reviews.count}
            average={page.reviews.average}
            canReview={page.reviews.canReview}
            failure={review && !review.ok ? review : undefined}
            page={page.reviews.page}
            pageCount={page.reviews.pageCount}
            hrefFor={(next) => `${pathTo('/courses/:slug', { slug: course.slug })}${next > 1 ? `?reviews=${next}` : ''}#reviews`}
          />
        </div>
      </div>
    </div>
  );
}

function LearnerPanel({ page }: { page: CoursePageData }) {
  const { t } = useTranslation();
  const { course, learner } = page;
  if (!learner) return null;
  return (
    <>
      <ProgressBar percent={learner.progress.percent} label={t('learning.progress.label')} />
      {learner.completedAt ? (
        <>
          <p className="font-semibold text-brand-800">{t('learning.course.completed')}</p>
          <Link to={pathTo('/courses/:slug/complete', { slug: course.slug })} className="font-semibold text-brand-800 underline">
            {t('learning.complete.seeIt')}
          </Link>
          {learner.certificateCode && (
            <Link
              to={pathTo('/certificates/:code', { code: learner.certificateCode })}
              className={buttonClass('primary', 'lg', 'w-full')}
            >
              <Award aria-hidden className="size-5" />
              {t('learning.course.certificate')}
            </Link>
          )}
          {learner.revokedCertificate && (
            <p role="note" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
              {learner.revokedCertificate.reason
                ? t('learning.certificateRevoked.withReason', { reason: learner.revokedCertificate.reason })
                : t('learning.certificateRevoked.plain')}
            </p>
          )}
        </>
      ) : (
        learner.resume && (
          <Link
            to={pathTo('/courses/:slug/lessons/:lesson', { slug: course.slug, lesson: learner.resume.slug })}
            className={buttonClass('primary', 'lg', 'w-full')}
          >
            {learner.resume.started ? t('learning.course.continue') : t('learning.course.start')}
          </Link>
        )
      )}
      {learner.resume && !learner.completedAt && <p className="text-sm text-stone-600">{learner.resume.title}</p>}
      {course.quiz && learner.progress.percent > 0 && !learner.quizPassed && (
        <Link to={pathTo('/courses/:slug/quiz', { slug: course.slug })} className={buttonClass('secondary', 'md', 'w-full')}>
          {t('learning.quiz.take')}
        </Link>
      )}
    </>
  );
}

function EnrolPanel({ page, actionResult }: { page: CoursePageData; actionResult?: ActionAnswer }) {
  const { t, i18n } = useTranslation();
  const { course } = page;
  const preview = course.lessons.find((lesson) => lesson.isPreview);
  return (
    <>
      <CoursePrice cents={course.priceCents} className="block text-3xl font-bold text-stone-900" />
      {course.priceCents === 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value="enrol" />
          <button type="submit" className={buttonClass('primary', 'lg', 'w-full')}>
            {t('learning.course.enrolFree')}
          </button>
          {!page.isSignedIn && <p className="mt-2 text-sm text-stone-600">{t('learning.course.signInToEnrol')}</p>}
        </Form>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="buy" />
          {page.purchase?.idempotencyKey && <input type="hidden" name="idempotencyKey" value={page.purchase.idempotencyKey} />}
          <button type="submit" className={buttonClass('primary', 'lg', 'w-full')}>
            {t('learning.course.buy')}
          </button>
          {page.purchase && (
            <p className="mt-2 text-sm text-stone-600">
              {t('learning.course.buyNote', {
                tax: formatPrice(page.purchase.taxCents, i18n.language),
                total: formatPrice(page.purchase.totalCents, i18n.language),
              })}
            </p>
          )}
          {!page.isSignedIn && <p className="mt-2 text-sm text-stone-600">{t('learning.course.signInToBuy')}</p>}
        </Form>
      )}
      {actionResult && !actionResult.ok && (
        <p role="alert" className="font-medium text-red-800">
          {t(actionResult.message)}
        </p>
      )}
      {preview && (
        <Link
          to={pathTo('/courses/:slug/lessons/:lesson', { slug: course.slug, lesson: preview.slug })}
          className={buttonClass('secondary', 'md', 'w-full')}
        >
          {t('learning.course.previewLesson')}
        </Link>
      )}
    </>
  );
}

/** The instructor's own profile (written in their onboarding), beside the course. */
function InstructorAbout({ instructor }: { instructor: NonNullable<CoursePageData['instructor']> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="instructor" className="mt-10 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <h2 id="instructor" className="font-serif text-2xl font-bold text-stone-900">
        {t('learning.course.aboutInstructor')}
      </h2>
      <p dir="auto" className="mt-3 text-lg font-semibold text-stone-900">
        {instructor.displayName}
      </p>
      <p dir="auto" className="text-stone-700">
        {instructor.headline}
      </p>
      {instructor.bioHtml && <ContentHtml className="prose-content mt-3" html={instructor.bioHtml} />}
      {instructor.website && (
        <a
          href={instructor.website}
          rel="nofollow noopener ugc"
          className="mt-3 inline-block font-semibold text-brand-800 underline"
        >
          {t('learning.course.instructorWebsite')}
        </a>
      )}
    </section>
  );
}
