import type { ReactElement } from 'react';
import { formatDateTime } from '~/utils/format-date';
import { formatPrice } from '~/utils/money';
import { EmailAction, type EmailContext, EmailFacts, EmailHeading, EmailText } from './email-layout';

/**
 * The platform's emails. Each is a React component rendered on the server with the
 * recipient's language; the plain-text part is derived from the same HTML.
 */
type EmailTemplate<P> = {
  subject: (ctx: EmailContext, props: P) => string;
  preheader: (ctx: EmailContext, props: P) => string;
  Body: (args: { ctx: EmailContext; props: P }) => ReactElement;
};

function defineEmail<P>(template: EmailTemplate<P>): EmailTemplate<P> {
  return template;
}

const verifyEmail = defineEmail<{ firstName: string; url: string; hours: number }>({
  subject: ({ t, siteName }) => t('emails.verifyEmail.subject', { siteName }),
  preheader: ({ t }) => t('emails.verifyEmail.preheader'),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>{ctx.t('emails.verifyEmail.intro', { siteName: ctx.siteName })}</EmailText>
      <EmailAction ctx={ctx} href={props.url} label={ctx.t('emails.verifyEmail.action')} />
      <EmailText muted>{ctx.t('emails.common.expires', { count: props.hours })}</EmailText>
      <EmailText muted>{ctx.t('emails.verifyEmail.ignore')}</EmailText>
    </>
  ),
});

const changeEmail = defineEmail<{ firstName: string; url: string; newEmail: string; hours: number }>({
  subject: ({ t, siteName }) => t('emails.changeEmail.subject', { siteName }),
  preheader: ({ t }) => t('emails.changeEmail.preheader'),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>{ctx.t('emails.changeEmail.intro', { email: props.newEmail })}</EmailText>
      <EmailAction ctx={ctx} href={props.url} label={ctx.t('emails.changeEmail.action')} />
      <EmailText muted>{ctx.t('emails.common.expires', { count: props.hours })}</EmailText>
      <EmailText muted>{ctx.t('emails.changeEmail.ignore')}</EmailText>
    </>
  ),
});

const resetPassword = defineEmail<{ firstName: string; url: string; minutes: number }>({
  subject: ({ t, siteName }) => t('emails.resetPassword.subject', { siteName }),
  preheader: ({ t }) => t('emails.resetPassword.preheader'),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>{ctx.t('emails.resetPassword.intro')}</EmailText>
      <EmailAction ctx={ctx} href={props.url} label={ctx.t('emails.resetPassword.action')} />
      <EmailText muted>{ctx.t('emails.resetPassword.expires', { count: props.minutes })}</EmailText>
      <EmailText muted>{ctx.t('emails.resetPassword.ignore')}</EmailText>
    </>
  ),
});

/** Sent to the account's address after its password or email changed: a change the owner did not make is a warning. */
const securityNotice = defineEmail<{
  firstName: string;
  change: 'password' | 'email' | 'twoFactorOn' | 'twoFactorOff';
  when: string;
}>({
  subject: ({ t, siteName }, { change }) => t(`emails.securityNotice.${change}.subject`, { siteName }),
  preheader: ({ t }, { change }) => t(`emails.securityNotice.${change}.subject`, { siteName: '' }).trim(),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>{ctx.t(`emails.securityNotice.${props.change}.intro`, { when: props.when })}</EmailText>
      <EmailText>{ctx.t('emails.securityNotice.notYou')}</EmailText>
      <EmailAction ctx={ctx} href={`${ctx.siteUrl}/auth/forgot`} label={ctx.t('emails.securityNotice.action')} />
    </>
  ),
});

const welcome = defineEmail<{ firstName: string }>({
  subject: ({ t, siteName }) => t('emails.welcome.subject', { siteName }),
  preheader: ({ t }) => t('emails.welcome.preheader'),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.welcome.heading', { name: props.firstName, siteName: ctx.siteName })}</EmailHeading>
      <EmailText>{ctx.t('emails.welcome.intro')}</EmailText>
      <ul style={{ margin: '0 0 16px', paddingInlineStart: 20 }}>
        <li>{ctx.t('emails.welcome.shop')}</li>
        <li>{ctx.t('emails.welcome.learn')}</li>
        <li>{ctx.t('emails.welcome.community')}</li>
      </ul>
      <EmailText>{ctx.t('emails.welcome.relief')}</EmailText>
      <EmailAction ctx={ctx} href={`${ctx.siteUrl}/account`} label={ctx.t('emails.welcome.action')} />
    </>
  ),
});

const newMemberNotice = defineEmail<{ userId: string; email: string; fullName: string; phoneNumber: string }>({
  subject: ({ t, siteName }, { fullName }) => t('emails.newMember.subject', { siteName, name: fullName }),
  preheader: ({ t }, { email }) => t('emails.newMember.preheader', { email }),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.newMember.heading')}</EmailHeading>
      <EmailFacts
        rows={[
          [ctx.t('emails.newMember.name'), props.fullName],
          [ctx.t('emails.newMember.email'), props.email],
          [ctx.t('emails.newMember.phone'), props.phoneNumber],
          [ctx.t('emails.newMember.id'), props.userId],
        ]}
      />
      <EmailAction ctx={ctx} href={`${ctx.siteUrl}/creator-hub/user-oversight`} label={ctx.t('emails.newMember.action')} />
    </>
  ),
});

/** Double opt-in for the newsletter: no name is known, so no greeting by name. */
const newsletterConfirm = defineEmail<{ url: string; unsubscribeUrl: string }>({
  subject: ({ t, siteName }) => t('emails.newsletterConfirm.subject', { siteName }),
  preheader: ({ t }) => t('emails.newsletterConfirm.preheader'),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.newsletterConfirm.heading')}</EmailHeading>
      <EmailText>{ctx.t('emails.newsletterConfirm.intro', { siteName: ctx.siteName })}</EmailText>
      <EmailAction ctx={ctx} href={props.url} label={ctx.t('emails.newsletterConfirm.action')} />
      <EmailText muted>{ctx.t('emails.newsletterConfirm.ignore')}</EmailText>
      <EmailText muted>
        {ctx.t('emails.newsletter.unsubscribeIntro')} <a href={props.unsubscribeUrl}>{ctx.t('emails.newsletter.unsubscribe')}</a>
      </EmailText>
    </>
  ),
});

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

const orderConfirmation = defineEmail<OrderSummary>({
  subject: ({ t, siteName }, { orderNumber }) => t('emails.orderConfirmation.subject', { siteName, number: orderNumber }),
  preheader: ({ t, lang }, { totalCents }) => t('emails.orderConfirmation.preheader', { total: formatPrice(totalCents, lang) }),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>{ctx.t('emails.orderConfirmation.intro', { number: props.orderNumber })}</EmailText>
      <OrderLines ctx={ctx} order={props} />
      <EmailText>{ctx.t('emails.orderConfirmation.relief', { amount: formatPrice(props.reliefCents, ctx.lang) })}</EmailText>
      <EmailAction ctx={ctx} href={`${ctx.siteUrl}/orders/${props.orderId}`} label={ctx.t('emails.order.view')} />
    </>
  ),
});

const orderShipped = defineEmail<{ firstName: string; orderId: string; orderNumber: number; trackingNumber: string }>({
  subject: ({ t, siteName }, { orderNumber }) => t('emails.orderShipped.subject', { siteName, number: orderNumber }),
  preheader: ({ t }, { trackingNumber }) => t('emails.orderShipped.preheader', { tracking: trackingNumber }),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>{ctx.t('emails.orderShipped.intro', { number: props.orderNumber })}</EmailText>
      <EmailFacts rows={[[ctx.t('emails.orderShipped.tracking'), props.trackingNumber]]} />
      <EmailAction ctx={ctx} href={`${ctx.siteUrl}/orders/${props.orderId}`} label={ctx.t('emails.order.view')} />
    </>
  ),
});

const orderRefunded = defineEmail<{
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
      <EmailAction ctx={ctx} href={`${ctx.siteUrl}/orders/${props.orderId}`} label={ctx.t('emails.order.view')} />
    </>
  ),
});

const donationReceipt = defineEmail<{
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

const subscriptionRenewed = defineEmail<{
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

const subscriptionPaymentFailed = defineEmail<{ firstName: string; planName: string; amountCents: number }>({
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
const backInStock = defineEmail<{ productName: string; handle: string }>({
  subject: ({ t, siteName }, { productName }) => t('emails.backInStock.subject', { siteName, product: productName }),
  preheader: ({ t }) => t('emails.backInStock.preheader'),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.backInStock.heading', { product: props.productName })}</EmailHeading>
      <EmailText>{ctx.t('emails.backInStock.intro', { product: props.productName })}</EmailText>
      <EmailAction ctx={ctx} href={`${ctx.siteUrl}/product/${props.handle}`} label={ctx.t('emails.backInStock.action')} />
      <EmailText muted>{ctx.t('emails.backInStock.once')}</EmailText>
    </>
  ),
});

type ClassFacts = { firstName: string; classId: string; title: string; startsAt: string; durationMinutes: number };

/** The class's time in UTC (a background job does not know the reader's zone), its length, and the calendar file. */
function ClassTime({ ctx, props }: { ctx: EmailContext; props: ClassFacts }) {
  return (
    <EmailFacts
      rows={[
        [ctx.t('emails.classes.when'), formatDateTime(props.startsAt, ctx.lang, 'UTC')],
        [ctx.t('emails.classes.length'), ctx.t('emails.classes.minutes', { count: props.durationMinutes })],
      ]}
    />
  );
}

const classBooked = defineEmail<ClassFacts & { waitlisted: boolean }>({
  subject: ({ t, siteName }, { title, waitlisted }) =>
    t(waitlisted ? 'emails.classes.waitlistedSubject' : 'emails.classes.bookedSubject', { siteName, title }),
  preheader: ({ t }, { waitlisted }) => t(waitlisted ? 'emails.classes.waitlistedPreheader' : 'emails.classes.bookedPreheader'),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>
        {ctx.t(props.waitlisted ? 'emails.classes.waitlistedIntro' : 'emails.classes.bookedIntro', { title: props.title })}
      </EmailText>
      <ClassTime ctx={ctx} props={props} />
      <EmailAction ctx={ctx} href={`${ctx.siteUrl}/coaching/classes/${props.classId}`} label={ctx.t('emails.classes.view')} />
      <EmailText muted>
        {ctx.t('emails.classes.calendar', { url: `${ctx.siteUrl}/coaching/classes/${props.classId}/ics` })}
      </EmailText>
    </>
  ),
});

/** A seat freed for the person: booked (a free class), or held for them to pay by `payBy` (a paid one). */
const classSeatFreed = defineEmail<ClassFacts & { payBy?: string | null }>({
  subject: ({ t, siteName }, { title, payBy }) =>
    t(payBy ? 'emails.classes.offeredSubject' : 'emails.classes.promotedSubject', { siteName, title }),
  preheader: ({ t }, { payBy }) => t(payBy ? 'emails.classes.offeredPreheader' : 'emails.classes.promotedPreheader'),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>
        {props.payBy
          ? ctx.t('emails.classes.offeredIntro', { title: props.title, deadline: formatDateTime(props.payBy, ctx.lang, 'UTC') })
          : ctx.t('emails.classes.promotedIntro', { title: props.title })}
      </EmailText>
      <ClassTime ctx={ctx} props={props} />
      <EmailAction
        ctx={ctx}
        href={`${ctx.siteUrl}/coaching/classes/${props.classId}`}
        label={ctx.t(props.payBy ? 'emails.classes.payForSeat' : 'emails.classes.view')}
      />
    </>
  ),
});

/** The class was cancelled; a paid seat's price is refunded in full. */
const classCancelled = defineEmail<ClassFacts & { refunded: boolean }>({
  subject: ({ t, siteName }, { title }) => t('emails.classes.cancelledSubject', { siteName, title }),
  preheader: ({ t }, { refunded }) =>
    t(refunded ? 'emails.classes.cancelledRefundPreheader' : 'emails.classes.cancelledPreheader'),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>{ctx.t('emails.classes.cancelledIntro', { title: props.title })}</EmailText>
      <ClassTime ctx={ctx} props={props} />
      {props.refunded && <EmailText>{ctx.t('emails.classes.cancelledRefund')}</EmailText>}
      <EmailAction ctx={ctx} href={`${ctx.siteUrl}/coaching`} label={ctx.t('emails.classes.otherClasses')} />
    </>
  ),
});

const classReminder = defineEmail<ClassFacts & { hoursBefore: 24 | 1 }>({
  subject: ({ t, siteName }, { title, hoursBefore }) =>
    t(hoursBefore === 24 ? 'emails.classes.tomorrowSubject' : 'emails.classes.soonSubject', { siteName, title }),
  preheader: ({ t }) => t('emails.classes.reminderPreheader'),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>
        {ctx.t(props.hoursBefore === 24 ? 'emails.classes.tomorrowIntro' : 'emails.classes.soonIntro', { title: props.title })}
      </EmailText>
      <ClassTime ctx={ctx} props={props} />
      <EmailAction ctx={ctx} href={`${ctx.siteUrl}/coaching/classes/${props.classId}`} label={ctx.t('emails.classes.view')} />
      <EmailText muted>{ctx.t('emails.classes.cantCome')}</EmailText>
    </>
  ),
});

const courseCompleted = defineEmail<{ firstName: string; courseTitle: string; certificateCode: string | null }>({
  subject: ({ t, siteName }, { courseTitle }) => t('emails.courseCompleted.subject', { siteName, title: courseTitle }),
  preheader: ({ t }) => t('emails.courseCompleted.preheader'),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>{ctx.t('emails.courseCompleted.intro', { title: props.courseTitle })}</EmailText>
      {props.certificateCode ? (
        <>
          <EmailFacts rows={[[ctx.t('emails.courseCompleted.code'), props.certificateCode]]} />
          <EmailAction
            ctx={ctx}
            href={`${ctx.siteUrl}/certificates/${props.certificateCode}`}
            label={ctx.t('emails.courseCompleted.action')}
          />
        </>
      ) : null}
      <EmailText muted>{ctx.t('emails.courseCompleted.next')}</EmailText>
    </>
  ),
});

/** An administrator decided on an instructor application: approved, changes asked for, or rejected. */
const instructorDecision = defineEmail<{
  firstName: string;
  decision: 'approved' | 'changes_requested' | 'rejected';
  note: string | null;
}>({
  subject: ({ t, siteName }, { decision }) => t(`emails.instructorDecision.${decision}.subject`, { siteName }),
  preheader: ({ t }, { decision }) => t(`emails.instructorDecision.${decision}.preheader`),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>{ctx.t(`emails.instructorDecision.${props.decision}.intro`, { siteName: ctx.siteName })}</EmailText>
      {props.note ? <EmailFacts rows={[[ctx.t('emails.instructorDecision.note'), props.note]]} /> : null}
      <EmailAction
        ctx={ctx}
        href={`${ctx.siteUrl}${props.decision === 'approved' ? '/instructor/onboarding' : '/instructor/apply'}`}
        label={ctx.t(`emails.instructorDecision.${props.decision}.action`)}
      />
    </>
  ),
});

export const EMAIL_TEMPLATES = {
  'verify-email': verifyEmail,
  'change-email': changeEmail,
  'reset-password': resetPassword,
  'security-notice': securityNotice,
  welcome,
  'new-member-notice': newMemberNotice,
  'newsletter-confirm': newsletterConfirm,
  'order-confirmation': orderConfirmation,
  'order-shipped': orderShipped,
  'order-refunded': orderRefunded,
  'donation-receipt': donationReceipt,
  'subscription-renewed': subscriptionRenewed,
  'subscription-payment-failed': subscriptionPaymentFailed,
  'back-in-stock': backInStock,
  'class-booked': classBooked,
  'class-seat-freed': classSeatFreed,
  'class-reminder': classReminder,
  'class-cancelled': classCancelled,
  'course-completed': courseCompleted,
  'instructor-decision': instructorDecision,
};

export type EmailTemplateName = keyof typeof EMAIL_TEMPLATES;
export type EmailProps<N extends EmailTemplateName> = (typeof EMAIL_TEMPLATES)[N] extends EmailTemplate<infer P> ? P : never;
