import { defineEmail } from './define-email';
import { EmailAction, EmailHeading, EmailText } from './email-layout';

/*
 * The forum's emails (features/forum, issue 37): someone mentioned you, a thread you watch has a
 * new reply, your answer was accepted. One email per thread until the person has read the
 * notifications it told them of (notifications.server.ts), so a lively thread is not a flood.
 */

type ForumEmailProps = { name: string; actorName: string; threadTitle: string; postUrl: string; excerpt: string };

export const forumMention = defineEmail<ForumEmailProps>({
  subject: ({ t, siteName }, { actorName, threadTitle }) =>
    t('emails.forumMention.subject', { siteName, actor: actorName, title: threadTitle }),
  preheader: ({ t }, { threadTitle }) => t('emails.forumMention.preheader', { title: threadTitle }),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.name })}</EmailHeading>
      <EmailText>{ctx.t('emails.forumMention.intro', { actor: props.actorName, title: props.threadTitle })}</EmailText>
      <EmailText muted>{props.excerpt}</EmailText>
      <EmailAction ctx={ctx} href={props.postUrl} label={ctx.t('emails.forumMention.action')} />
      <EmailText muted>{ctx.t('emails.forumCommon.why')}</EmailText>
    </>
  ),
});

export const forumReply = defineEmail<ForumEmailProps>({
  subject: ({ t, siteName }, { threadTitle }) => t('emails.forumReply.subject', { siteName, title: threadTitle }),
  preheader: ({ t }, { actorName }) => t('emails.forumReply.preheader', { actor: actorName }),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.name })}</EmailHeading>
      <EmailText>{ctx.t('emails.forumReply.intro', { actor: props.actorName, title: props.threadTitle })}</EmailText>
      <EmailText muted>{props.excerpt}</EmailText>
      <EmailAction ctx={ctx} href={props.postUrl} label={ctx.t('emails.forumReply.action')} />
      <EmailText muted>{ctx.t('emails.forumReply.quiet')}</EmailText>
    </>
  ),
});

export const forumAccepted = defineEmail<ForumEmailProps>({
  subject: ({ t, siteName }, { threadTitle }) => t('emails.forumAccepted.subject', { siteName, title: threadTitle }),
  preheader: ({ t }, { actorName }) => t('emails.forumAccepted.preheader', { actor: actorName }),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.name })}</EmailHeading>
      <EmailText>{ctx.t('emails.forumAccepted.intro', { actor: props.actorName, title: props.threadTitle })}</EmailText>
      <EmailAction ctx={ctx} href={props.postUrl} label={ctx.t('emails.forumAccepted.action')} />
      <EmailText muted>{ctx.t('emails.forumCommon.why')}</EmailText>
    </>
  ),
});
