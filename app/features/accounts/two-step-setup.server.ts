import QRCode from 'qrcode';
import { checkRateLimits } from '~/features/security/rate-limit.server';
import { logSecurityEvent } from '~/features/security/security.server';
import { getLogger } from '~/utils/logger.server';
import { getAuth } from './auth.server';
import { sendSecurityNotice } from './auth-emails.server';
import { cookiesOf, errorCodeOf } from './auth-response.server';
import { type Failure, passwordGate, rateLimitedFailure, type Success } from './password-gate.server';

/** Step one of turning on two-step sign-in: a secret to scan and recovery codes to keep. */
export async function startTwoFactorSetup({
  request,
  user,
  password,
}: {
  request: Request;
  user: { id: string; email: string };
  password: string;
}): Promise<Success<{ totpURI: string; secret: string; qrDataUrl: string; backupCodes: string[] }> | Failure> {
  const gate = await passwordGate({ request, password, user, field: 'password' });
  if (gate) return gate;
  const auth = await getAuth();
  const response = await auth.api.enableTwoFactor({ body: { password }, headers: request.headers, asResponse: true });
  if (!response.ok) {
    const code = await errorCodeOf(response);
    if (code === 'TOTP_ALREADY_ENABLED')
      return { ok: false, status: 409, fieldErrors: {}, formError: 'accounts.twoFactor.alreadyOn' };
    getLogger().error({ status: response.status, code }, 'enable two-factor failed');
    return { ok: false, status: 500, fieldErrors: {}, formError: 'errors.generic' };
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
  user,
  code,
}: {
  request: Request;
  user: TwoStepUser;
  code: string;
}): Promise<Success | Failure> {
  const limit = await checkRateLimits(request, [{ name: 'two-factor-account', key: user.id }], { userId: user.id });
  if (!limit.ok) return rateLimitedFailure(limit.retryAfterSeconds);
  const auth = await getAuth();
  const response = await auth.api.verifyTOTP({ body: { code }, headers: request.headers, asResponse: true });
  if (!response.ok) return { ok: false, status: 400, fieldErrors: { code: 'accounts.errors.codeInvalid' } };
  await announceTwoStepChange(request, user, 'on');
  return { ok: true, headers: cookiesOf(response) };
}

type TwoStepUser = { id: string; email: string; name?: string; firstName?: string | null };

/** Two-step sign-in switched on or off: the security log records it, and the person is told by email. */
async function announceTwoStepChange(request: Request, user: TwoStepUser, change: 'on' | 'off') {
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
  user,
  password,
}: {
  request: Request;
  user: TwoStepUser;
  password: string;
}): Promise<Success | Failure> {
  const gate = await passwordGate({ request, password, user, field: 'password' });
  if (gate) return gate;
  const auth = await getAuth();
  const response = await auth.api.disableTwoFactor({ body: { password }, headers: request.headers, asResponse: true });
  if (!response.ok) {
    getLogger().error({ status: response.status, code: await errorCodeOf(response) }, 'disable two-factor failed');
    return { ok: false, status: 500, fieldErrors: {}, formError: 'errors.generic' };
  }
  await announceTwoStepChange(request, user, 'off');
  return { ok: true, headers: cookiesOf(response) };
}

/** New recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes({
  request,
  user,
  password,
}: {
  request: Request;
  user: { id: string; email: string };
  password: string;
}): Promise<Success<{ backupCodes: string[] }> | Failure> {
  const gate = await passwordGate({ request, password, user, field: 'password' });
  if (gate) return gate;
  const auth = await getAuth();
  const response = await auth.api.generateBackupCodes({ body: { password }, headers: request.headers, asResponse: true });
  if (!response.ok) return { ok: false, status: 500, fieldErrors: {}, formError: 'errors.generic' };
  const body = (await response.json()) as { backupCodes: string[] };
  await logSecurityEvent({ type: 'RECOVERY_CODES_REGENERATED', severity: 'medium', details: {} }, { request, userId: user.id });
  return { ok: true, headers: new Headers(), backupCodes: body.backupCodes };
}
