import QRCode from 'qrcode';
import { rateLimitedFailure } from '~/features/security/failures';
import { checkRateLimits } from '~/features/security/rate-limit.server';
import { logSecurityEvent } from '~/features/security/security.server';
import type { Result } from '~/utils/failure';
import { getLogger } from '~/utils/logger.server';
import { type AccountHolder, requireOwnSession } from './acting-person.server';
import { getAuth } from './auth.server';
import { sendSecurityNotice } from './auth-emails.server';
import { cookiesOf, errorCodeOf } from './auth-response.server';
import { accountFailure } from './failures';
import { passwordGate } from './password-gate.server';

/*
 * Two-step sign-in on the account page. Each operation is the signed-in person's on their own
 * account, confirmed with their password (or the app's first code), and refused for a session that
 * is not theirs (requireOwnSession).
 */

type GateCode = 'password-wrong' | 'rate-limited';

/** Step one of turning on two-step sign-in: a secret to scan and recovery codes to keep. */
export async function startTwoFactorSetup({
  request,
  actor,
  password,
}: {
  request: Request;
  actor: AccountHolder;
  password: string;
}): Promise<
  Result<
    { headers: Headers; totpURI: string; secret: string; qrDataUrl: string; backupCodes: string[] },
    GateCode | 'two-factor-already-on' | 'unexpected'
  >
> {
  await requireOwnSession(actor, request);
  const gate = await passwordGate({ request, password, person: actor, field: 'password' });
  if (gate) return gate;
  const auth = await getAuth();
  const response = await auth.api.enableTwoFactor({ body: { password }, headers: request.headers, asResponse: true });
  if (!response.ok) {
    const code = await errorCodeOf(response);
    if (code === 'TOTP_ALREADY_ENABLED') return accountFailure('two-factor-already-on');
    getLogger().error({ status: response.status, code }, 'enable two-factor failed');
    return accountFailure('unexpected');
  }
  const body = (await response.json()) as { totpURI: string; backupCodes: string[] };
  const secret = new URL(body.totpURI).searchParams.get('secret') ?? '';
  const svg = await QRCode.toString(body.totpURI, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const qrDataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return { ok: true, headers: cookiesOf(response), totpURI: body.totpURI, secret, qrDataUrl, backupCodes: body.backupCodes };
}

/** Step two: the first code from the app proves it is set up; only then is two-step sign-in on. */
export async function confirmTwoFactorSetup({
  request,
  actor,
  code,
}: {
  request: Request;
  actor: AccountHolder;
  code: string;
}): Promise<Result<{ headers: Headers }, 'rate-limited' | 'code-invalid'>> {
  await requireOwnSession(actor, request);
  const limit = await checkRateLimits(request, [{ name: 'two-factor-account', key: actor.id }], { userId: actor.id });
  if (!limit.ok) return rateLimitedFailure(limit.retryAfterSeconds);
  const auth = await getAuth();
  const response = await auth.api.verifyTOTP({ body: { code }, headers: request.headers, asResponse: true });
  if (!response.ok) return accountFailure('code-invalid');
  await announceTwoStepChange(request, actor, 'on');
  return { ok: true, headers: cookiesOf(response) };
}

/** Two-step sign-in switched on or off: the security log records it, and the person is told by email. */
async function announceTwoStepChange(request: Request, user: AccountHolder, change: 'on' | 'off') {
  await logSecurityEvent(
    change === 'on'
      ? { type: 'TWO_FACTOR_ENABLED', severity: 'medium', details: {} }
      : { type: 'TWO_FACTOR_DISABLED', severity: 'high', details: {} },
    { request, userId: user.id },
  );
  await sendSecurityNotice(
    {
      user: { id: user.id, email: user.email, name: user.name ?? '', firstName: user.firstName },
      change: change === 'on' ? 'twoFactorOn' : 'twoFactorOff',
    },
    request,
  );
}

export async function disableTwoFactor({
  request,
  actor,
  password,
}: {
  request: Request;
  actor: AccountHolder;
  password: string;
}): Promise<Result<{ headers: Headers }, GateCode | 'unexpected'>> {
  await requireOwnSession(actor, request);
  const gate = await passwordGate({ request, password, person: actor, field: 'password' });
  if (gate) return gate;
  const auth = await getAuth();
  const response = await auth.api.disableTwoFactor({ body: { password }, headers: request.headers, asResponse: true });
  if (!response.ok) {
    getLogger().error({ status: response.status, code: await errorCodeOf(response) }, 'disable two-factor failed');
    return accountFailure('unexpected');
  }
  await announceTwoStepChange(request, actor, 'off');
  return { ok: true, headers: cookiesOf(response) };
}

/** New recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes({
  request,
  actor,
  password,
}: {
  request: Request;
  actor: AccountHolder;
  password: string;
}): Promise<Result<{ backupCodes: string[] }, GateCode | 'unexpected'>> {
  await requireOwnSession(actor, request);
  const gate = await passwordGate({ request, password, person: actor, field: 'password' });
  if (gate) return gate;
  const auth = await getAuth();
  const response = await auth.api.generateBackupCodes({ body: { password }, headers: request.headers, asResponse: true });
  if (!response.ok) return accountFailure('unexpected');
  const body = (await response.json()) as { backupCodes: string[] };
  await logSecurityEvent({ type: 'RECOVERY_CODES_REGENERATED', severity: 'medium', details: {} }, { request, userId: actor.id });
  return { ok: true, backupCodes: body.backupCodes };
}
