import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { ContentArticle } from '~/features/content/components/content-article';
import { requireContentDocument, toArticle } from '~/features/content/content.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/terms';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/affiliate/terms');
  const document = await requireContentDocument('pages', 'affiliate-terms');
  return {
    article: toArticle(document),
    seo: await pageSeo(request, { path: '/affiliate/terms', pageKey: 'affiliate-terms' }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AffiliateTermsPage({ loaderData }: Route.ComponentProps) {
  const { article, seo } = loaderData;
  return <ContentArticle article={article} title={seo.title} description={seo.description} showContents />;
}
