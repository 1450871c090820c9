import { pathTo } from '~/utils/routes/path-to';
import { defineEmail } from './define-email';
import { EmailAction, EmailFacts, EmailHeading, EmailText } from './email-layout';

/* The marketplace's emails: a vendor application's decision. */

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
