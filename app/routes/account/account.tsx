import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Route } from './+types/account';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/account');
  return {
    profile: { email: user?.email ?? '', firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' },
    seo: await pageSeo(request, { path: '/account', pageKey: 'account', noindex: true }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { profile } = loaderData;
  return (
    <AreaPage pageKey="account" area="account">
      <section aria-labelledby="profile-title" className="mt-8 max-w-xl rounded-2xl border border-stone-200 p-6">
        <h2 id="profile-title" className="text-lg font-semibold text-stone-900">
          {t('accounts.account.profile')}
        </h2>
        <dl className="mt-4 space-y-2 text-stone-700">
          <div className="flex gap-2">
            <dt className="font-medium">{t('accounts.fields.name')}:</dt>
            <dd>{`${profile.firstName} ${profile.lastName}`.trim()}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-medium">{t('accounts.fields.email')}:</dt>
            <dd>{profile.email}</dd>
          </div>
        </dl>
        <Form method="post" action="/sign-out" className="mt-6">
          <button type="submit" className={buttonClass('secondary')}>
            {t('accounts.signOut')}
          </button>
        </Form>
      </section>
    </AreaPage>
  );
}
