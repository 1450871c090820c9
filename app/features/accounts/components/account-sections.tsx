import { type ReactNode, useEffect, useRef } from 'react';
import { Form, useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { CircleCheck, MonitorSmartphone, ShieldCheck, TriangleExclamationPoint } from '~/components/ui/icons';
import { TextField } from '~/components/ui/text-field';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import type { AccountIntent } from '~/features/accounts/account.schema';
import { useTranslation } from '~/i18n/use-translation';
import type { FieldErrors, FormErrorVars } from '~/utils/form-result';
import { NamePhoneFields } from './name-phone-fields';
import { CurrentPasswordField, NewPasswordFields } from './password-fields';
import { FormAlert } from './profile-fields';

/** What the account page's action answers: which section asked, and a form's or a button's answer. */
export type AccountResult = {
  intent: AccountIntent;
  ok: boolean;
  fieldErrors?: FieldErrors;
  formError?: string;
  formErrorVars?: FormErrorVars;
  /** A translation key saying what happened. */
  message?: string;
  messageVars?: Record<string, string>;
  twoFactorSetup?: { qrDataUrl: string; secret: string; backupCodes: string[] };
  backupCodes?: string[];
};

type Overview = {
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  mobileNumber: string | null;
  twoFactorEnabled: boolean;
};

type SessionRow = {
  id: string;
  browser: string | null;
  os: string | null;
  ipAddress: string | null;
  lastActiveAt: string | Date;
  isCurrent: boolean;
};

/**
 * One form of the account page. With JavaScript it posts through a fetcher (no reload, no
 * scroll jump); without, it is a plain form and the result comes back as the page's action data.
 */
function useIntent(intent: AccountIntent, pageResult: AccountResult | undefined) {
  const fetcher = useFetcher<AccountResult>({ key: `account-${intent}` });
  const result = fetcher.data ?? (pageResult?.intent === intent ? pageResult : undefined);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Passwords and codes are cleared once they have done their job.
    if (fetcher.state === 'idle' && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return { fetcher, result, formRef, busy: fetcher.state !== 'idle' };
}

function useFieldError(result: AccountResult | undefined) {
  const { t } = useTranslation();
  return (field: string) => {
    const key = result?.fieldErrors?.[field];
    return key ? t(key) : undefined;
  };
}

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

function Outcome({ result }: { result: AccountResult | undefined }) {
  const { t } = useTranslation();
  if (!result) return null;
  if (!result.ok) return result.formError ? <FormAlert message={result.formError} vars={result.formErrorVars} /> : null;
  if (!result.message) return null;
  return (
    <p role="status" className="flex items-center gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900">
      <CircleCheck aria-hidden className="size-4 shrink-0" />
      {t(result.message, result.messageVars ?? {})}
    </p>
  );
}

function SubmitButton({
  busy,
  children,
  variant = 'primary',
}: {
  busy: boolean;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <button type="submit" className={buttonClass(variant)} disabled={busy}>
      {children}
    </button>
  );
}

function ProfileSection({ overview, pageResult }: { overview: Overview; pageResult?: AccountResult }) {
  const { t } = useTranslation();
  const { fetcher, result, busy } = useIntent('profile', pageResult);
  return (
    <Section id="profile" title={t('accounts.account.profile')} description={t('accounts.account.profileIntro')}>
      <fetcher.Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="profile" />
        <Outcome result={result} />
        <NamePhoneFields errors={result?.fieldErrors ?? {}} defaults={overview} />
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
        <Outcome result={result} />
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
        <Outcome result={result} />
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

function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-semibold text-amber-950">{t('accounts.twoFactor.codesTitle')}</p>
      <p className="mt-1 text-sm text-amber-950">{t('accounts.twoFactor.codesHelp')}</p>
      <ul
        aria-label={t('accounts.twoFactor.codesTitle')}
        className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-stone-900"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-white px-3 py-1.5">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PasswordOnlyForm({
  intent,
  pageResult,
  label,
  variant = 'primary',
}: {
  intent: AccountIntent;
  pageResult?: AccountResult;
  label: string;
  variant?: 'primary' | 'secondary';
}) {
  const { fetcher, result, formRef, busy } = useIntent(intent, pageResult);
  const error = useFieldError(result);
  return (
    <>
      <fetcher.Form ref={formRef} method="post" noValidate className="space-y-3">
        <input type="hidden" name="intent" value={intent} />
        <Outcome result={result?.ok ? undefined : result} />
        <CurrentPasswordField name="password" error={error('password')} />
        <SubmitButton busy={busy} variant={variant}>
          {label}
        </SubmitButton>
      </fetcher.Form>
      {result?.ok && result.message && (
        <div className="mt-3">
          <Outcome result={result} />
        </div>
      )}
      {result?.backupCodes && (
        <div className="mt-4">
          <RecoveryCodes codes={result.backupCodes} />
        </div>
      )}
    </>
  );
}

function TwoFactorSection({ overview, pageResult }: { overview: Overview; pageResult?: AccountResult }) {
  const { t } = useTranslation();
  const start = useIntent('two-factor-start', pageResult);
  const confirm = useIntent('two-factor-confirm', pageResult);
  const setup = start.result?.twoFactorSetup;
  const confirmError = useFieldError(confirm.result);
  if (overview.twoFactorEnabled) {
    return (
      <Section id="two-factor" title={t('accounts.twoFactor.title')} description={t('accounts.twoFactor.intro')}>
        <p className="mb-5 flex items-center gap-2 font-medium text-brand-900">
          <ShieldCheck aria-hidden className="size-5" />
          {t('accounts.twoFactor.isOn')}
        </p>
        {confirm.result?.ok && (
          <div className="mb-5">
            <Outcome result={confirm.result} />
          </div>
        )}
        <div className="grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="mb-2 font-semibold text-stone-900">{t('accounts.twoFactor.newCodes')}</h3>
            <PasswordOnlyForm
              intent="recovery-codes"
              pageResult={pageResult}
              label={t('accounts.twoFactor.newCodes')}
              variant="secondary"
            />
          </div>
          <div>
            <h3 className="mb-2 font-semibold text-stone-900">{t('accounts.twoFactor.turnOff')}</h3>
            <PasswordOnlyForm
              intent="two-factor-disable"
              pageResult={pageResult}
              label={t('accounts.twoFactor.turnOff')}
              variant="secondary"
            />
          </div>
        </div>
      </Section>
    );
  }
  return (
    <Section id="two-factor" title={t('accounts.twoFactor.title')} description={t('accounts.twoFactor.intro')}>
      {!setup ? (
        <>
          <p className="mb-4 text-sm text-stone-700">{t('accounts.twoFactor.isOff')}</p>
          <Outcome result={start.result} />
          <start.fetcher.Form method="post" noValidate className="space-y-3">
            <input type="hidden" name="intent" value="two-factor-start" />
            <CurrentPasswordField
              name="password"
              error={start.result?.fieldErrors?.password && t(start.result.fieldErrors.password)}
            />
            <SubmitButton busy={start.busy}>{t('accounts.twoFactor.setUp')}</SubmitButton>
          </start.fetcher.Form>
        </>
      ) : (
        <div className="space-y-5">
          <ol className="list-decimal space-y-2 ps-5 text-sm text-stone-800">
            <li>{t('accounts.twoFactor.step1')}</li>
            <li>{t('accounts.twoFactor.step2')}</li>
            <li>{t('accounts.twoFactor.step3')}</li>
          </ol>
          <div className="flex flex-wrap items-start gap-5">
            <img
              src={setup.qrDataUrl}
              alt={t('accounts.twoFactor.qrAlt')}
              width={176}
              height={176}
              className="rounded-xl border border-stone-200"
            />
            <div className="min-w-0 text-sm">
              <p className="font-medium text-stone-800">{t('accounts.twoFactor.manualKey')}</p>
              <p className="mt-1 break-all rounded-lg bg-stone-100 px-3 py-2 font-mono text-stone-900">{setup.secret}</p>
            </div>
          </div>
          <RecoveryCodes codes={setup.backupCodes} />
          <confirm.fetcher.Form ref={confirm.formRef} method="post" noValidate className="space-y-3">
            <input type="hidden" name="intent" value="two-factor-confirm" />
            <Outcome result={confirm.result?.ok ? undefined : confirm.result} />
            <TextField
              label={t('accounts.twoFactor.code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              error={confirmError('code')}
              required
            />
            <SubmitButton busy={confirm.busy}>{t('accounts.twoFactor.confirm')}</SubmitButton>
          </confirm.fetcher.Form>
        </div>
      )}
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
      <Outcome result={end.result ?? endOthers.result} />
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
          <Outcome result={result} />
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
