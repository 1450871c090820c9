import { pathTo } from '~/utils/routes/path-to';
import { defineEmail } from './define-email';
import { EmailAction, EmailFacts, EmailHeading, EmailText } from './email-layout';

/* The marketplace's emails: a vendor application's decision, and a decision on a vendor's product. */

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
          props.decision === 'approved' ? pathTo('/product/:handle', { handle: props.handle }) : pathTo('/vendors/dashboard')
        }`}
        label={ctx.t(`emails.vendorProductDecision.${props.decision}.action`)}
      />
    </>
  ),
});
