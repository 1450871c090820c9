import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { ContentArticle } from '~/features/content/components/content-article';
import { requireContentDocument, toArticle } from '~/features/content/content.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/workplace-policy';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/workplace-policy');
  const document = await requireContentDocument('pages', 'workplace-policy');
  return {
    article: toArticle(document),
    seo: await pageSeo(request, { path: '/workplace-policy', pageKey: 'workplace-policy' }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function WorkplacePolicyPage({ loaderData }: Route.ComponentProps) {
  const { article, seo } = loaderData;
  return <ContentArticle article={article} title={seo.title} description={seo.description} showContents />;
}
