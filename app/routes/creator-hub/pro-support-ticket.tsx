import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import type { Route } from './+types/pro-support-ticket';
import { loadTicketPage, ticketAction } from './pro-support-ticket.server';
import { SupportTicketView } from './pro-support-ticket-view';

/** One support ticket (admins only): the thread, the customer's orders and enrolments, an answer, Close or Reopen. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/creator-hub/pro-support-desk/:ticketId');
  return loadTicketPage(request, user, params.ticketId);
}

/** Answering the customer (recorded and emailed), closing or reopening the ticket. */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAccess(request, '/creator-hub/pro-support-desk/:ticketId');
  return ticketAction(request, user, params.ticketId);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function SupportTicketPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SupportTicketView page={loaderData} answer={actionData} />;
}
