import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/newsletter-issue';
import { issueAction, loadIssuePage } from './newsletter-issue.server';
import { NewsletterIssueView } from './newsletter-issue-view';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/admin/communications/:issueId');
  return loadIssuePage(request, user, params.issueId);
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAccess(request, '/admin/communications/:issueId');
  return issueAction(request, user, params.issueId);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function NewsletterIssuePage({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterIssueView page={loaderData} answer={actionData} />;
}
