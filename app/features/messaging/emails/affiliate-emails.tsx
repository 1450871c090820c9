import { defineEmail } from './define-email';
import { EmailAction, EmailFacts, EmailHeading, EmailText } from './email-layout';

/* The affiliate programme's emails (issue 39): an administrator's decision on an affiliate. */

export const affiliateDecision = defineEmail<{
  firstName: string;
  outcome: 'approve' | 'reject' | 'suspend';
  code: string | null;
  note: string | null;
}>({
  subject: ({ t, siteName }, { outcome }) => t(`emails.affiliateDecision.${outcome}.subject`, { siteName }),
  preheader: ({ t }, { outcome }) => t(`emails.affiliateDecision.${outcome}.preheader`),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>{ctx.t(`emails.affiliateDecision.${props.outcome}.intro`, { siteName: ctx.siteName })}</EmailText>
      <EmailFacts
        rows={[
          ...(props.outcome === 'approve' && props.code
            ? [[ctx.t('emails.affiliateDecision.code'), props.code] as [string, string]]
            : []),
          ...(props.note ? [[ctx.t('emails.affiliateDecision.note'), props.note] as [string, string]] : []),
        ]}
      />
      <EmailAction
        ctx={ctx}
        href={`${ctx.siteUrl}${props.outcome === 'approve' ? '/affiliate' : '/affiliate/join'}`}
        label={ctx.t(`emails.affiliateDecision.${props.outcome}.action`)}
      />
    </>
  ),
});
