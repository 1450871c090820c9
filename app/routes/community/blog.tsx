import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/blog';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/blog');
  return { seo: await pageSeo(request, { path: '/blog', pageKey: 'blog' }) };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function BlogPage() {
  return <AreaPage pageKey="blog" area="community" opensLater="community" />;
}
