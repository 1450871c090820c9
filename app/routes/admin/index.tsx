import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { countApplications } from '~/features/instructors/applications.server';
import { lowStockProducts } from '~/features/inventory/inventory-list.server';
import { findLearningFigures } from '~/features/learning/learners.server';
import { findOrderFigures } from '~/features/orders/admin-orders.server';
import { reliefTotalCents } from '~/features/relief/relief.server';
import { countSevereEvents } from '~/features/security/security-log.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/index';
import { AdminDashboardView } from './index-view';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The administration's first screen: what needs doing now, and how the week went, each linked to its tool. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/admin');
  const now = Date.now();
  const week = new Date(now - 7 * DAY_MS);
  const [orders, lowStock, applications, learning, reliefCents, severeEvents, seo] = await Promise.all([
    findOrderFigures({ since: week }),
    lowStockProducts(),
    countApplications(),
    findLearningFigures({ since: week }),
    reliefTotalCents(),
    countSevereEvents({ since: new Date(now - DAY_MS) }),
    pageSeo(request, { path: '/admin', pageKey: 'admin', noindex: true }),
  ]);
  return {
    orders,
    lowStock: { count: lowStock.length, first: lowStock.slice(0, 5) },
    applicationsWaiting: applications.submitted,
    learning,
    reliefCents,
    severeEvents,
    seo,
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  return <AdminDashboardView loaderData={loaderData} />;
}
