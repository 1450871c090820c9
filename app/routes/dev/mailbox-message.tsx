import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { EmailView } from '~/features/messaging/components/email-view';
import { findEmail, isMailboxOpen } from '~/features/messaging/messaging.server';
import { pageMeta } from '~/features/seo/seo';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/mailbox-message';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, '/dev/mailbox/:id');
  // The site's not-found page, with its title and description, as every other unknown address gets.
  if (!isMailboxOpen(request)) throw await notFoundResponse(request);
  const email = await findEmail({ id: params.id });
  if (!email) throw await notFoundResponse(request);
  return {
    email,
    seo: await pageSeo(request, { path: pathTo('/dev/mailbox/:id', { id: email.id }), title: email.subject, noindex: true }),
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export default function DevMailboxMessagePage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <EmailView email={loaderData.email} backTo="/dev/mailbox" />
    </div>
  );
}
