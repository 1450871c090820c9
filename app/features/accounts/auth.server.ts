import { hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { keepFirstSetting, readSetting } from '~/db/app-meta.server';
import { type DatabaseHandle, getDatabaseHandle } from '~/db/client.server';
import { accounts, sessions, twoFactors, users, verifications } from '~/db/schema/accounts';
import { resetRateLimit } from '~/features/security/rate-limit.server';
import { CLIENT_IP_HEADER, logSecurityEvent } from '~/features/security/security.server';
import { getEnv } from '~/utils/env.server';
import { getLogger } from '~/utils/logger.server';
import {
  RESET_LINK_MINUTES,
  sendResetPasswordEmail,
  sendSecurityNotice,
  sendVerificationEmail,
  VERIFY_LINK_HOURS,
} from './auth-emails.server';

const SESSION_DAYS = 30;

function createAuth(handle: DatabaseHandle, secret: string) {
  const env = getEnv();
  return betterAuth({
    appName: env.SITE_NAME,
    baseURL: env.SITE_URL,
    basePath: '/api/auth',
    secret,
    telemetry: { enabled: false },
    // Its warnings ("Invalid password") join our JSON logs, at our LOG_LEVEL, with request ids
    // nearby, instead of coloured lines on stderr that tests and log shippers cannot silence.
    logger: {
      level: 'debug',
      log: (level, message, ...args) => getLogger()[level](args.length > 0 ? { details: args } : {}, `better-auth: ${message}`),
    },
    database: drizzleAdapter(handle.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      sendResetPassword: sendResetPasswordEmail,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      // A reset means someone may have known the old password: end every session.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }, request) => {
        await logSecurityEvent({ type: 'PASSWORD_RESET', severity: 'medium', details: {} }, { request, userId: user.id });
        // Whoever knew the old password is out; the owner need not wait out a lock-out.
        await resetRateLimit({ name: 'sign-in-account', key: user.email });
        await sendSecurityNotice({ user, change: 'password' }, request);
      },
    },
    emailVerification: {
      sendVerificationEmail,
      sendOnSignUp: true,
      // A link in an email never signs anyone in: that would skip two-step sign-in.
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_LINK_HOURS * 60 * 60,
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
        mobileNumber: { type: 'string', required: false },
        isNewUser: { type: 'boolean', required: false, defaultValue: true, input: false },
      },
      // A new address is confirmed from a link sent to it before it replaces the old one.
      changeEmail: { enabled: true },
    },
    plugins: [
      twoFactor({
        issuer: env.SITE_NAME,
        backupCodeOptions: { amount: 10, length: 10 },
        // Failed codes are limited by our shared rate limiter as well as here.
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
    ],
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    // Abuse limits live in our own limiter (shared across instances), not in process memory.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'verde',
      useSecureCookies: env.SITE_URL.startsWith('https://'),
      // Sessions record the client address the server trusts (set from the socket, or the
      // proxy with TRUST_PROXY), never a header a client could forge.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The session-signing secret: AUTH_SECRET, or (so `npm start` works with no set-up) one
 * generated on first start and kept in the database, never in the repository.
 */
async function loadSecret(handle: DatabaseHandle): Promise<string> {
  const configured = getEnv().AUTH_SECRET;
  if (configured) return configured;
  const stored = await readSetting(handle.db, 'auth_secret');
  if (typeof stored === 'string') return stored;
  const secret = randomBytes(32).toString('base64');
  await keepFirstSetting(handle.db, 'auth_secret', secret);
  const winner = await readSetting(handle.db, 'auth_secret');
  if (getEnv().NODE_ENV === 'production')
    getLogger().warn('AUTH_SECRET is not set: using a secret generated and stored in the database');
  return String(winner ?? secret);
}

/**
 * A 32-byte key for one purpose (encrypting instructors' payout details), derived from the auth
 * secret with HKDF-SHA256, so no second secret has to be configured. Changing AUTH_SECRET makes
 * what was encrypted with the old key unreadable (those details are asked for again).
 */
export function deriveSecretKey(purpose: string): Promise<Buffer> {
  // Derived once per open database and purpose: every seal and open used to read the secret again.
  const handle = getDatabaseHandle();
  let keys = derivedKeys.get(handle);
  if (!keys) {
    keys = new Map();
    derivedKeys.set(handle, keys);
  }
  let key = keys.get(purpose);
  if (!key) {
    key = loadSecret(handle).then((secret) => Buffer.from(hkdfSync('sha256', secret, 'verde-living', purpose, 32)));
    keys.set(purpose, key);
    // A failed read (the database was down) is tried again next time, not remembered.
    key.catch(() => keys?.delete(purpose));
  }
  return key;
}

const derivedKeys = new WeakMap<DatabaseHandle, Map<string, Promise<Buffer>>>();

// One auth instance per open database (tests open one per file).
const instances = new WeakMap<DatabaseHandle, Promise<Auth>>();

export function getAuth(): Promise<Auth> {
  const handle = getDatabaseHandle();
  let auth = instances.get(handle);
  if (!auth) {
    auth = loadSecret(handle).then((secret) => createAuth(handle, secret));
    instances.set(handle, auth);
  }
  return auth;
}
