import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { LEARNER_DEFAULT_SORT, listLearners, readLearnerQuery } from '~/features/learning/learners.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/students';
import { StudentsView } from './students-view';

/** Every learner's enrolments for administrators: progress, completion and certificate, searchable and sortable. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub/students');
  const query = readLearnerQuery(new URL(request.url).searchParams);
  const [list, seo] = await Promise.all([
    listLearners(query),
    pageSeo(request, { path: '/creator-hub/students', pageKey: 'creator-hub-students', noindex: true }),
  ]);
  return { ...list, ...query, defaultSort: LEARNER_DEFAULT_SORT, seo };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubStudentsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AreaPage pageKey="creator-hub-students">
      <StudentsView {...loaderData} />
    </AreaPage>
  );
}
