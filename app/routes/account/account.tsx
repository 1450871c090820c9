import { data, redirect } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import {
  ACCOUNT_INTENTS,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  endSessionSchema,
  passwordConfirmSchema,
  twoFactorConfirmSchema,
} from '~/features/accounts/account.schema';
import { deleteAccount } from '~/features/accounts/account-deletion.server';
import { endOtherSessions, endSession, listAccountSessions } from '~/features/accounts/account-sessions.server';
import { parseProfileForm } from '~/features/accounts/accounts.schema';
import type { AccountResult } from '~/features/accounts/components/account-section-parts';
import { AccountSections } from '~/features/accounts/components/account-sections';
import { FormAlert } from '~/features/accounts/components/profile-fields';
import { requestEmailChange } from '~/features/accounts/email-change.server';
import { flashCookie } from '~/features/accounts/flash.server';
import { requireAccess } from '~/features/accounts/guard.server';
import { changePassword } from '~/features/accounts/password-change.server';
import { findAccountOverview, updateProfile } from '~/features/accounts/profile.server';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
} from '~/features/accounts/two-step-setup.server';
import { SupporterBadge } from '~/features/donations/components/supporter-badge';
import { isSupporter } from '~/features/donations/donations.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Failure } from '~/utils/failure';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { fieldErrorsOf, formFailureOf } from '~/utils/form-result';
import type { Route } from './+types/account';
import { PERSONAL_DATA } from './personal-data.server';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/account');
  const [overview, sessions, supporter] = await Promise.all([
    findAccountOverview({ userId: user.id }),
    listAccountSessions({ request, userId: user.id }),
    isSupporter(user.id),
  ]);
  if (!overview) throw redirect('/auth');
  return {
    overview,
    sessions,
    supporter,
    seo: await pageSeo(request, { path: '/account', pageKey: 'account', noindex: true }),
  };
}

function result(body: AccountResult, init?: { status?: number; headers?: Headers }) {
  return data(body, { status: init?.status ?? (body.ok ? 200 : 400), headers: init?.headers });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/account');
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const field = (name: string) => textField(form, name);
  const intent = ACCOUNT_INTENTS.find((value) => value === form.get('intent'));
  if (!intent) return data({ intent: 'profile', ok: false, formError: 'errors.generic' } as AccountResult, { status: 400 });
  const invalid = (error: Parameters<typeof fieldErrorsOf>[0]) =>
    result({ intent, ok: false, fieldErrors: fieldErrorsOf(error) });
  // An operation's refusal, shown by the section that asked, with the operation's status.
  const failed = (failure: Failure) => result({ intent, ...formFailureOf(failure) }, { status: failure.status });

  // The signed-in person is the actor of every operation here: each acts on their own account.
  switch (intent) {
    case 'profile': {
      const parsed = parseProfileForm(form);
      if (!parsed.success) return invalid(parsed.error);
      const saved = await updateProfile({ actor: user, ...parsed.data });
      if (!saved.ok) return failed(saved);
      return result({ intent, ok: true, message: 'accounts.account.profileSaved' });
    }
    case 'email': {
      const parsed = changeEmailSchema.safeParse({ newEmail: field('newEmail'), currentPassword: field('currentPassword') });
      if (!parsed.success) return invalid(parsed.error);
      const outcome = await requestEmailChange({
        request,
        actor: user,
        newEmail: parsed.data.newEmail,
        password: parsed.data.currentPassword,
      });
      if (!outcome.ok) return failed(outcome);
      return result({
        intent,
        ok: true,
        message: 'accounts.account.emailLinkSent',
        messageVars: { email: parsed.data.newEmail },
      });
    }
    case 'password': {
      const parsed = changePasswordSchema.safeParse({
        currentPassword: field('currentPassword'),
        password: field('password'),
        confirmPassword: field('confirmPassword'),
        endOtherSessions: textField(form, 'endOtherSessions'),
      });
      if (!parsed.success) return invalid(parsed.error);
      const outcome = await changePassword({
        request,
        actor: user,
        currentPassword: parsed.data.currentPassword,
        newPassword: parsed.data.password,
        endOtherSessions: parsed.data.endOtherSessions,
      });
      if (!outcome.ok) return failed(outcome);
      return result({ intent, ok: true, message: 'accounts.account.passwordChanged' }, { headers: outcome.headers });
    }
    case 'two-factor-start': {
      const parsed = passwordConfirmSchema.safeParse({ password: field('password') });
      if (!parsed.success) return invalid(parsed.error);
      const outcome = await startTwoFactorSetup({ request, actor: user, password: parsed.data.password });
      if (!outcome.ok) return failed(outcome);
      return result(
        {
          intent,
          ok: true,
          twoFactorSetup: { qrDataUrl: outcome.qrDataUrl, secret: outcome.secret, backupCodes: outcome.backupCodes },
        },
        { headers: outcome.headers },
      );
    }
    case 'two-factor-confirm': {
      const parsed = twoFactorConfirmSchema.safeParse({ code: field('code') });
      if (!parsed.success) return invalid(parsed.error);
      const outcome = await confirmTwoFactorSetup({ request, actor: user, code: parsed.data.code });
      if (!outcome.ok) return failed(outcome);
      return result({ intent, ok: true, message: 'accounts.twoFactor.enabled' }, { headers: outcome.headers });
    }
    case 'two-factor-disable': {
      const parsed = passwordConfirmSchema.safeParse({ password: field('password') });
      if (!parsed.success) return invalid(parsed.error);
      const outcome = await disableTwoFactor({ request, actor: user, password: parsed.data.password });
      if (!outcome.ok) return failed(outcome);
      return result({ intent, ok: true, message: 'accounts.twoFactor.disabled' }, { headers: outcome.headers });
    }
    case 'recovery-codes': {
      const parsed = passwordConfirmSchema.safeParse({ password: field('password') });
      if (!parsed.success) return invalid(parsed.error);
      const outcome = await regenerateRecoveryCodes({ request, actor: user, password: parsed.data.password });
      if (!outcome.ok) return failed(outcome);
      return result({ intent, ok: true, backupCodes: outcome.backupCodes, message: 'accounts.twoFactor.codesRegenerated' });
    }
    case 'end-session': {
      const parsed = endSessionSchema.safeParse({ sessionId: field('sessionId') });
      if (!parsed.success) return invalid(parsed.error);
      const ended = await endSession({ actor: user, sessionId: parsed.data.sessionId, request });
      // A button's refusal: its message alone, above the list.
      if (!ended.ok) return result({ intent, ok: false, formError: ended.message }, { status: ended.status });
      return result({ intent, ok: true, message: 'accounts.sessions.ended' });
    }
    case 'end-other-sessions': {
      await endOtherSessions({ request, actor: user });
      return result({ intent, ok: true, message: 'accounts.sessions.othersEnded' });
    }
    case 'delete': {
      const parsed = deleteAccountSchema.safeParse({ password: field('password'), confirm: form.get('confirm') ?? undefined });
      if (!parsed.success) return invalid(parsed.error);
      const outcome = await deleteAccount({ request, actor: user, password: parsed.data.password, personalData: PERSONAL_DATA });
      if (!outcome.ok) return failed(outcome);
      outcome.headers.append(
        'Set-Cookie',
        flashCookie({ kind: 'info', title: 'accounts.toasts.deletedTitle', description: 'accounts.toasts.deletedText' }, request),
      );
      throw redirect('/', { headers: outcome.headers });
    }
  }
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export function headers() {
  // Recovery codes and the two-step secret appear in responses here: never store them.
  return { 'Cache-Control': 'no-store' };
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  // A form that could not be read at all belongs to no section: say so above them.
  const sectionResult = actionData && 'intent' in actionData ? actionData : undefined;
  const unreadable = actionData && !('intent' in actionData) ? actionData.formError : undefined;
  return (
    <AreaPage pageKey="account" area="account">
      {loaderData.supporter && <SupporterBadge />}
      {unreadable && (
        <div className="mt-6 max-w-3xl">
          <FormAlert message={unreadable} />
        </div>
      )}
      <AccountSections overview={loaderData.overview} sessions={loaderData.sessions} result={sectionResult} />
    </AreaPage>
  );
}
