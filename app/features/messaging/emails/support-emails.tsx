import { pathTo } from '~/utils/routes/path-to';
import { defineEmail } from './define-email';
import { EmailAction, EmailFacts, EmailHeading, EmailParagraphs, EmailText } from './email-layout';

/* The support desk's emails (features/support): the acknowledgement of a message sent from /contact, and an admin's answer. */

export const supportReceived = defineEmail<{ name: string; ticketNumber: number; topicLabelKey: string; message: string }>({
  subject: ({ t, siteName }, { ticketNumber }) => t('emails.supportReceived.subject', { siteName, number: ticketNumber }),
  preheader: ({ t }) => t('emails.supportReceived.preheader'),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.name })}</EmailHeading>
      <EmailText>{ctx.t('emails.supportReceived.intro', { number: props.ticketNumber })}</EmailText>
      <EmailFacts
        rows={[
          [ctx.t('emails.supportReceived.ticket'), String(props.ticketNumber)],
          [ctx.t('emails.supportReceived.topic'), ctx.t(props.topicLabelKey)],
        ]}
      />
      <EmailText muted>{ctx.t('emails.supportReceived.yourMessage')}</EmailText>
      <EmailParagraphs text={props.message} />
      <EmailText muted>{ctx.t('emails.supportReceived.notYou')}</EmailText>
    </>
  ),
});

export const supportReply = defineEmail<{ name: string; ticketNumber: number; reply: string }>({
  subject: ({ t, siteName }, { ticketNumber }) => t('emails.supportReply.subject', { siteName, number: ticketNumber }),
  preheader: ({ t }, { ticketNumber }) => t('emails.supportReply.preheader', { number: ticketNumber }),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.name })}</EmailHeading>
      <EmailParagraphs text={props.reply} />
      <EmailText muted>{ctx.t('emails.supportReply.more', { number: props.ticketNumber })}</EmailText>
      <EmailAction ctx={ctx} href={`${ctx.siteUrl}${pathTo('/contact')}`} label={ctx.t('emails.supportReply.action')} />
    </>
  ),
});
