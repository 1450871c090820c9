import { type ReactNode, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { CircleCheck } from '~/components/ui/icons';
import type { AccountIntent } from '~/features/accounts/account.schema';
import { useTranslation } from '~/i18n/use-translation';
import type { FieldErrors, FormFailure, FormResult } from '~/utils/form-result';
import { FormAlert } from './profile-fields';

/* What every section of the account page shares: the action's answer, one form per intent, the frame and the answer's line. */

/** What a section is told once its form worked: what happened, and what two-step set-up hands over. */
export type AccountDone = {
  /** A translation key saying what happened. */
  message?: string;
  messageVars?: Record<string, string>;
  twoFactorSetup?: { qrDataUrl: string; secret: string; backupCodes: string[] };
  backupCodes?: string[];
};

/**
 * What the account page's action answers: the section that asked (one page, several forms) and
 * its form's answer. A refusal about no field (a session already ended, an unreadable intent)
 * carries its message alone.
 */
export type AccountResult = { intent: AccountIntent } & (FormResult<AccountDone> | Omit<FormFailure, 'fieldErrors'>);

/** The refused form's message per field; none for an answer that is not a form's refusal. */
export function fieldErrorsIn(result: AccountResult | undefined): FieldErrors {
  return result && !result.ok && 'fieldErrors' in result ? result.fieldErrors : {};
}

export type Overview = {
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  mobileNumber: string | null;
  twoFactorEnabled: boolean;
};

export type SessionRow = {
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
export function useIntent(intent: AccountIntent, pageResult: AccountResult | undefined) {
  const fetcher = useFetcher<AccountResult>({ key: `account-${intent}` });
  const result = fetcher.data ?? (pageResult?.intent === intent ? pageResult : undefined);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Passwords and codes are cleared once they have done their job.
    if (fetcher.state === 'idle' && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return { fetcher, result, formRef, busy: fetcher.state !== 'idle' };
}

export function useFieldError(result: AccountResult | undefined) {
  const { t } = useTranslation();
  return (field: string) => {
    const key = fieldErrorsIn(result)[field];
    return key ? t(key) : undefined;
  };
}

export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
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

export function AnswerLine({ result }: { result: AccountResult | undefined }) {
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

export function SubmitButton({
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
