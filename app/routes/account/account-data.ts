import { exportUserData } from '~/features/accounts/data-export.server';
import { requireAccess } from '~/features/accounts/guard.server';
import type { Route } from './+types/account-data';
import { PERSONAL_DATA } from './personal-data.server';

/** "Download my data": everything we hold about the signed-in person, as a JSON file. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/account/data');
  const exported = await exportUserData({ actor: user, personalData: PERSONAL_DATA });
  if (!exported) throw new Response(null, { status: 404 });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="my-data-${day}.json"`,
      'Cache-Control': 'no-store',
    },
  });
}
