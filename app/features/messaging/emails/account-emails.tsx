import { pathTo } from '~/utils/routes/path-to';
import { defineEmail } from './define-email';
import { EmailAction, EmailFacts, EmailHeading, EmailText } from './email-layout';

/* Accounts' and the newsletter's emails: verification, email change, reset, security notices, the welcome, the notice to admins, the newsletter's confirmation. */

export const verifyEmail = defineEmail<{ firstName: string; url: string; hours: number }>({
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

export const changeEmail = defineEmail<{ firstName: string; url: string; newEmail: string; hours: number }>({
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

export const resetPassword = defineEmail<{ firstName: string; url: string; minutes: number }>({
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
export const securityNotice = defineEmail<{
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

export const welcome = defineEmail<{ firstName: string }>({
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

export const newMemberNotice = defineEmail<{ userId: string; email: string; fullName: string; phoneNumber: string }>({
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
      <EmailAction
        ctx={ctx}
        href={`${ctx.siteUrl}${pathTo('/creator-hub/user-oversight/:userId', { userId: props.userId })}`}
        label={ctx.t('emails.newMember.action')}
      />
    </>
  ),
});

/** Double opt-in for the newsletter: no name is known, so no greeting by name. */
export const newsletterConfirm = defineEmail<{ url: string; unsubscribeUrl: string }>({
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

/**
 * A newsletter issue (decision 0083): the admin's words, rendered from markdown and sanitised on
 * the one path (features/content renderMarkdown) before they reach this template, and the
 * subscriber's own unsubscribe link, which the List-Unsubscribe header also carries.
 */
export const newsletterIssue = defineEmail<{ subject: string; preheader: string; html: string; unsubscribeUrl: string }>({
  subject: (_ctx, props) => props.subject,
  preheader: (_ctx, props) => props.preheader || props.subject,
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{props.subject}</EmailHeading>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderMarkdown (the one path), never raw input */}
      <div dangerouslySetInnerHTML={{ __html: props.html }} />
      <EmailText muted>
        {ctx.t('emails.newsletterIssue.why', { siteName: ctx.siteName })}{' '}
        <a href={props.unsubscribeUrl}>{ctx.t('emails.newsletter.unsubscribe')}</a>
      </EmailText>
    </>
  ),
});
