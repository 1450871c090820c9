import { Form } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { CircleCheck, MonitorSmartphone, TriangleExclamationPoint } from '~/components/ui/icons';
import { TextField } from '~/components/ui/text-field';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import {
  type AccountResult,
  AnswerLine,
  fieldErrorsIn,
  type Overview,
  Section,
  type SessionRow,
  SubmitButton,
  useFieldError,
  useIntent,
} from './account-section-parts';
import { NamePhoneFields } from './name-phone-fields';
import { CurrentPasswordField, NewPasswordFields } from './password-fields';
import { TwoFactorSection } from './two-step-section';

/* The account page (/account), section by section; two-step sign-in is in two-step-section.tsx. */

function ProfileSection({ overview, pageResult }: { overview: Overview; pageResult?: AccountResult }) {
  const { t } = useTranslation();
  const { fetcher, result, busy } = useIntent('profile', pageResult);
  return (
    <Section id="profile" title={t('accounts.account.profile')} description={t('accounts.account.profileIntro')}>
      <fetcher.Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="profile" />
        <AnswerLine result={result} />
        <NamePhoneFields errors={fieldErrorsIn(result)} defaults={overview} />
        <SubmitButton busy={busy}>{t('accounts.account.saveProfile')}</SubmitButton>
      </fetcher.Form>
    </Section>
  );
}

function EmailSection({ overview, pageResult }: { overview: Overview; pageResult?: AccountResult }) {
  const { t } = useTranslation();
  const { fetcher, result, formRef, busy } = useIntent('email', pageResult);
  const error = useFieldError(result);
  return (
    <Section id="email" title={t('accounts.account.email')} description={t('accounts.account.emailIntro')}>
      <div className="mb-5 flex flex-wrap items-center gap-3 rounded-xl bg-earth-50 px-4 py-3">
        <span className="font-medium text-stone-900">{overview.email}</span>
        {overview.emailVerified ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
            <CircleCheck aria-hidden className="size-3.5" />
            {t('accounts.account.verified')}
          </span>
        ) : (
          <>
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
              <TriangleExclamationPoint aria-hidden className="size-3.5" />
              {t('accounts.account.notVerified')}
            </span>
            <Form method="post" action="/auth/verify">
              <button type="submit" className="text-sm font-semibold text-brand-800 underline">
                {t('accounts.verify.resend')}
              </button>
            </Form>
          </>
        )}
      </div>
      <fetcher.Form ref={formRef} method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="email" />
        <AnswerLine result={result} />
        <TextField
          label={t('accounts.fields.newEmail')}
          name="newEmail"
          type="email"
          autoComplete="email"
          maxLength={254}
          error={error('newEmail')}
          required
        />
        <CurrentPasswordField error={error('currentPassword')} />
        <SubmitButton busy={busy}>{t('accounts.account.changeEmail')}</SubmitButton>
      </fetcher.Form>
    </Section>
  );
}

function PasswordSection({ pageResult }: { pageResult?: AccountResult }) {
  const { t } = useTranslation();
  const { fetcher, result, formRef, busy } = useIntent('password', pageResult);
  const error = useFieldError(result);
  return (
    <Section id="password" title={t('accounts.account.password')}>
      <fetcher.Form ref={formRef} method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="password" />
        <AnswerLine result={result} />
        <CurrentPasswordField error={error('currentPassword')} />
        <NewPasswordFields errors={{ password: error('password'), confirmPassword: error('confirmPassword') }} />
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="checkbox" name="endOtherSessions" defaultChecked className="size-4 accent-brand-700" />
          {t('accounts.account.endOtherSessions')}
        </label>
        <SubmitButton busy={busy}>{t('accounts.account.changePassword')}</SubmitButton>
      </fetcher.Form>
    </Section>
  );
}

function SessionsSection({ sessions, pageResult }: { sessions: SessionRow[]; pageResult?: AccountResult }) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const end = useIntent('end-session', pageResult);
  const endOthers = useIntent('end-other-sessions', pageResult);
  const unknown = t('accounts.sessions.unknownDevice');
  return (
    <Section id="sessions" title={t('accounts.sessions.title')} description={t('accounts.sessions.intro')}>
      <AnswerLine result={end.result ?? endOthers.result} />
      <ul className="mt-3 divide-y divide-stone-200">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="flex items-start gap-3">
              <MonitorSmartphone aria-hidden className="mt-0.5 size-5 shrink-0 text-stone-500" />
              <div>
                <p className="font-medium text-stone-900">
                  {session.browser && session.os
                    ? t('accounts.sessions.device', { browser: session.browser, os: session.os })
                    : (session.browser ?? session.os ?? unknown)}
                  {session.isCurrent && (
                    <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">
                      {t('accounts.sessions.current')}
                    </span>
                  )}
                </p>
                <p className="text-sm text-stone-600">
                  {t('accounts.sessions.lastActive', { when: formatWhen(session.lastActiveAt) })}
                  {session.ipAddress ? ` · ${session.ipAddress}` : ''}
                </p>
              </div>
            </div>
            {!session.isCurrent && (
              <end.fetcher.Form method="post">
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="sessionId" value={session.id} />
                <button type="submit" className={buttonClass('secondary', 'sm')} disabled={end.busy}>
                  {t('accounts.sessions.end')}
                </button>
              </end.fetcher.Form>
            )}
          </li>
        ))}
      </ul>
      {sessions.length > 1 && (
        <endOthers.fetcher.Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="end-other-sessions" />
          <SubmitButton busy={endOthers.busy} variant="secondary">
            {t('accounts.sessions.endOthers')}
          </SubmitButton>
        </endOthers.fetcher.Form>
      )}
    </Section>
  );
}

function DataSection({ pageResult }: { pageResult?: AccountResult }) {
  const { t } = useTranslation();
  // Deleting reloads the page on success (a redirect), so it is a plain form.
  const result = pageResult?.intent === 'delete' ? pageResult : undefined;
  const error = useFieldError(result);
  return (
    <Section id="data" title={t('accounts.data.title')} description={t('accounts.data.intro')}>
      <a href="/account/data" download className={buttonClass('secondary')}>
        {t('accounts.data.download')}
      </a>
      <details className="mt-6 rounded-xl border border-red-200 p-4" open={Boolean(result)}>
        <summary className="cursor-pointer font-semibold text-red-800">{t('accounts.data.delete')}</summary>
        <p className="mt-3 text-sm text-stone-700">{t('accounts.data.deleteExplained')}</p>
        <Form method="post" noValidate className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="delete" />
          <AnswerLine result={result} />
          <CurrentPasswordField name="password" error={error('password')} />
          <div>
            <label className="flex items-start gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                name="confirm"
                className="mt-0.5 size-4 accent-red-700"
                aria-invalid={error('confirm') ? true : undefined}
              />
              {t('accounts.data.deleteConfirm')}
            </label>
            {error('confirm') && <p className="mt-1 text-sm font-medium text-red-700">{error('confirm')}</p>}
          </div>
          <button
            type="submit"
            className="inline-flex items-center rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800"
          >
            {t('accounts.data.deleteSubmit')}
          </button>
        </Form>
      </details>
    </Section>
  );
}

/** The account page (/account): profile, email, password, two-step sign-in, sessions, data. */
export function AccountSections({
  overview,
  sessions,
  result,
}: {
  overview: Overview;
  sessions: SessionRow[];
  result?: AccountResult;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-8 grid max-w-3xl gap-6">
      <ProfileSection overview={overview} pageResult={result} />
      <EmailSection overview={overview} pageResult={result} />
      <PasswordSection pageResult={result} />
      <TwoFactorSection overview={overview} pageResult={result} />
      <SessionsSection sessions={sessions} pageResult={result} />
      <DataSection pageResult={result} />
      <Form method="post" action="/sign-out">
        <button type="submit" className={buttonClass('secondary')}>
          {t('accounts.signOut')}
        </button>
      </Form>
    </div>
  );
}
