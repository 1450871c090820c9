import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { MEMBER_DEFAULT_SORT } from '~/features/accounts/member-query';
import { listMembers, readMemberQuery } from '~/features/accounts/members.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/user-oversight';
import { UserOversightView } from './user-oversight-view';

/** Every account for administrators: searched by name, email or mobile number, narrowed to a role, sorted (decision 0111). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/creator-hub/user-oversight');
  const query = readMemberQuery(new URL(request.url).searchParams);
  const [list, seo] = await Promise.all([
    listMembers({ actor: user, ...query }),
    pageSeo(request, { path: '/creator-hub/user-oversight', pageKey: 'creator-hub-user-oversight', noindex: true }),
  ]);
  return { ...list, ...query, defaultSort: MEMBER_DEFAULT_SORT, seo };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubUserOversightPage({ loaderData }: Route.ComponentProps) {
  return (
    <AreaPage pageKey="creator-hub-user-oversight">
      <UserOversightView {...loaderData} />
    </AreaPage>
  );
}
