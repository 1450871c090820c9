import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/instructors';
import { instructorReviewAction, loadInstructorReview } from './instructor-review.server';
import { InstructorReview } from './instructor-review-view';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/admin/instructors');
  const [review, seo] = await Promise.all([
    loadInstructorReview(request),
    pageSeo(request, { path: '/admin/instructors', pageKey: 'admin-instructors', noindex: true }),
  ]);
  return { review, seo };
}

/** Approve, ask for changes or reject an instructor application (admins only). */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAccess(request, '/admin/instructors');
  return instructorReviewAction(request, admin);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AdminInstructorsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AreaPage pageKey="admin-instructors">
      <InstructorReview path="/admin/instructors" review={loaderData.review} answer={actionData} />
    </AreaPage>
  );
}
