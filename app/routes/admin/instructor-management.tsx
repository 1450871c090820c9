import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/instructor-management';
import { instructorReviewAction, loadInstructorReview } from './instructor-review.server';
import { InstructorReview } from './instructor-review-view';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/instructor-management');
  const [review, seo] = await Promise.all([
    loadInstructorReview(request),
    pageSeo(request, { path: '/instructor-management', pageKey: 'instructor-management', noindex: true }),
  ]);
  return { review, seo };
}

/** Approve, ask for changes or reject an instructor application (admins only). */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAccess(request, '/instructor-management');
  return instructorReviewAction(request, admin);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InstructorManagementPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AreaPage pageKey="instructor-management">
      <InstructorReview path="/instructor-management" review={loaderData.review} answer={actionData} />
    </AreaPage>
  );
}
