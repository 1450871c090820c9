import { data } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { useRootData } from '~/components/layout/use-root-data';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { type AdminOrderChange, markDelivered, refundOrder, shipOrder } from '~/features/orders/admin-orders.server';
import { AdminOrderActions } from '~/features/orders/components/admin-order-actions';
import { AdminParcels } from '~/features/orders/components/admin-parcels';
import { OrderReceipt } from '~/features/orders/components/order-receipt';
import { adminOrderFailure } from '~/features/orders/failures';
import { findOrderShipments } from '~/features/orders/fulfilments.server';
import { canRefund, canShip } from '~/features/orders/order-state';
import { findOrder } from '~/features/orders/orders.server';
import { answerShipParcel } from '~/features/orders/ship-parcel-action.server';
import { pageMeta } from '~/features/seo/seo';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { findStoreNames } from '~/features/vendors/vendor-profiles.server';
import { answerOf } from '~/utils/failure-answer';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ActionAnswer } from '~/utils/form-result';
import { parseAmountCents } from '~/utils/money';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/order';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, '/admin/orders/:orderId');
  const order = await findOrder(params.orderId, null);
  if (!order) throw await notFoundResponse(request);
  return {
    order,
    shipments: await findOrderShipments(order.id, { storeNames: findStoreNames }),
    can: { ship: canShip(order.status), deliver: order.status === 'shipped', refund: canRefund(order.status) },
    seo: await pageSeo(request, {
      path: pathTo('/admin/orders/:orderId', { orderId: order.id }),
      pageKey: 'admin-order',
      noindex: true,
    }),
  };
}

/** A button's answer, with the form it is about, so the error shows beside that form's field. */
type AdminOrderAnswer = ActionAnswer & { field?: string; intent?: string };

/** Ship (with a tracking number), ship one parcel, mark delivered, or refund in full or in part. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAccess(request, '/admin/orders/:orderId');
  const read = await readForm(request);
  if (!read.ok) return data<AdminOrderAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  const { form } = read;
  const intent = textField(form, 'intent');
  // One parcel: the same action as a vendor's, answered about that parcel.
  if (intent === 'ship-fulfilment') return answerShipParcel(admin, form);
  const orderId = params.orderId;
  let result: AdminOrderChange;
  if (intent === 'ship') result = await shipOrder({ actor: admin, orderId, trackingNumber: textField(form, 'trackingNumber') });
  else if (intent === 'deliver') result = await markDelivered({ actor: admin, orderId });
  else if (intent === 'refund') {
    const amountCents = parseAmountCents(textField(form, 'amount'));
    result =
      amountCents === null
        ? adminOrderFailure('amount')
        : await refundOrder({
            actor: admin,
            orderId,
            amountCents,
            restock: textField(form, 'restock') === 'on',
            reason: textField(form, 'reason'),
          });
  } else return data<AdminOrderAnswer>({ ok: false, message: 'errors.badForm', intent }, { status: 400 });
  if (result.ok) return data<AdminOrderAnswer>({ ...result, intent });
  return data<AdminOrderAnswer>({ ...answerOf(result), field: result.field, intent }, { status: result.status });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AdminOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, can, shipments } = loaderData;
  const site = useRootData()?.site;
  const parcelAnswer = actionData && 'fulfilmentId' in actionData ? actionData : undefined;
  const orderAnswer = actionData && !('fulfilmentId' in actionData) ? actionData : undefined;
  return (
    <AreaPage pageKey="admin-order">
      <AdminParcels shipments={shipments} siteName={site?.name ?? ''} canShip={can.ship} answer={parcelAnswer} />
      <AdminOrderActions order={order} can={can} result={orderAnswer} />
      <OrderReceipt order={order} site={site} back="all-orders" shipments={shipments} />
    </AreaPage>
  );
}
