import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { ContentArticle } from '~/features/content/components/content-article';
import { requireContentDocument, toArticle } from '~/features/content/content.server';
import { guideJsonLd } from '~/features/content/structured-data.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/market-research';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/market-research');
  const document = await requireContentDocument('guides', 'market-research');
  return {
    article: toArticle(document),
    seo: await pageSeo(request, {
      path: '/market-research',
      pageKey: 'market-research',
      type: 'article',
      jsonLd: [guideJsonLd(document)],
    }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function MarketResearchPage({ loaderData }: Route.ComponentProps) {
  const { article, seo } = loaderData;
  return <ContentArticle article={article} title={seo.title} description={seo.description} showContents />;
}
