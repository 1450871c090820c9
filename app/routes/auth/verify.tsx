import { data, Form, Link, useNavigation } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { buttonClass } from '~/components/ui/button-styles';
import { CircleCheck, CircleExclamationPoint, MailCheck } from '~/components/ui/icons';
import { AuthCard } from '~/features/accounts/components/auth-card';
import { FormAlert } from '~/features/accounts/components/profile-fields';
import { requireAccess } from '~/features/accounts/guard.server';
import { resendVerificationEmail, verifyEmailToken } from '~/features/accounts/recovery.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { type FormResult, formFailureResponse } from '~/utils/form-result';
import { passRetryAfter } from '~/utils/route-headers';
import type { Route } from './+types/verify';

type VerifyState = 'verified' | 'email-changed' | 'expired' | 'invalid' | 'pending' | 'already' | 'signed-out';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/auth/verify');
  const seo = await pageSeo(request, { path: '/auth/verify', pageKey: 'auth-verify', noindex: true });
  const token = new URL(request.url).searchParams.get('token');
  // One-time links: never cached, and the token never leaks through the Referer header.
  const headers = new Headers({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
  if (!token) {
    const outcome: VerifyState = !user ? 'signed-out' : user.emailVerified ? 'already' : 'pending';
    return data({ outcome, email: user?.email ?? null, isSignedIn: Boolean(user), seo }, { headers });
  }
  const result = await verifyEmailToken({ token, request });
  if (result.ok) for (const cookie of result.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  const outcome: VerifyState = result.ok ? result.confirmed : result.code === 'link-expired' ? 'expired' : 'invalid';
  return data({ outcome, email: user?.email ?? null, isSignedIn: Boolean(user), seo }, { headers });
}

/** Sends a fresh link to the signed-in person's address. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/auth/verify');
  if (!user)
    return data<FormResult>({ ok: false, fieldErrors: {}, formError: 'accounts.verify.signInToResend' }, { status: 401 });
  if (user.emailVerified) return data<FormResult>({ ok: true });
  const outcome = await resendVerificationEmail({ actor: user, request });
  if (!outcome.ok) return formFailureResponse(outcome);
  return data<FormResult>({ ok: true });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export function headers(args: Route.HeadersArgs) {
  return passRetryAfter(args, args.loaderHeaders);
}

const ICONS = { good: CircleCheck, bad: CircleExclamationPoint, mail: MailCheck };

export default function AuthVerifyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { outcome, email, isSignedIn } = loaderData;
  const tone =
    outcome === 'verified' || outcome === 'email-changed' || outcome === 'already'
      ? 'good'
      : outcome === 'pending'
        ? 'mail'
        : 'bad';
  const Icon = ICONS[tone];
  const canResend = isSignedIn && (outcome === 'pending' || outcome === 'expired' || outcome === 'invalid');
  return (
    <AuthCard title={loaderData.seo.title} description={loaderData.seo.description}>
      <div role="status" className="flex gap-3 rounded-2xl bg-earth-50 p-4">
        <Icon aria-hidden className={tone === 'bad' ? 'size-6 shrink-0 text-red-700' : 'size-6 shrink-0 text-brand-700'} />
        <p className="text-stone-800">{t(`accounts.verify.outcomes.${outcome}`, { email: email ?? '' })}</p>
      </div>
      {actionData?.ok && <p className="mt-4 font-medium text-brand-800">{t('accounts.verify.resent', { email: email ?? '' })}</p>}
      {actionData && !actionData.ok && (
        <div className="mt-4">
          <FormAlert message={actionData.formError} vars={actionData.formErrorVars} />
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {canResend && (
          <Form method="post">
            <button type="submit" className={buttonClass('primary')} disabled={navigation.state === 'submitting'}>
              {t('accounts.verify.resend')}
            </button>
          </Form>
        )}
        {isSignedIn ? (
          <Link to="/account" className={buttonClass('secondary')}>
            {t('accounts.verify.toAccount')}
          </Link>
        ) : (
          <Link to="/auth" className={buttonClass(canResend ? 'secondary' : 'primary')}>
            {t('accounts.signIn.submit')}
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
