import { ShieldCheck } from '~/components/ui/icons';
import { TextField } from '~/components/ui/text-field';
import type { AccountIntent } from '~/features/accounts/account.schema';
import { useTranslation } from '~/i18n/use-translation';
import {
  type AccountResult,
  AnswerLine,
  type Overview,
  Section,
  SubmitButton,
  useFieldError,
  useIntent,
} from './account-section-parts';
import { CurrentPasswordField } from './password-fields';

/* The account page's two-step sign-in section: turning it on with an authenticator app, the recovery codes, turning it off. */

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
        <AnswerLine result={result?.ok ? undefined : result} />
        <CurrentPasswordField name="password" error={error('password')} />
        <SubmitButton busy={busy} variant={variant}>
          {label}
        </SubmitButton>
      </fetcher.Form>
      {result?.ok && result.message && (
        <div className="mt-3">
          <AnswerLine result={result} />
        </div>
      )}
      {result?.ok && result.backupCodes && (
        <div className="mt-4">
          <RecoveryCodes codes={result.backupCodes} />
        </div>
      )}
    </>
  );
}

export function TwoFactorSection({ overview, pageResult }: { overview: Overview; pageResult?: AccountResult }) {
  const { t } = useTranslation();
  const start = useIntent('two-factor-start', pageResult);
  const confirm = useIntent('two-factor-confirm', pageResult);
  const setup = start.result?.ok ? start.result.twoFactorSetup : undefined;
  const startError = useFieldError(start.result);
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
            <AnswerLine result={confirm.result} />
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
          <AnswerLine result={start.result} />
          <start.fetcher.Form method="post" noValidate className="space-y-3">
            <input type="hidden" name="intent" value="two-factor-start" />
            <CurrentPasswordField name="password" error={startError('password')} />
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
            <AnswerLine result={confirm.result?.ok ? undefined : confirm.result} />
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
