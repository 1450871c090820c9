import { data } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { useRootData } from '~/components/layout/use-root-data';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { markDelivered, refundOrder, shipOrder } from '~/features/orders/admin-orders.server';
import { type AdminOrderActionResult, AdminOrderActions } from '~/features/orders/components/admin-order-actions';
import { OrderReceipt } from '~/features/orders/components/order-receipt';
import { canRefund, canShip } from '~/features/orders/order-state';
import { findOrder } from '~/features/orders/orders.server';
import { pageMeta } from '~/features/seo/seo';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { parseAmountCents } from '~/utils/money';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/order';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, '/admin/orders/:orderId');
  const order = await findOrder(params.orderId, null);
  if (!order) throw await notFoundResponse(request);
  return {
    order,
    can: { ship: canShip(order.status), deliver: order.status === 'shipped', refund: canRefund(order.status) },
    seo: await pageSeo(request, {
      path: pathTo('/admin/orders/:orderId', { orderId: order.id }),
      pageKey: 'admin-order',
      noindex: true,
    }),
  };
}

/** Ship (with a tracking number), mark delivered, or refund in full or in part. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAccess(request, '/admin/orders/:orderId');
  const read = await readForm(request);
  if (!read.ok) return data<AdminOrderActionResult>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  const { form } = read;
  const intent = textField(form, 'intent');
  const orderId = params.orderId;
  let result: AdminOrderActionResult;
  if (intent === 'ship')
    result = await shipOrder({ orderId, trackingNumber: textField(form, 'trackingNumber'), adminId: admin.id });
  else if (intent === 'deliver') result = await markDelivered({ orderId, adminId: admin.id });
  else if (intent === 'refund') {
    const amountCents = parseAmountCents(textField(form, 'amount'));
    result =
      amountCents === null
        ? { ok: false, message: 'adminOrders.errors.amount', field: 'amount' }
        : await refundOrder({
            orderId,
            amountCents,
            restock: textField(form, 'restock') === 'on',
            reason: textField(form, 'reason'),
            adminId: admin.id,
          });
  } else result = { ok: false, message: 'errors.badForm' };
  return data<AdminOrderActionResult>({ ...result, intent }, { status: result.ok ? 200 : 400 });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AdminOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, can } = loaderData;
  const site = useRootData()?.site;
  return (
    <AreaPage pageKey="admin-order">
      <AdminOrderActions order={order} can={can} result={actionData} />
      <OrderReceipt order={order} site={site} />
    </AreaPage>
  );
}
