import { eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/index';
import { logSecurityEvent } from '~/features/security/security.server';
import { getLogger } from '~/utils/logger.server';
import { type FieldErrors, toE164 } from './accounts.schema';
import { getAuth } from './auth.server';

export type AuthOutcome =
  | { ok: true; headers: Headers }
  | { ok: false; status: number; fieldErrors: FieldErrors; formError?: string };

/** Set-Cookie headers of a better-auth response, to pass on with our redirect. */
function cookiesOf(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return headers;
}

async function errorCodeOf(response: Response): Promise<string | undefined> {
  try {
    return ((await response.json()) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

export type SignUpInput = { firstName: string; lastName: string; mobileNumber: string; email: string; password: string };

/** Creates an account with a password and signs it in (SPEC §3, §5). */
export async function signUp(input: SignUpInput & { headers: Headers }): Promise<AuthOutcome> {
  const db = getDb();
  const [phoneTaken] = await db.select({ id: users.id }).from(users).where(eq(users.mobileNumber, input.mobileNumber));
  if (phoneTaken) return { ok: false, status: 400, fieldErrors: { mobileNumber: 'accounts.errors.mobileTaken' } };
  const auth = await getAuth();
  const response = await auth.api.signUpEmail({
    body: {
      name: `${input.firstName} ${input.lastName}`,
      email: input.email,
      password: input.password,
      firstName: input.firstName,
      lastName: input.lastName,
      mobileNumber: input.mobileNumber,
    },
    headers: input.headers,
    asResponse: true,
  });
  if (response.ok) return { ok: true, headers: cookiesOf(response) };
  const code = await errorCodeOf(response);
  if (code?.includes('ALREADY_EXISTS')) return { ok: false, status: 400, fieldErrors: { email: 'accounts.errors.emailTaken' } };
  if (code?.includes('PASSWORD')) return { ok: false, status: 400, fieldErrors: { password: 'accounts.errors.passwordWeak' } };
  getLogger().error({ status: response.status, code }, 'sign-up failed');
  return { ok: false, status: 500, fieldErrors: {}, formError: 'errors.generic' };
}

/** Signs in with an email address or a mobile number, and a password (SPEC §5). */
export async function signIn(input: {
  identifier: string;
  password: string;
  headers: Headers;
  request?: Request;
}): Promise<AuthOutcome> {
  const invalid: AuthOutcome = { ok: false, status: 401, fieldErrors: {}, formError: 'accounts.errors.invalidCredentials' };
  let email = input.identifier.toLowerCase();
  if (!email.includes('@')) {
    const phone = toE164(input.identifier);
    if (!phone) return invalid;
    const [owner] = await getDb().select({ email: users.email }).from(users).where(eq(users.mobileNumber, phone));
    if (!owner) return invalid;
    email = owner.email;
  }
  const auth = await getAuth();
  const response = await auth.api.signInEmail({
    body: { email, password: input.password },
    headers: input.headers,
    asResponse: true,
  });
  if (response.ok) return { ok: true, headers: cookiesOf(response) };
  await logSecurityEvent(
    { type: 'SIGN_IN_FAILED', severity: 'medium', details: { identifier: email } },
    { request: input.request },
  );
  return invalid;
}

/** Ends the current session and clears its cookie. */
export async function signOut({ headers }: { headers: Headers }): Promise<Headers> {
  const auth = await getAuth();
  const response = await auth.api.signOut({ headers, asResponse: true });
  return cookiesOf(response);
}
