import { formatDateTime } from '~/utils/format-date';
import { pathTo } from '~/utils/routes/path-to';
import { defineEmail } from './define-email';
import { EmailAction, type EmailContext, EmailFacts, EmailHeading, EmailText } from './email-layout';

/* The learning platform's emails: class seats, places in line, reminders, cancellations, certificates, instructor decisions. */

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

export const classBooked = defineEmail<ClassFacts & { waitlisted: boolean }>({
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
      <EmailAction
        ctx={ctx}
        href={`${ctx.siteUrl}${pathTo('/coaching/classes/:classId', { classId: props.classId })}`}
        label={ctx.t('emails.classes.view')}
      />
      <EmailText muted>
        {ctx.t('emails.classes.calendar', {
          url: `${ctx.siteUrl}${pathTo('/coaching/classes/:classId/ics', { classId: props.classId })}`,
        })}
      </EmailText>
    </>
  ),
});

/** A seat freed for the person: booked (a free class), or held for them to pay by `payBy` (a paid one). */
export const classSeatFreed = defineEmail<ClassFacts & { payBy?: string | null }>({
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
        href={`${ctx.siteUrl}${pathTo('/coaching/classes/:classId', { classId: props.classId })}`}
        label={ctx.t(props.payBy ? 'emails.classes.payForSeat' : 'emails.classes.view')}
      />
    </>
  ),
});

/** The class was cancelled; a paid seat's price is refunded in full. */
export const classCancelled = defineEmail<ClassFacts & { refunded: boolean }>({
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

export const classReminder = defineEmail<ClassFacts & { hoursBefore: 24 | 1 }>({
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
      <EmailAction
        ctx={ctx}
        href={`${ctx.siteUrl}${pathTo('/coaching/classes/:classId', { classId: props.classId })}`}
        label={ctx.t('emails.classes.view')}
      />
      <EmailText muted>{ctx.t('emails.classes.cantCome')}</EmailText>
    </>
  ),
});

export const courseCompleted = defineEmail<{ firstName: string; courseTitle: string; certificateCode: string | null }>({
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
            href={`${ctx.siteUrl}${pathTo('/certificates/:code', { code: props.certificateCode })}`}
            label={ctx.t('emails.courseCompleted.action')}
          />
        </>
      ) : null}
      <EmailText muted>{ctx.t('emails.courseCompleted.next')}</EmailText>
    </>
  ),
});

/** An administrator re-issued the learner's certificate: the new code, and why. */
export const certificateReissued = defineEmail<{
  firstName: string;
  courseTitle: string;
  certificateCode: string;
  reason: string;
}>({
  subject: ({ t }, { courseTitle }) => t('emails.certificateReissued.subject', { title: courseTitle }),
  preheader: ({ t }) => t('emails.certificateReissued.preheader'),
  Body: ({ ctx, props }) => (
    <>
      <EmailHeading>{ctx.t('emails.common.greeting', { name: props.firstName })}</EmailHeading>
      <EmailText>{ctx.t('emails.certificateReissued.intro', { title: props.courseTitle, reason: props.reason })}</EmailText>
      <EmailFacts rows={[[ctx.t('emails.courseCompleted.code'), props.certificateCode]]} />
      <EmailAction
        ctx={ctx}
        href={`${ctx.siteUrl}${pathTo('/certificates/:code', { code: props.certificateCode })}`}
        label={ctx.t('emails.courseCompleted.action')}
      />
    </>
  ),
});

/** An administrator decided on an instructor application: approved, changes asked for, or rejected. */
export const instructorDecision = defineEmail<{
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
