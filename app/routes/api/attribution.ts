import { data } from 'react-router';
import { requireAccess } from '~/features/accounts/guard.server';
import { AFFILIATE_COOKIE, ATTRIBUTION_DAYS, isValidAffiliateCode } from '~/features/affiliates/attribution';
import { BODY_LIMITS } from '~/utils/body-limits';
import { serializeCookie } from '~/utils/cookies';
import { readJsonBody } from '~/utils/request-body.server';
import type { Route } from './+types/attribution';

/**
 * Stores an affiliate code captured by the browser (also from the URL hash, which
 * the server never sees) in a first-party, httpOnly cookie for 90 days.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/api/attribution');
  const read = await readJsonBody(request, BODY_LIMITS.json);
  if (!read.ok) return read.response;
  const code = read.body && typeof read.body === 'object' ? (read.body as { code?: unknown }).code : undefined;
  if (!isValidAffiliateCode(code)) return data({ error: 'Invalid affiliate code' }, { status: 400 });
  const cookie = serializeCookie(AFFILIATE_COOKIE, code, {
    maxAgeSeconds: ATTRIBUTION_DAYS * 24 * 60 * 60,
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(request.url).protocol === 'https:',
  });
  return new Response(null, { status: 204, headers: { 'Set-Cookie': cookie } });
}
