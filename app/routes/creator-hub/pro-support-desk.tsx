import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { countOpenTickets, listTickets, readTicketQuery, TICKET_DEFAULT_SORT } from '~/features/support/desk.server';
import type { Route } from './+types/pro-support-desk';
import { SupportDeskView } from './pro-support-desk-view';

/** The support desk (admins only): every ticket from /contact, filtered by status, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/creator-hub/pro-support-desk');
  const query = readTicketQuery(new URL(request.url).searchParams);
  const [list, open, seo] = await Promise.all([
    listTickets({ actor: user, ...query }),
    countOpenTickets({ actor: user }),
    pageSeo(request, { path: '/creator-hub/pro-support-desk', pageKey: 'creator-hub-pro-support-desk', noindex: true }),
  ]);
  return { ...list, ...query, open, defaultSort: TICKET_DEFAULT_SORT, seo };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CreatorHubProSupportDeskPage({ loaderData }: Route.ComponentProps) {
  return <SupportDeskView page={loaderData} />;
}
