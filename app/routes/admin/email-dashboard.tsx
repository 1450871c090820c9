import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { EmailList } from '~/features/messaging/components/email-list';
import { parseEmailListQuery } from '~/features/messaging/messaging.schema';
import { isOutboxDelivery, listEmails } from '~/features/messaging/messaging.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import type { Route } from './+types/email-dashboard';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/admin/email-dashboard');
  const { status, page } = parseEmailListQuery(new URL(request.url));
  return {
    ...(await listEmails({ status, page })),
    status,
    page,
    isOutbox: isOutboxDelivery(),
    seo: await pageSeo(request, { path: '/admin/email-dashboard', pageKey: 'admin-email-dashboard', noindex: true }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AdminEmailDashboardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AreaPage pageKey="admin-email-dashboard">
      <p className="mt-6 max-w-3xl rounded-xl bg-earth-50 px-4 py-3 text-sm text-stone-700">
        {loaderData.isOutbox ? t('messaging.outboxMode') : t('messaging.smtpMode')}
      </p>
      <EmailList
        emails={loaderData.emails}
        basePath="/admin/email-dashboard"
        status={loaderData.status}
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        total={loaderData.total}
      />
    </AreaPage>
  );
}
