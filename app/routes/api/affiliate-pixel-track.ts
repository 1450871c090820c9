import { data } from 'react-router';
import { requireAccess } from '~/features/accounts/guard.server';
import { trackAffiliateEvents } from '~/features/affiliates/track.server';
import { BODY_LIMITS } from '~/utils/body-limits';
import { readJsonBody } from '~/utils/request-body.server';
import type { Route } from './+types/affiliate-pixel-track';

/**
 * The browser's affiliate tracking (SPEC §3, §7, §9; issue 39). Over HTTP, Express answers this
 * address before React Router is reached (`server/affiliate-tracking.ts`, decision 0094: at 2,000
 * events a second the resource route's own cost was the limit). This module keeps the address
 * in the route table and answers the same from the same operation when the app's handlers are
 * called without that server.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/api/affiliate-pixel-track');
  if (request.method !== 'POST') return data({ error: 'Method not allowed' }, { status: 405 });
  const read = await readJsonBody(request, BODY_LIMITS.json);
  if (!read.ok) return read.response;
  const outcome = await trackAffiliateEvents({ body: read.body, client: request });
  if (outcome.ok) return new Response(null, { status: 204 });
  const headers = outcome.status === 400 ? undefined : { 'Retry-After': String(outcome.retryAfterSeconds) };
  return data({ error: outcome.error }, { status: outcome.status, headers });
}
