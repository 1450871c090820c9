import { data } from 'react-router';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageViewSchema, recordPageView } from '~/features/analytics/page-views.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { BODY_LIMITS } from '~/utils/body-limits';
import { readJsonBody } from '~/utils/request-body.server';
import type { Route } from './+types/page-views';

/** Page views sent by the browser after each route change (SPEC §7). */
export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/api/page-views');
  if (request.method !== 'POST') return data({ error: 'Method not allowed' }, { status: 405 });
  const read = await readJsonBody(request, BODY_LIMITS.json);
  if (!read.ok) return read.response;
  const { body } = read;
  const parsed = pageViewSchema.safeParse(body);
  if (!parsed.success)
    return data({ error: 'Invalid page view', issues: parsed.error.issues.map((i) => i.message) }, { status: 400 });
  const { code } = await getRequestLanguage(request);
  await recordPageView({ ...parsed.data, lang: code });
  return new Response(null, { status: 204 });
}
