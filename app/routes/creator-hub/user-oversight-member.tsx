import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/user-oversight-member';
import { loadMemberPage, memberAction } from './user-oversight-member.server';
import { MemberView } from './user-oversight-member-view';

/** One member (admins only): the account, its roles and sessions, their orders and enrolments. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/creator-hub/user-oversight/:userId');
  return loadMemberPage(request, user, params.userId);
}

/** Making the member an admin or no longer one, and signing them out everywhere. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAccess(request, '/creator-hub/user-oversight/:userId');
  return memberAction(request, user, params.userId);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function MemberPage({ loaderData, actionData }: Route.ComponentProps) {
  return <MemberView page={loaderData} answer={actionData} />;
}
