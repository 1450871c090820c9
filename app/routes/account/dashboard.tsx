import { redirect } from 'react-router';
import { requireAccess } from '~/features/accounts/guard.server';
import type { Route } from './+types/dashboard';

/** /dashboard sends each person to the dashboard of their role (issue 13). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/dashboard');
  if (user.role === 'admin') throw redirect('/admin');
  if (user.role === 'instructor') throw redirect('/instructor-dashboard');
  throw redirect('/student-dashboard');
}
