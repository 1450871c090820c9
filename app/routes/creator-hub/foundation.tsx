import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { findReliefSummary, listReliefEntries, RELIEF_ENTRIES_PAGE_SIZE, readReliefQuery } from '~/features/relief/relief.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { pageCountOf } from '~/utils/pagination';
import type { Route } from './+types/foundation';
import { FoundationView } from './foundation-view';

/** The relief ledger for administrators: what has been set aside, from where, entry by entry. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub/foundation');
  const query = readReliefQuery(new URL(request.url).searchParams);
  const [summary, ledger, seo] = await Promise.all([
    findReliefSummary(),
    listReliefEntries(query),
    pageSeo(request, { path: '/creator-hub/foundation', pageKey: 'creator-hub-foundation', noindex: true }),
  ]);
  return { summary, ...ledger, ...query, pageCount: pageCountOf(ledger.total, RELIEF_ENTRIES_PAGE_SIZE), seo };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubFoundationPage({ loaderData }: Route.ComponentProps) {
  return (
    <AreaPage pageKey="creator-hub-foundation">
      <FoundationView {...loaderData} />
    </AreaPage>
  );
}
