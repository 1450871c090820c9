import { data } from 'react-router';
import { getSessionUser, requireAccess } from '~/features/accounts/guard.server';
import { clientSecurityEventSchema, recordClientSecurityEvent } from '~/features/security/client-events.server';
import { checkRateLimits } from '~/features/security/rate-limit.server';
import { clientIp } from '~/features/security/security.server';
import { BODY_LIMITS } from '~/utils/body-limits';
import { readJsonBody } from '~/utils/request-body.server';
import type { Route } from './+types/security-events';

const methodNotAllowed = () => data({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } });

/** Only POST is served here: anything else gets 405 (not React Router's 400 for a missing loader). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/api/security-events');
  return methodNotAllowed();
}

/**
 * Security events reported by the browser (SPEC §7: `log_security_event` and
 * `log-security-event` both post here). Answers 202 once recorded.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/api/security-events');
  if (request.method !== 'POST') return methodNotAllowed();
  const limit = await checkRateLimits(request, [{ name: 'security-events-ip', key: clientIp(request) }]);
  if (!limit.ok)
    return data(
      { error: 'Too many security events from this address; try again later' },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    );
  // Room for the 4 KB of details plus the other fields; anything bigger is refused unread.
  const read = await readJsonBody(request, BODY_LIMITS.json);
  if (!read.ok) return read.response;
  const { body } = read;
  const parsed = clientSecurityEventSchema.safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
    return data({ error: `Invalid security event (${problems.join('; ')})` }, { status: 400 });
  }
  await recordClientSecurityEvent({ event: parsed.data, request, actor: await getSessionUser(request) });
  return data({ ok: true }, { status: 202 });
}
