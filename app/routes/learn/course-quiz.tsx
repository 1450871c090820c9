import { data, redirect } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import type { SessionUser } from '~/features/accounts/guard.server';
import { requireAccess } from '~/features/accounts/guard.server';
import { findCertificateCodeOf } from '~/features/learning/certificates.server';
import { findEnrolment } from '~/features/learning/enrolments.server';
import { findQuizForLearner, submitQuizAttempt } from '~/features/learning/quiz.server';
import { pageMeta } from '~/features/seo/seo';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { languageCodeFor } from '~/i18n/i18n.server';
import { readForm } from '~/utils/form.server';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/course-quiz';
import { requirePublishedCourse } from './course-page.server';
import { type QuizAnswer, QuizView } from './quiz-view';

/** The learner's enrolment on the course at `slug`; anyone else goes to the course page to enrol. */
async function requireLearner(request: Request, slug: string, user: SessionUser) {
  const course = await requirePublishedCourse(request, slug);
  const enrolment = await findEnrolment({ actor: user, courseId: course.id });
  if (!enrolment) throw redirect(pathTo('/courses/:slug', { slug: course.slug }));
  return { course, enrolment };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/courses/:slug/quiz');
  const { course, enrolment } = await requireLearner(request, params.slug, user);
  const quiz = await findQuizForLearner({ courseId: course.id, enrolment });
  if (!quiz) throw await notFoundResponse(request);
  const seo = await pageSeo(request, {
    path: pathTo('/courses/:slug/quiz', { slug: course.slug }),
    title: `${quiz.title} · ${course.title}`,
    description: course.summary,
    noindex: true,
  });
  const certificateCode = enrolment.completedAt ? await findCertificateCodeOf(enrolment.id) : null;
  return {
    course: { slug: course.slug, title: course.title },
    quiz,
    courseCompleted: enrolment.completedAt !== null,
    certificateCode,
    seo,
  };
}

/** Submit an attempt: graded on the server, every time. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAccess(request, '/courses/:slug/quiz');
  const { enrolment } = await requireLearner(request, params.slug, user);
  const read = await readForm(request);
  if (!read.ok) return data<QuizAnswer>({ ok: false, reason: 'bad-form' }, { status: 400 });
  const outcome = await submitQuizAttempt({ actor: user, enrolment, form: read.form, locale: languageCodeFor(request) });
  if (outcome.ok) return data<QuizAnswer>(outcome, { status: 200 });
  if (outcome.code === 'unanswered')
    return data<QuizAnswer>(
      { ok: false, reason: 'unanswered', unanswered: outcome.unanswered, answers: outcome.answers },
      { status: outcome.status },
    );
  return data<QuizAnswer>({ ok: false, reason: outcome.code }, { status: outcome.status });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CourseQuizPage({ loaderData, actionData }: Route.ComponentProps) {
  return <QuizView page={loaderData} submission={actionData} />;
}
