import { redirect } from 'react-router';
import { flashCookie } from '~/features/accounts/flash.server';
import { requireAccess } from '~/features/accounts/guard.server';
import { signOut } from '~/features/accounts/sign-in.server';
import type { Route } from './+types/sign-out';

/** SPEC §4: sign-out clears the session and goes to /auth. */
export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/sign-out');
  const headers = await signOut({ headers: request.headers });
  headers.append(
    'Set-Cookie',
    flashCookie({ kind: 'info', title: 'accounts.toasts.signedOutTitle', description: 'accounts.toasts.signedOutText' }, request),
  );
  throw redirect('/auth', { headers });
}
