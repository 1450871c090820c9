import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { useRootData } from '~/components/layout/use-root-data';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { OrderReceipt } from '~/features/orders/components/order-receipt';
import { findOrderShipments } from '~/features/orders/fulfilments.server';
import { findOrder } from '~/features/orders/orders.server';
import { pageMeta } from '~/features/seo/seo';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { findStoreNames } from '~/features/vendors/vendor-profiles.server';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/order';

/** One of the person's orders: status, lines, totals, relief share, its parcels, timeline and a printable receipt. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/orders/:orderId');
  const order = await findOrder(params.orderId, user.id);
  if (!order) throw await notFoundResponse(request);
  return {
    order,
    shipments: await findOrderShipments(order.id, { storeNames: findStoreNames }),
    seo: await pageSeo(request, { path: pathTo('/orders/:orderId', { orderId: order.id }), pageKey: 'order', noindex: true }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const site = useRootData()?.site;
  return (
    <AreaPage pageKey="order" area="account">
      <OrderReceipt order={loaderData.order} site={site} shipments={loaderData.shipments} />
    </AreaPage>
  );
}
