import { checkRateLimitShared } from '~/features/security/rate-limit.server';
import { clientIp, type RequestFacts } from '~/features/security/security.server';
import { getLogger } from '~/utils/logger.server';
import { GROUP_COMMIT_WINDOW_MS, recordTrackingEvents } from './track-events.server';
import { trackingBodySchema } from './tracking.schema';

export type TrackOutcome =
  | { ok: true; stored: number }
  | { ok: false; status: 400; error: string }
  | { ok: false; status: 429 | 503; error: string; retryAfterSeconds: number };

/**
 * One post of the browser's affiliate tracking (SPEC §3, §7, §9; issue 39), its JSON already read
 * within the body limit. Whoever posts may: the address is public (route table), so the person is
 * the client address, and what holds it back is the limit per address (RATE_LIMIT_AFFILIATE_TRACK_IP).
 * Validated first (nothing counts against the limit or is stored for a malformed body), then
 * limited, then stored with the group commit: `ok` only once the rows are written.
 *
 * Served by Express before React Router (`server/affiliate-tracking.ts`, decision 0094); the
 * route module `routes/api/affiliate-pixel-track.ts` answers the same from this function.
 */
export async function trackAffiliateEvents({ body, client }: { body: unknown; client: RequestFacts }): Promise<TrackOutcome> {
  const parsed = trackingBodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, error: 'Invalid tracking event' };
  const limited = await checkRateLimitShared(
    client,
    { name: 'affiliate-track-ip', key: clientIp(client) },
    { gatherMs: GROUP_COMMIT_WINDOW_MS },
  );
  if (!limited.ok) return { ok: false, status: 429, error: 'Too many events', retryAfterSeconds: limited.retryAfterSeconds };
  try {
    await recordTrackingEvents(parsed.data);
  } catch (error) {
    getLogger().error({ err: error }, 'affiliate tracking events not stored');
    return { ok: false, status: 503, error: 'Not stored, try again', retryAfterSeconds: 5 };
  }
  return { ok: true, stored: parsed.data.length };
}
