import { data } from 'react-router';
import { requireAccess } from '~/features/accounts/guard.server';
import { recordTrackingEvents } from '~/features/affiliates/track-events.server';
import { trackingBodySchema } from '~/features/affiliates/tracking.schema';
import { checkRateLimits } from '~/features/security/rate-limit.server';
import { clientIp } from '~/features/security/security.server';
import { BODY_LIMITS } from '~/utils/body-limits';
import { getLogger } from '~/utils/logger.server';
import { readJsonBody } from '~/utils/request-body.server';
import type { Route } from './+types/affiliate-pixel-track';

/**
 * The browser's affiliate tracking (SPEC §3, §7, §9; issue 39): `page_view` on load, `engagement`
 * 10 s later, `page_exit` on leaving and `conversion` with the order and its amount. Validated,
 * limited per client address, and stored in batches before it answers 204; a malformed or
 * oversized body gets a 4xx, and the browser only warns about a failure.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/api/affiliate-pixel-track');
  if (request.method !== 'POST') return data({ error: 'Method not allowed' }, { status: 405 });
  const read = await readJsonBody(request, BODY_LIMITS.json);
  if (!read.ok) return read.response;
  const parsed = trackingBodySchema.safeParse(read.body);
  if (!parsed.success) return data({ error: 'Invalid tracking event' }, { status: 400 });
  const limited = await checkRateLimits(request, [{ name: 'affiliate-track-ip', key: clientIp(request) }]);
  if (!limited.ok)
    return data({ error: 'Too many events' }, { status: 429, headers: { 'Retry-After': String(limited.retryAfterSeconds) } });
  try {
    await recordTrackingEvents(parsed.data);
  } catch (error) {
    getLogger().error({ err: error }, 'affiliate tracking events not stored');
    return data({ error: 'Not stored, try again' }, { status: 503, headers: { 'Retry-After': '5' } });
  }
  return new Response(null, { status: 204 });
}
