import { formatDate } from '~/utils/format-date';
import { pathTo } from '~/utils/routes/path-to';
import { defineEmail } from './define-email';
import { EmailAction, EmailFacts, EmailHeading, EmailParagraphs, EmailText } from './email-layout';

/*
 * The marketplace's emails: a vendor application's decision, a decision on a vendor's product, a
 * certificate's end, a badge's change, and a message from the marketplace team (decision 0102).
 */

export const vendorDecision = defineEmail<{
  firstName: string;
  businessName: string;
  decision: 'approved' | 'changes_requested' | 'rejected';
  note: string | null;
}>({
  subject: ({ t, siteName }, { decision }) => t(`emails.vendorDecision.${decision}.subject`, { siteName }),
  preheader: ({ t }, { decision }) => t(`emails.vendorDecision.${decision}.preheader`),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>
        {ctx.t(`emails.vendorDecision.${props.decision}.intro`, { siteName: ctx.siteName, business: props.businessName })}
      </EmailText>
      {props.note ? <EmailFacts rows={[[ctx.t('emails.vendorDecision.note'), props.note]]} /> : null}
      <EmailAction
        ctx={ctx}
        href={`${ctx.siteUrl}${props.decision === 'approved' ? pathTo('/vendors/dashboard') : pathTo('/vendors/onboard')}`}
        label={ctx.t(`emails.vendorDecision.${props.decision}.action`)}
      />
    </>
  ),
});

/** An administrator's decision on a vendor's product or its change (decision 0093). */
export const vendorProductDecision = defineEmail<{
  firstName: string;
  productName: string;
  handle: string;
  decision: 'approved' | 'returned';
  reason: string | null;
}>({
  subject: ({ t }, { decision, productName }) => t(`emails.vendorProductDecision.${decision}.subject`, { product: productName }),
  preheader: ({ t }, { decision }) => t(`emails.vendorProductDecision.${decision}.preheader`),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>{ctx.t(`emails.vendorProductDecision.${props.decision}.intro`, { product: props.productName })}</EmailText>
      {props.reason ? <EmailFacts rows={[[ctx.t('emails.vendorProductDecision.reason'), props.reason]]} /> : null}
      <EmailAction
        ctx={ctx}
        href={`${ctx.siteUrl}${
          props.decision === 'approved'
            ? pathTo('/product/:handle', { handle: props.handle })
            : pathTo('/vendors/dashboard/products')
        }`}
        label={ctx.t(`emails.vendorProductDecision.${props.decision}.action`)}
      />
    </>
  ),
});

/** A vendor's certificate is near its end (30 or 7 days before) or has ended, which removed Certified Organic (decision 0098). */
export const vendorCertificateNotice = defineEmail<{
  firstName: string;
  issuer: string;
  /** YYYY-MM-DD: the last day the certificate is valid. */
  expiresOn: string;
  notice: 'reminder-30' | 'reminder-7' | 'expired';
  daysLeft: number;
}>({
  subject: ({ t }, { notice, daysLeft }) => t(`emails.vendorCertificateNotice.${noticeKey(notice)}.subject`, { days: daysLeft }),
  preheader: ({ t }, { notice }) => t(`emails.vendorCertificateNotice.${noticeKey(notice)}.preheader`),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>
        {ctx.t(`emails.vendorCertificateNotice.${noticeKey(props.notice)}.intro`, {
          days: props.daysLeft,
          issuer: props.issuer,
          badge: ctx.t('vendors.badges.certified-organic.name'),
        })}
      </EmailText>
      <EmailFacts
        rows={[
          [ctx.t('emails.vendorCertificateNotice.issuer'), props.issuer],
          [ctx.t('emails.vendorCertificateNotice.validUntil'), formatDate(props.expiresOn, ctx.lang)],
        ]}
      />
      <EmailText>{ctx.t('emails.vendorCertificateNotice.renew', { siteName: ctx.siteName })}</EmailText>
      <EmailAction
        ctx={ctx}
        href={`${ctx.siteUrl}${pathTo('/vendors/dashboard')}#vendor-certificates`}
        label={ctx.t('emails.vendorCertificateNotice.action')}
      />
    </>
  ),
});

const noticeKey = (notice: 'reminder-30' | 'reminder-7' | 'expired') => (notice === 'expired' ? 'expired' : 'reminder');

/** A vendor earned a badge, or lost one because its criterion stopped holding (decision 0098). */
export const vendorBadgeChanged = defineEmail<{
  firstName: string;
  badge: 'certified-organic' | 'top-seller' | 'fast-shipper' | 'relief-partner';
  badgeChange: 'awarded' | 'revoked';
}>({
  subject: ({ t }, { badge, badgeChange }) =>
    t(`emails.vendorBadgeChanged.${badgeChange}.subject`, { badge: t(`vendors.badges.${badge}.name`) }),
  preheader: ({ t }, { badgeChange }) => t(`emails.vendorBadgeChanged.${badgeChange}.preheader`),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>
        {ctx.t(`emails.vendorBadgeChanged.${props.badgeChange}.intro`, { badge: ctx.t(`vendors.badges.${props.badge}.name`) })}
      </EmailText>
      <EmailAction
        ctx={ctx}
        href={`${ctx.siteUrl}${pathTo('/vendors/dashboard')}`}
        label={ctx.t('emails.vendorBadgeChanged.action')}
      />
    </>
  ),
});

/**
 * A message from the marketplace team to a vendor (decision 0102), as it also shows on their
 * dashboard; when it refuses a renewed certificate, the certificate is named and the message is
 * the reason. Plain text: the body is the administrator's words, never HTML.
 */
export const vendorMessage = defineEmail<{
  firstName: string;
  storeName: string;
  body: string;
  refusedCertificate: { issuer: string; expiresOn: string } | null;
}>({
  subject: ({ t, siteName }, { refusedCertificate }) =>
    t(refusedCertificate ? 'emails.vendorMessage.refusedSubject' : 'emails.vendorMessage.subject', { siteName }),
  preheader: ({ t }, { storeName }) => t('emails.vendorMessage.preheader', { store: storeName }),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      {props.refusedCertificate ? (
        <>
          <EmailText>{ctx.t('emails.vendorMessage.refusedIntro')}</EmailText>
          <EmailFacts
            rows={[
              [ctx.t('emails.vendorCertificateNotice.issuer'), props.refusedCertificate.issuer],
              [ctx.t('emails.vendorCertificateNotice.validUntil'), formatDate(props.refusedCertificate.expiresOn, ctx.lang)],
            ]}
          />
          <EmailText muted>{ctx.t('emails.vendorMessage.reason')}</EmailText>
        </>
      ) : (
        <EmailText muted>{ctx.t('emails.vendorMessage.intro', { store: props.storeName })}</EmailText>
      )}
      <EmailParagraphs text={props.body} />
      <EmailAction
        ctx={ctx}
        href={`${ctx.siteUrl}${pathTo('/vendors/dashboard')}#vendor-messages`}
        label={ctx.t('emails.vendorMessage.action')}
      />
    </>
  ),
});
