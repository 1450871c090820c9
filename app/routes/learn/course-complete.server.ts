import { redirect } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { findCertificateCodeOf, findRevokedCertificateOf } from '~/features/learning/certificates.server';
import { findCoursesToLearnNext } from '~/features/learning/courses.server';
import { findEnrolment } from '~/features/learning/enrolments.server';
import { pageSeo } from '~/features/seo/seo.server';
import { pathTo } from '~/utils/routes/path-to';
import { requirePublishedCourse } from './course-page.server';

/**
 * The course completion page (/courses/:slug/complete, issue 35 point 13): for a learner who
 * finished the course, their certificate (or, revoked, that fact and its reason) and a few other
 * published courses they are not on. Anyone who has not finished it goes to the course page.
 */
export async function loadCourseCompletion(request: Request, { slug, user }: { slug: string; user: SessionUser }) {
  const course = await requirePublishedCourse(request, slug);
  const enrolment = await findEnrolment({ actor: user, courseId: course.id });
  if (!enrolment?.completedAt) throw redirect(pathTo('/courses/:slug', { slug: course.slug }));
  const [certificateCode, revoked, suggestions, seo] = await Promise.all([
    findCertificateCodeOf(enrolment.id),
    findRevokedCertificateOf({ actor: user, courseId: course.id }),
    findCoursesToLearnNext({ actor: user, limit: 3 }),
    pageSeo(request, {
      path: pathTo('/courses/:slug/complete', { slug: course.slug }),
      title: course.title,
      description: course.summary,
      noindex: true,
    }),
  ]);
  return {
    course: { slug: course.slug, title: course.title },
    completedAt: enrolment.completedAt.toISOString(),
    certificateCode,
    // Finished, but its certificate was revoked (and not re-issued): said, with the reason.
    revokedCertificate:
      !certificateCode && revoked ? { revokedAt: revoked.revokedAt.toISOString(), reason: revoked.reason } : null,
    suggestions,
    seo,
  };
}

export type CourseCompletionData = Awaited<ReturnType<typeof loadCourseCompletion>>;
