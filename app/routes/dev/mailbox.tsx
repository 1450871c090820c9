import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { PageHeader } from '~/components/ui/page-header';
import { requireAccess } from '~/features/accounts/guard.server';
import { EmailList } from '~/features/messaging/components/email-list';
import { parseEmailListQuery } from '~/features/messaging/messaging.schema';
import { isMailboxOpen, listEmails } from '~/features/messaging/messaging.server';
import { pageMeta } from '~/features/seo/seo';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import type { Route } from './+types/mailbox';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/dev/mailbox');
  if (!isMailboxOpen(request)) throw await notFoundResponse(request);
  const { status, page } = parseEmailListQuery(new URL(request.url));
  return {
    ...(await listEmails({ status, page })),
    status,
    page,
    seo: await pageSeo(request, { path: '/dev/mailbox', pageKey: 'dev-mailbox', noindex: true }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export default function DevMailboxPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageHeader title={t('pages.dev-mailbox.title')} description={t('pages.dev-mailbox.description')} />
      <EmailList
        emails={loaderData.emails}
        basePath="/dev/mailbox"
        status={loaderData.status}
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        total={loaderData.total}
      />
    </div>
  );
}
