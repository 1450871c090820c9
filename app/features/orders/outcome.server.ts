import type { SessionUser } from '~/features/accounts/guard.server';
import { pageSeo } from '~/features/seo/seo.server';
import type { RoutePath } from '~/utils/route-table';
import { confirmPaymentWithProvider } from './order-payments.server';
import { cancellationReason, findOrder } from './orders.server';

/**
 * The payment result pages (/checkout/success, /payment/success, /payment/error,
 * /payment-success, /payment-cancel) show the real state of the order in `?order=`, never what
 * the address claims: a "success" address for a declined payment says it was declined. Only the
 * order's owner sees it. An order still waiting for payment asks the provider first, so a
 * payment whose webhook is late or was lost shows as paid (decision 0038). With the order come its
 * lines, address and what the delivery estimate needs (the day it was paid, the shipping method).
 */
export async function loadOrderOutcome(request: Request, user: SessionUser | null, path: RoutePath, pageKey: string) {
  const orderId = new URL(request.url).searchParams.get('order') ?? '';
  let order = user ? await findOrder(orderId, user.id) : null;
  if (user && order?.status === 'pending_payment' && (await confirmPaymentWithProvider(order.id)))
    order = await findOrder(order.id, user.id);
  return {
    outcome: order
      ? {
          id: order.id,
          number: order.number,
          status: order.status,
          totalCents: order.totalCents,
          reliefCents: order.reliefCents,
          email: order.email,
          paymentUrl: order.paymentUrl,
          paymentExpiresAt: order.paymentExpiresAt,
          reason: cancellationReason(order),
          isLastAttemptDeclined: order.status === 'pending_payment' && order.events.at(-1)?.type === 'payment_declined',
          createdAt: order.createdAt,
          paidAt: order.paidAt,
          shippingCents: order.shippingCents,
          taxCents: order.taxCents,
          shippingMethod: order.shippingMethod,
          shippingAddress: order.shippingAddress,
          items: order.items.map(({ productId, name, handle, unitPriceCents, quantity }) => ({
            productId,
            name,
            handle,
            unitPriceCents,
            quantity,
          })),
        }
      : null,
    signedIn: Boolean(user),
    seo: await pageSeo(request, { path, pageKey, noindex: true }),
  };
}
