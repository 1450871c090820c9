import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { ContentArticle } from '~/features/content/components/content-article';
import { requireContentDocument, toArticle } from '~/features/content/content.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/relief';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/relief');
  const document = await requireContentDocument('pages', 'relief');
  return {
    article: toArticle(document),
    seo: await pageSeo(request, { path: '/relief', pageKey: 'relief' }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function ReliefPage({ loaderData }: Route.ComponentProps) {
  const { article, seo } = loaderData;
  return <ContentArticle article={article} title={seo.title} description={seo.description} />;
}
