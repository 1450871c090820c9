import { data, Form, useNavigation, useSearchParams } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { buttonClass } from '~/components/ui/button-styles';
import { parseProfileForm } from '~/features/accounts/accounts.schema';
import { AuthCard } from '~/features/accounts/components/auth-card';
import { NamePhoneFields } from '~/features/accounts/components/name-phone-fields';
import { requireAccess } from '~/features/accounts/guard.server';
import { updateProfile } from '~/features/accounts/profile.server';
import { REDIRECT_PARAM } from '~/features/accounts/redirect';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { readForm } from '~/utils/form.server';
import { type FormResult, fieldErrorsOf, formFailureResponse } from '~/utils/form-result';
import { safeRedirectPath } from '~/utils/safe-redirect';
import type { Route } from './+types/complete-profile';
import { finishSignIn } from './finish-sign-in.server';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/auth/complete-profile');
  const target = safeRedirectPath(new URL(request.url).searchParams.get(REDIRECT_PARAM), '/');
  // Nothing to complete: go on.
  if (user.isProfileComplete) throw new Response(null, { status: 302, headers: { Location: target } });
  return {
    profile: { firstName: user.firstName ?? '', lastName: user.lastName ?? '', mobileNumber: user.mobileNumber ?? '' },
    seo: await pageSeo(request, { path: '/auth/complete-profile', pageKey: 'auth-complete-profile', noindex: true }),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/auth/complete-profile');
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const parsed = parseProfileForm(form);
  if (!parsed.success) return data<FormResult>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const saved = await updateProfile({ actor: user, ...parsed.data });
  if (!saved.ok) return formFailureResponse(saved);
  return finishSignIn({ request, userId: user.id, headers: new Headers(), redirectTo: form.get(REDIRECT_PARAM) });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function CompleteProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const errors = actionData && !actionData.ok ? actionData.fieldErrors : {};
  return (
    <AuthCard title={loaderData.seo.title} description={t('accounts.toasts.profileRequiredText')}>
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name={REDIRECT_PARAM} value={safeRedirectPath(params.get(REDIRECT_PARAM), '/')} />
        <NamePhoneFields errors={errors} defaults={loaderData.profile} />
        <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={navigation.state === 'submitting'}>
          {t('accounts.complete.submit')}
        </button>
      </Form>
      <Form method="post" action="/sign-out" className="mt-4 text-center">
        <button type="submit" className="text-sm font-semibold text-stone-700 underline">
          {t('accounts.signOut')}
        </button>
      </Form>
    </AuthCard>
  );
}
