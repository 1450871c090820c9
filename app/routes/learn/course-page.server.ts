import { data, redirect } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { attributedAffiliate } from '~/features/affiliates/attribution.server';
import { findPublicProfile } from '~/features/instructors/onboarding.server';
import { findCertificateCodeOf, findRevokedCertificateOf } from '~/features/learning/certificates.server';
import type { CourseReviewFailure } from '~/features/learning/components/course-reviews';
import { courseReviewSchema } from '~/features/learning/course-review.schema';
import { findCourseReviews, submitCourseReview } from '~/features/learning/course-reviews.server';
import { findPublishedCourse } from '~/features/learning/courses.server';
import { enrolInFreeCourse, findEnrolment, findLearnerRecord } from '~/features/learning/enrolments.server';
import { courseReviewFailure } from '~/features/learning/failures';
import { SLUG_PATTERN } from '~/features/learning/learning.schema';
import { progressOnCourse, resumeLessonId } from '~/features/learning/progress';
import { courseJsonLd } from '~/features/learning/structured-data';
import { syllabusFor } from '~/features/learning/syllabus';
import { isTeacherOf } from '~/features/learning/teaching-rights';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { languageCodeFor } from '~/i18n/i18n.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type ActionAnswer, fieldErrorsOf } from '~/utils/form-result';
import { addressAt } from '~/utils/route-table';
import { pathTo } from '~/utils/routes/path-to';
import { getSiteConfig } from '~/utils/site.server';
import { coursePurchaseTotals, startCoursePurchase } from './course-purchase.server';

/** The published course at `slug`, or the not-found page. */
export async function requirePublishedCourse(request: Request, slug: string) {
  const course = await findPublishedCourse({ slug });
  if (!course) throw await notFoundResponse(request);
  return course;
}

/**
 * The course a course page shows: the address's `:slug`, or, at an address the route table
 * declares as an alias with no parameter (the pumpkin courses' own, SPEC §6), its last segment.
 * The declared alias, not the address as typed: React Router matches it whatever the letter case.
 */
export function courseSlugOf(request: Request, params: { slug?: string }): string {
  if (params.slug) return params.slug;
  const declared = addressAt(new URL(request.url).pathname)?.path ?? '';
  return declared.slice(declared.lastIndexOf('/') + 1);
}

/** Which page of reviews the address asks for (?reviews=2); anything else is the first. */
function reviewsPageOf(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get('reviews') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * A course page (/courses/:slug and the two pumpkin courses' own addresses, its aliases): the course, its
 * syllabus and, for a learner, their progress and the lesson to resume.
 */
export async function loadCoursePage(request: Request, { slug, user }: { slug: string; user: SessionUser | null }) {
  const course = await requirePublishedCourse(request, slug);
  const enrolment = user ? await findEnrolment({ actor: user, courseId: course.id }) : null;
  const [learner, certificateCode, revokedCertificate, reviews, instructor] = await Promise.all([
    enrolment ? findLearnerRecord(enrolment.id) : null,
    enrolment?.completedAt ? findCertificateCodeOf(enrolment.id) : null,
    user && enrolment?.completedAt ? findRevokedCertificateOf({ actor: user, courseId: course.id }) : null,
    findCourseReviews(course.id, { userId: user?.id, page: reviewsPageOf(request) }),
    findPublicProfile(course.instructorId),
  ]);
  const lessonIds = course.lessons.map((lesson) => lesson.id);
  const resumeId = learner ? resumeLessonId(lessonIds, learner.completed, enrolment?.lastLessonId ?? null) : null;
  const resume = course.lessons.find((lesson) => lesson.id === resumeId) ?? null;
  const seo = await pageSeo(request, {
    path: pathTo('/courses/:slug', { slug: course.slug }),
    title: course.title,
    description: course.summary,
    jsonLd: [courseJsonLd(course, getSiteConfig(), reviews)],
  });
  const totals = course.priceCents > 0 && !enrolment ? coursePurchaseTotals(course) : null;
  // The instructor's account id stays on the server; learners see the profile they wrote.
  const { instructorId: _instructorId, ...shown } = course;
  return {
    course: shown,
    // What each lesson is to this reader: completed, open, for learners, or opening on a date.
    syllabus: syllabusFor(
      course.syllabus,
      {
        enrolment,
        completedLessonIds: learner?.completed ?? new Set<string>(),
        isTeacher: user !== null && isTeacherOf(user, course),
      },
      new Date(),
    ),
    instructor,
    reviews: { ...reviews, canReview: enrolment !== null && !reviews.hasReviewed },
    isSignedIn: user !== null,
    // A paid course's price at checkout, and (signed in) the buy form's one-time key.
    purchase: totals
      ? { taxCents: totals.taxCents, totalCents: totals.totalCents, idempotencyKey: user ? crypto.randomUUID() : null }
      : null,
    learner:
      enrolment && learner
        ? {
            enrolledAt: enrolment.enrolledAt.toISOString(),
            completedAt: enrolment.completedAt?.toISOString() ?? null,
            progress: progressOnCourse(course, learner),
            completedLessonIds: [...learner.completed],
            quizPassed: learner.quizPassed,
            certificateCode,
            // Finished, but its certificate was revoked (and not re-issued): said, with the reason.
            revokedCertificate:
              !certificateCode && revokedCertificate
                ? { revokedAt: revokedCertificate.revokedAt.toISOString(), reason: revokedCertificate.reason }
                : null,
            resume: resume ? { slug: resume.slug, title: resume.title, started: learner.completed.size > 0 } : null,
          }
        : null,
    seo,
  };
}

export type CoursePageData = Awaited<ReturnType<typeof loadCoursePage>>;

/** What the review form hears back: the form's answer, with what was typed kept on a refusal. */
export type CourseReviewAnswer = { kind: 'review' } & ({ ok: true } | CourseReviewFailure);

/**
 * The course page's action (the route has authorised it): enrol in a free course, or buy a place
 * on a paid one (to the provider's payment page). A visitor is sent to sign in and back; a new
 * learner goes to the lesson to start with.
 */
export async function coursePageAction(request: Request, { slug, user }: { slug: string; user: SessionUser | null }) {
  const read = await readForm(request);
  if (!read.ok) return data<ActionAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  const intent = textField(read.form, 'intent');
  if (intent !== 'enrol' && intent !== 'buy' && intent !== 'review')
    return data<ActionAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  // The lesson the form was sent from (a locked lesson's offer): where a visitor and a new learner go back to.
  const lessonSlug = textField(read.form, 'lesson');
  const fromLesson = SLUG_PATTERN.test(lessonSlug)
    ? pathTo('/courses/:slug/lessons/:lesson', { slug, lesson: lessonSlug })
    : null;
  if (!user) throw redirect(`/auth?${new URLSearchParams({ redirectTo: fromLesson ?? pathTo('/courses/:slug', { slug }) })}`);
  const course = await requirePublishedCourse(request, slug);
  const enrolment = await findEnrolment({ actor: user, courseId: course.id });
  if (intent === 'review') {
    const values = { rating: textField(read.form, 'rating'), body: textField(read.form, 'body') };
    const refuse = (refusal: Pick<CourseReviewFailure, 'fieldErrors' | 'formError'>, status: number) =>
      data<CourseReviewAnswer>({ kind: 'review', ok: false, ...refusal, values }, { status });
    // Someone not on the course is answered in the form's words; the operation refuses them too.
    if (!enrolment) {
      const learnersOnly = courseReviewFailure('learners-only');
      return refuse({ fieldErrors: {}, formError: learnersOnly.message }, learnersOnly.status);
    }
    const parsed = courseReviewSchema.safeParse(values);
    if (!parsed.success) return refuse({ fieldErrors: fieldErrorsOf(parsed.error) }, 400);
    const outcome = await submitCourseReview({ actor: user, courseId: course.id, input: parsed.data });
    if (!outcome.ok) return refuse({ fieldErrors: {}, formError: outcome.message }, outcome.status);
    return data<CourseReviewAnswer>({ kind: 'review', ok: true }, { status: 201 });
  }
  if (intent === 'buy') {
    // Already a learner (a second click, or bought in another tab): nothing more to buy.
    if (enrolment) throw redirect(pathTo('/courses/:slug', { slug: course.slug }));
    const bought = await startCoursePurchase({
      user,
      course,
      idempotencyKey: textField(read.form, 'idempotencyKey'),
      affiliateId: await attributedAffiliate(request, user.id),
      origin: new URL(request.url).origin,
      locale: languageCodeFor(request),
    });
    if (!bought.ok) return data<ActionAnswer>({ ok: false, message: bought.message }, { status: 409 });
    throw redirect(bought.paymentUrl);
  }
  const outcome = await enrolInFreeCourse({ actor: user, course });
  if (!outcome.ok) return data<ActionAnswer>({ ok: false, message: outcome.message }, { status: outcome.status });
  const first = course.lessons.find((lesson) => lesson.slug === lessonSlug) ?? course.lessons[0];
  throw redirect(
    first
      ? pathTo('/courses/:slug/lessons/:lesson', { slug: course.slug, lesson: first.slug })
      : pathTo('/courses/:slug', { slug: course.slug }),
  );
}
