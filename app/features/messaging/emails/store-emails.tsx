import { formatPrice } from '~/utils/money';
import { pathTo } from '~/utils/routes/path-to';
import { defineEmail } from './define-email';
import { EmailAction, type EmailContext, EmailFacts, EmailHeading, EmailText } from './email-layout';

/* The store's emails: orders, refunds, donations, subscriptions, back in stock. */

/** An order as the order emails show it: amounts in cents, formatted in the recipient's language. */
type OrderSummary = {
  firstName: string;
  orderId: string;
  orderNumber: number;
  lines: { name: string; quantity: number; lineCents: number }[];
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  reliefCents: number;
};

function OrderLines({ ctx, order }: { ctx: EmailContext; order: OrderSummary }) {
  const money = (cents: number) => formatPrice(cents, ctx.lang);
  return (
    <EmailFacts
      rows={[
        ...order.lines.map((line): [string, string] => [`${line.quantity} × ${line.name}`, money(line.lineCents)]),
        [ctx.t('emails.order.subtotal'), money(order.subtotalCents)],
        [ctx.t('emails.order.shipping'), money(order.shippingCents)],
        [ctx.t('emails.order.tax'), money(order.taxCents)],
        [ctx.t('emails.order.total'), money(order.totalCents)],
        [ctx.t('emails.order.relief'), money(order.reliefCents)],
      ]}
    />
  );
}

export const orderConfirmation = defineEmail<OrderSummary>({
  subject: ({ t, siteName }, { orderNumber }) => t('emails.orderConfirmation.subject', { siteName, number: orderNumber }),
  preheader: ({ t, lang }, { totalCents }) => t('emails.orderConfirmation.preheader', { total: formatPrice(totalCents, lang) }),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>{ctx.t('emails.orderConfirmation.intro', { number: props.orderNumber })}</EmailText>
      <OrderLines ctx={ctx} order={props} />
      <EmailText>{ctx.t('emails.orderConfirmation.relief', { amount: formatPrice(props.reliefCents, ctx.lang) })}</EmailText>
      <EmailAction
        ctx={ctx}
        href={`${ctx.siteUrl}${pathTo('/orders/:orderId', { orderId: props.orderId })}`}
        label={ctx.t('emails.order.view')}
      />
    </>
  ),
});

export const orderShipped = defineEmail<{ firstName: string; orderId: string; orderNumber: number; trackingNumber: string }>({
  subject: ({ t, siteName }, { orderNumber }) => t('emails.orderShipped.subject', { siteName, number: orderNumber }),
  preheader: ({ t }, { trackingNumber }) => t('emails.orderShipped.preheader', { tracking: trackingNumber }),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>{ctx.t('emails.orderShipped.intro', { number: props.orderNumber })}</EmailText>
      <EmailFacts rows={[[ctx.t('emails.orderShipped.tracking'), props.trackingNumber]]} />
      <EmailAction
        ctx={ctx}
        href={`${ctx.siteUrl}${pathTo('/orders/:orderId', { orderId: props.orderId })}`}
        label={ctx.t('emails.order.view')}
      />
    </>
  ),
});

/** Who sends a parcel: the shop itself, or a vendor's store (null once the store is gone). */
type ParcelSender = { isShop: boolean; storeName: string | null };

function senderName(ctx: EmailContext, sender: ParcelSender) {
  return sender.isShop ? ctx.siteName : (sender.storeName ?? ctx.t('emails.parcelShipped.aSeller'));
}

/**
 * One parcel of a split order is on its way (issue 39, decision 0095): who sends it, what is in
 * it, its carrier and tracking number (linked to the carrier's page when we know it), and what is
 * still to come from the order's other sellers, or that nothing is.
 */
export const orderParcelShipped = defineEmail<{
  firstName: string;
  orderId: string;
  orderNumber: number;
  sender: ParcelSender;
  items: { name: string; quantity: number }[];
  carrier: string | null;
  trackingNumber: string;
  trackingUrl: string | null;
  stillToCome: (ParcelSender & { itemCount: number })[];
}>({
  subject: (ctx, { orderNumber, sender }) =>
    ctx.t('emails.parcelShipped.subject', { siteName: ctx.siteName, number: orderNumber, sender: senderName(ctx, sender) }),
  preheader: ({ t }, { trackingNumber }) => t('emails.parcelShipped.preheader', { tracking: trackingNumber }),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>
        {ctx.t('emails.parcelShipped.intro', { number: props.orderNumber, sender: senderName(ctx, props.sender) })}
      </EmailText>
      <EmailText>{ctx.t('emails.parcelShipped.inParcel')}</EmailText>
      <EmailFacts rows={props.items.map((item): [string, string] => [`${item.quantity} ×`, item.name])} />
      <EmailFacts
        rows={[
          ...(props.carrier ? [[ctx.t('emails.parcelShipped.carrier'), props.carrier] as [string, string]] : []),
          [ctx.t('emails.orderShipped.tracking'), props.trackingNumber],
        ]}
      />
      {props.trackingUrl && (
        <EmailText>
          <a href={props.trackingUrl} style={{ color: '#2A9134' }}>
            {ctx.t('emails.parcelShipped.track', { carrier: props.carrier ?? '' })}
          </a>
        </EmailText>
      )}
      {props.stillToCome.length === 0 ? (
        <EmailText>{ctx.t('emails.parcelShipped.allSent')}</EmailText>
      ) : (
        <>
          <EmailText>{ctx.t('emails.parcelShipped.stillToCome')}</EmailText>
          <EmailFacts
            rows={props.stillToCome.map((parcel): [string, string] => [
              senderName(ctx, parcel),
              ctx.t('emails.parcelShipped.itemCount', { count: parcel.itemCount }),
            ])}
          />
          <EmailText muted>{ctx.t('emails.parcelShipped.ownEmails')}</EmailText>
        </>
      )}
      <EmailAction
        ctx={ctx}
        href={`${ctx.siteUrl}${pathTo('/orders/:orderId', { orderId: props.orderId })}`}
        label={ctx.t('emails.order.view')}
      />
    </>
  ),
});

export const orderRefunded = defineEmail<{
  firstName: string;
  orderId: string;
  orderNumber: number;
  amountCents: number;
  full: boolean;
}>({
  subject: ({ t, siteName }, { orderNumber }) => t('emails.orderRefunded.subject', { siteName, number: orderNumber }),
  preheader: ({ t, lang }, { amountCents }) => t('emails.orderRefunded.preheader', { amount: formatPrice(amountCents, lang) }),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>
        {ctx.t(props.full ? 'emails.orderRefunded.introFull' : 'emails.orderRefunded.introPartial', {
          number: props.orderNumber,
          amount: formatPrice(props.amountCents, ctx.lang),
        })}
      </EmailText>
      <EmailText muted>{ctx.t('emails.orderRefunded.timing')}</EmailText>
      <EmailAction
        ctx={ctx}
        href={`${ctx.siteUrl}${pathTo('/orders/:orderId', { orderId: props.orderId })}`}
        label={ctx.t('emails.order.view')}
      />
    </>
  ),
});

export const donationReceipt = defineEmail<{
  name: string;
  donationId: string;
  amountCents: number;
  tier: string | null;
  paidAt: string;
}>({
  subject: ({ t, siteName }) => t('emails.donationReceipt.subject', { siteName }),
  preheader: ({ t, lang }, { amountCents }) => t('emails.donationReceipt.preheader', { amount: formatPrice(amountCents, lang) }),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.name })}</EmailHeading>
      <EmailText>{ctx.t('emails.donationReceipt.intro', { amount: formatPrice(props.amountCents, ctx.lang) })}</EmailText>
      <EmailFacts
        rows={[
          [ctx.t('emails.donationReceipt.amount'), formatPrice(props.amountCents, ctx.lang)],
          [ctx.t('emails.donationReceipt.date'), props.paidAt.slice(0, 10)],
          [ctx.t('emails.donationReceipt.reference'), props.donationId],
        ]}
      />
      {props.tier && <EmailText>{ctx.t(`emails.donationReceipt.perks.${props.tier}`)}</EmailText>}
      <EmailText muted>{ctx.t('emails.donationReceipt.note')}</EmailText>
      <EmailAction ctx={ctx} href={`${ctx.siteUrl}/relief`} label={ctx.t('emails.donationReceipt.action')} />
    </>
  ),
});

export const subscriptionRenewed = defineEmail<{
  firstName: string;
  planName: string;
  orderId: string;
  orderNumber: number;
  amountCents: number;
  nextRenewal: string;
}>({
  subject: ({ t, siteName }, { planName }) => t('emails.subscriptionRenewed.subject', { siteName, plan: planName }),
  preheader: ({ t, lang }, { amountCents }) =>
    t('emails.subscriptionRenewed.preheader', { amount: formatPrice(amountCents, lang) }),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>
        {ctx.t('emails.subscriptionRenewed.intro', {
          plan: props.planName,
          amount: formatPrice(props.amountCents, ctx.lang),
          number: props.orderNumber,
        })}
      </EmailText>
      {props.nextRenewal && (
        <EmailText>{ctx.t('emails.subscriptionRenewed.next', { date: props.nextRenewal.slice(0, 10) })}</EmailText>
      )}
      <EmailAction ctx={ctx} href={`${ctx.siteUrl}/subscriptions`} label={ctx.t('emails.subscriptionRenewed.action')} />
    </>
  ),
});

export const subscriptionPaymentFailed = defineEmail<{ firstName: string; planName: string; amountCents: number }>({
  subject: ({ t, siteName }, { planName }) => t('emails.subscriptionPaymentFailed.subject', { siteName, plan: planName }),
  preheader: ({ t }) => t('emails.subscriptionPaymentFailed.preheader'),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>
        {ctx.t('emails.subscriptionPaymentFailed.intro', {
          plan: props.planName,
          amount: formatPrice(props.amountCents, ctx.lang),
        })}
      </EmailText>
      <EmailAction ctx={ctx} href={`${ctx.siteUrl}/subscriptions`} label={ctx.t('emails.subscriptionPaymentFailed.action')} />
    </>
  ),
});

/** "Email me when it is back in stock": sent once per request, to an address that may have no account. */
export const backInStock = defineEmail<{ productName: string; handle: string }>({
  subject: ({ t, siteName }, { productName }) => t('emails.backInStock.subject', { siteName, product: productName }),
  preheader: ({ t }) => t('emails.backInStock.preheader'),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.backInStock.heading', { product: props.productName })}</EmailHeading>
      <EmailText>{ctx.t('emails.backInStock.intro', { product: props.productName })}</EmailText>
      <EmailAction
        ctx={ctx}
        href={`${ctx.siteUrl}${pathTo('/product/:handle', { handle: props.handle })}`}
        label={ctx.t('emails.backInStock.action')}
      />
      <EmailText muted>{ctx.t('emails.backInStock.once')}</EmailText>
    </>
  ),
});

/**
 * The cart reminder (decision 0114): what a member left in their cart, the way back to it, and,
 * since it goes only to members who agreed to hear from us, their newsletter's unsubscribe link.
 */
export const cartReminder = defineEmail<{
  lines: { name: string; quantity: number }[];
  cartUrl: string;
  unsubscribeUrl: string;
}>({
  subject: ({ t, siteName }) => t('emails.cartReminder.subject', { siteName }),
  preheader: ({ t }, { lines }) => t('emails.cartReminder.preheader', { count: lines.length }),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.cartReminder.heading')}</EmailHeading>
      <EmailText>{ctx.t('emails.cartReminder.intro')}</EmailText>
      <EmailFacts
        rows={props.lines.map((line) => [line.name, ctx.t('emails.cartReminder.quantity', { count: line.quantity })])}
      />
      <EmailAction ctx={ctx} href={props.cartUrl} label={ctx.t('emails.cartReminder.action')} />
      <EmailText muted>
        {ctx.t('emails.cartReminder.why', { siteName: ctx.siteName })}{' '}
        <a href={props.unsubscribeUrl}>{ctx.t('emails.newsletter.unsubscribe')}</a>
      </EmailText>
    </>
  ),
});
