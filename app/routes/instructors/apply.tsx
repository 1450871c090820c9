import { data } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { findApplicationOf, submitApplication } from '~/features/instructors/applications.server';
import { applicationSchema } from '~/features/instructors/instructors.schema';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { languageCodeFor } from '~/i18n/i18n.server';
import { readForm } from '~/utils/form.server';
import { type FormResult, fieldErrorsOf } from '~/utils/form-result';
import { requestTimeZone } from '~/utils/format-date';
import type { Route } from './+types/apply';
import { ApplyView } from './apply-view';

const FIELDS = ['expertise', 'experience', 'sampleLesson', 'links', 'timeZone'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/instructor/apply');
  const seo = await pageSeo(request, { path: '/instructor/apply', pageKey: 'instructor-apply' });
  if (!user) return { seo, state: 'visitor' as const, application: null, timeZone: 'UTC' };
  const application = await findApplicationOf(user.id);
  const isTeaching = user.role === 'instructor' || user.role === 'admin';
  return {
    seo,
    state: isTeaching ? ('teaching' as const) : ('applicant' as const),
    application: application
      ? {
          ...application,
          submittedAt: application.submittedAt.toISOString(),
          decidedAt: application.decidedAt?.toISOString() ?? null,
        }
      : null,
    timeZone: requestTimeZone(request),
  };
}

type ApplyAnswer = FormResult & { values?: Record<string, string> };

/** Send the application (or send it again after changes were asked for). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/instructor/apply');
  if (!user) return data<ApplyAnswer>({ ok: false, fieldErrors: {}, formError: 'instructors.apply.signIn' }, { status: 401 });
  const read = await readForm(request);
  if (!read.ok) return data<ApplyAnswer>({ ok: false, fieldErrors: {}, formError: 'errors.badForm' }, { status: 400 });
  const values = Object.fromEntries(FIELDS.map((field) => [field, String(read.form.get(field) ?? '')]));
  const parsed = applicationSchema.safeParse(values);
  if (!parsed.success) return data<ApplyAnswer>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
  const sent = await submitApplication({ actor: user, input: parsed.data, locale: languageCodeFor(request) });
  if (!sent.ok)
    return data<ApplyAnswer>({ ok: false, fieldErrors: {}, formError: sent.message, values }, { status: sent.status });
  return data<ApplyAnswer>({ ok: true });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InstructorApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplyView loaderData={loaderData} actionData={actionData} />;
}
