import { Form, Link, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { PageHeader } from '~/components/ui/page-header';
import { ResultNotice } from '~/components/ui/result-notice';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { CustomerRecordsView } from './customer-records-view';
import { MemberRoles } from './member-roles';
import type { loadMemberPage, MemberAnswer } from './user-oversight-member.server';

type MemberPage = Awaited<ReturnType<typeof loadMemberPage>>;

const sectionHeading = 'font-serif text-xl font-semibold text-stone-900';

/**
 * One member: the account's facts, its roles with the admin role's button, its sessions with
 * "Sign out everywhere", and beside them their orders and enrolments. At phone size the column follows.
 */
export function MemberView({ page, answer }: { page: MemberPage; answer: MemberAnswer | undefined }) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  const busy = useNavigation().state === 'submitting';
  const { member } = page;
  const isAdmin = member.roles.includes('admin');
  const refusal = answer?.message ?? answer?.formError;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <p className="text-sm">
        <Link to="/creator-hub/user-oversight" className="font-semibold text-brand-800 underline underline-offset-2">
          {t('oversight.back')}
        </Link>
      </p>
      <PageHeader title={member.name} description={t('oversight.detail.lead', { when: when(member.createdAt) })} />
      {refusal && <ResultNotice ok={false} message={t(refusal)} className="mt-6" />}
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-10">
          <section aria-labelledby="account-heading">
            <h2 id="account-heading" className={sectionHeading}>
              {t('oversight.account')}
            </h2>
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-stone-800 sm:grid-cols-[12rem_1fr]">
              <dt className="font-semibold">{t('oversight.detail.email')}</dt>
              <dd>
                <a href={`mailto:${member.email}`} className="break-all text-brand-800 underline underline-offset-2">
                  {member.email}
                </a>{' '}
                <span className="text-stone-600">
                  ({t(member.emailVerified ? 'oversight.verified' : 'oversight.unverified')})
                </span>
              </dd>
              <dt className="font-semibold">{t('oversight.detail.mobile')}</dt>
              <dd>{member.mobileNumber ?? t('oversight.detail.noMobile')}</dd>
              <dt className="font-semibold">{t('oversight.detail.twoStep')}</dt>
              <dd>{t(member.twoFactorEnabled ? 'oversight.detail.twoStepOn' : 'oversight.detail.twoStepOff')}</dd>
            </dl>
          </section>
          <section aria-labelledby="roles-heading">
            <h2 id="roles-heading" className={sectionHeading}>
              {t('oversight.roles')}
            </h2>
            <div className="mt-3">
              <MemberRoles roles={member.roles} />
            </div>
            <p className="mt-3 max-w-prose text-sm text-stone-600">{t('oversight.detail.rolesNote')}</p>
            {page.isSelf ? (
              <p className="mt-3 text-sm text-stone-700">{t('oversight.detail.selfNote')}</p>
            ) : (
              <Form method="post" className="mt-4">
                <button
                  type="submit"
                  name="intent"
                  value={isAdmin ? 'remove-admin' : 'make-admin'}
                  className={buttonClass('secondary', 'sm')}
                  disabled={busy}
                >
                  {t(isAdmin ? 'oversight.detail.removeAdmin' : 'oversight.detail.makeAdmin')}
                </button>
              </Form>
            )}
          </section>
          <section aria-labelledby="sessions-heading">
            <h2 id="sessions-heading" className={sectionHeading}>
              {t('oversight.detail.sessionsHeading')}
            </h2>
            <p className="mt-3 text-stone-800">
              {member.sessions > 0
                ? t('oversight.detail.sessions', { count: member.sessions })
                : t('oversight.detail.noSessions')}
              {member.lastActiveAt && (
                <span className="block text-sm text-stone-600">
                  {t('oversight.detail.lastActive', { when: when(member.lastActiveAt) })}
                </span>
              )}
            </p>
            {!page.isSelf && member.sessions > 0 && (
              <Form method="post" className="mt-4">
                <p className="max-w-prose text-sm text-stone-600">{t('oversight.detail.signOutHelp')}</p>
                <button
                  type="submit"
                  name="intent"
                  value="end-sessions"
                  className={buttonClass('secondary', 'sm', 'mt-3')}
                  disabled={busy}
                >
                  {t('oversight.detail.signOut')}
                </button>
              </Form>
            )}
          </section>
        </div>
        <div className="space-y-8">
          <CustomerRecordsView records={page} />
        </div>
      </div>
    </div>
  );
}
