import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/newsletter-issue-new';
import { issueAction, loadIssuePage } from './newsletter-issue.server';
import { NewsletterIssueView } from './newsletter-issue-view';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/admin/communications/new');
  return loadIssuePage(request, user, null);
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/admin/communications/new');
  return issueAction(request, user, null);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function NewsletterIssueNewPage({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterIssueView page={loaderData} answer={actionData} />;
}
