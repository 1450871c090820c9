import { data } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { EmailView } from '~/features/messaging/components/email-view';
import { findEmail } from '~/features/messaging/messaging.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/email-message';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, '/admin/email-dashboard/:id');
  const email = await findEmail({ id: params.id });
  if (!email) throw data(null, { status: 404 });
  return {
    email,
    seo: await pageSeo(request, {
      path: pathTo('/admin/email-dashboard/:id', { id: email.id }),
      title: email.subject,
      noindex: true,
    }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AdminEmailMessagePage({ loaderData }: Route.ComponentProps) {
  return (
    <AreaPage pageKey="admin-email-dashboard">
      <EmailView email={loaderData.email} backTo="/admin/email-dashboard" />
    </AreaPage>
  );
}
