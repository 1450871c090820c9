import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Printer } from '~/components/ui/icons';
import { LineAmounts } from '~/components/ui/line-amounts';
import { Money } from '~/components/ui/money';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import type { ShippingAddress } from '~/db/schema/orders';
import { CONTENT_LANGUAGE, contentLanguage } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';
import { formatPrice } from '~/utils/money';
import { pathTo } from '~/utils/routes/path-to';
import type { SiteConfig } from '~/utils/site-config';
import type { OrderStatus } from '../order-state';
import { OrderStatusBadge } from './order-status';
import { ReceiptShipments } from './receipt-shipments';
import { ShippingAddressLines } from './shipping-address';

type Dated = string | Date;

export type ReceiptOrder = {
  id: string;
  number: number;
  status: OrderStatus;
  email: string;
  createdAt: Dated;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  reliefCents: number;
  refundedCents: number;
  shippingMethod: string;
  shippingAddress: ShippingAddress | null;
  trackingNumber: string | null;
  paymentUrl: string | null;
  paymentExpiresAt: Dated;
  items: {
    productId: string;
    name: string;
    handle: string;
    unitPriceCents: number;
    quantity: number;
    isReliefProduct: boolean;
  }[];
  events: { id: string; type: string; detail: Record<string, unknown>; createdAt: Dated }[];
  refunds: { id: string; amountCents: number; reason: string; createdAt: Dated }[];
};

/** One parcel of the order (decision 0095): who sends it, what it holds, where it stands. */
export type ReceiptShipment = {
  id: string;
  /** The shop's own goods; otherwise the vendor's store name (null once the store is gone). */
  isShop: boolean;
  storeName: string | null;
  status: 'awaiting' | 'shipped';
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: Dated | null;
  items: { name: string; quantity: number }[];
};

/**
 * Where the receipt's "all orders" link leads: a customer's own orders, or, when an admin reads
 * someone's order in the admin area, every order (the admin's own purchases are not what they
 * came from).
 */
export type ReceiptBackLink = 'own-orders' | 'all-orders';

const BACK_LINKS = {
  'own-orders': { to: pathTo('/orders'), labelKey: 'orders.viewAll' },
  'all-orders': { to: pathTo('/admin/orders'), labelKey: 'orders.viewAllAdmin' },
} as const;

/**
 * An order with its lines, totals, address, timeline and refunds; printable as a receipt, with
 * the shop's name and address (`site`, from the root loader) on it.
 */
export function OrderReceipt({
  order,
  site,
  back = 'own-orders',
  shipments = [],
}: {
  order: ReceiptOrder;
  site: Pick<SiteConfig, 'name' | 'address'> | undefined;
  back?: ReceiptBackLink;
  shipments?: ReceiptShipment[];
}) {
  const { t, i18n } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const when = (value: Dated) => formatWhen(value);
  return (
    <div className="mt-8 space-y-8">
      <div className="flex flex-wrap gap-3 print:hidden">
        {order.paymentUrl && (
          <a href={order.paymentUrl} className={buttonClass('primary', 'md')}>
            {t('orders.outcome.continuePayment')}
          </a>
        )}
        <button type="button" className={buttonClass('secondary', 'md')} onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" />
          {t('orders.print')}
        </button>
        <Link to={BACK_LINKS[back].to} className={buttonClass('ghost', 'md')}>
          {t(BACK_LINKS[back].labelKey)}
        </Link>
      </div>
      <section
        id="receipt"
        data-print-alone
        aria-labelledby="receipt-heading"
        className="rounded-3xl border border-stone-200 bg-white p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="receipt-heading" className="text-2xl font-semibold text-stone-900">
              {t('orders.receiptFor', { number: order.number })}
            </h2>
            <p className="mt-1 text-sm text-stone-600">
              {when(order.createdAt)} · {order.email}
            </p>
          </div>
          <OrderStatusBadge status={order.status} className="text-sm" />
        </div>
        {site && <p className="mt-2 text-sm text-stone-600">{`${site.name} · ${site.address}`}</p>}
        {/*
          On a phone the four columns ran together ("1$24.99$24.99"): there each line is stacked,
          its name over "2 × $24.99" and the line's total. The table is for wider screens and print.
        */}
        <ul
          aria-label={t('orders.itemsTable')}
          className="mt-6 divide-y divide-stone-100 border-y border-stone-200 sm:hidden print:hidden"
        >
          {order.items.map((item) => (
            <li key={item.productId} className="py-3 text-sm">
              <Link
                to={pathTo('/product/:handle', { handle: item.handle })}
                className="font-medium underline-offset-4 hover:underline"
              >
                {item.name}
              </Link>
              <LineAmounts quantity={item.quantity} unitPriceCents={item.unitPriceCents} className="mt-1" />
            </li>
          ))}
        </ul>
        <ScrollRegion label={t('orders.itemsTable')} className="mt-6 hidden sm:block print:block">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-start text-stone-600">
                <th scope="col" className="py-2 text-start font-medium">
                  {t('orders.item')}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t('orders.quantity')}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t('orders.price')}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t('orders.lineTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={item.productId} className="border-b border-stone-100">
                  <td className="py-2">
                    <Link
                      {...contentLanguage(CONTENT_LANGUAGE)}
                      to={pathTo('/product/:handle', { handle: item.handle })}
                      className="underline-offset-4 hover:underline"
                    >
                      {item.name}
                    </Link>
                  </td>
                  <td className="py-2 text-end">{item.quantity}</td>
                  <td className="py-2 text-end">
                    <Money cents={item.unitPriceCents} />
                  </td>
                  <td className="py-2 text-end">
                    <Money cents={item.unitPriceCents * item.quantity} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <dl className="ms-auto mt-4 max-w-xs space-y-1 text-sm">
          {(
            [
              ['checkout.subtotal', order.subtotalCents],
              ...(order.discountCents > 0 ? ([['orders.discount', -order.discountCents]] as const) : []),
              ['checkout.shipping', order.shippingCents],
              ['orders.tax', order.taxCents],
            ] as const
          ).map(([label, cents]) => (
            <div key={label} className="flex justify-between">
              <dt>{t(label)}</dt>
              <dd>
                <Money cents={cents} />
              </dd>
            </div>
          ))}
          <div className="flex justify-between border-t border-stone-200 pt-1 font-bold text-stone-900">
            <dt>{t('checkout.total')}</dt>
            <dd>
              <Money cents={order.totalCents} />
            </dd>
          </div>
          {order.refundedCents > 0 && (
            <div className="flex justify-between text-violet-900">
              <dt>{t('orders.refunded')}</dt>
              <dd>
                −<Money cents={order.refundedCents} />
              </dd>
            </div>
          )}
          <div className="flex justify-between text-brand-900">
            <dt>{t('orders.reliefShare')}</dt>
            <dd>
              <Money cents={order.reliefCents} />
            </dd>
          </div>
        </dl>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          {order.shippingAddress && (
            <div>
              <h3 className="font-semibold text-stone-900">{t('orders.shipTo')}</h3>
              <ShippingAddressLines address={order.shippingAddress} className="mt-1 text-sm text-stone-700 not-italic" />
              <p className="mt-1 text-sm text-stone-600">{t(`checkout.methods.${order.shippingMethod}`)}</p>
            </div>
          )}
          {order.trackingNumber && shipments.length === 0 && (
            <div>
              <h3 className="font-semibold text-stone-900">{t('orders.tracking')}</h3>
              <p className="mt-1 font-mono text-sm text-stone-800">{order.trackingNumber}</p>
            </div>
          )}
        </div>
        {shipments.length > 0 && <ReceiptShipments shipments={shipments} siteName={site?.name ?? ''} />}
      </section>
      <section aria-labelledby="timeline-heading" className="print:hidden">
        <h2 id="timeline-heading" className="text-xl font-semibold text-stone-900">
          {t('orders.timeline')}
        </h2>
        <ol className="mt-4 space-y-3 border-s-2 border-stone-200 ps-4">
          {order.events.map((event) => (
            <li key={event.id}>
              <p className="font-medium text-stone-900">
                {t(`orders.events.${event.type}`, {
                  defaultValue: event.type,
                  reason: event.detail.reason ? t(`orders.reasons.${String(event.detail.reason)}`, { defaultValue: '' }) : '',
                  tracking: String(event.detail.trackingNumber ?? ''),
                  amount: formatPrice(Number(event.detail.amountCents ?? 0), i18n.language),
                })}
              </p>
              <p className="text-sm text-stone-600">{when(event.createdAt)}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
