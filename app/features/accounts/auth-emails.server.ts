import { sendEmail } from '~/features/messaging/messaging.server';
import { languageCodeFor } from '~/i18n/i18n.server';
import { getEnv } from '~/utils/env.server';
import { intlLocale } from '~/utils/intl-locale';

/** Verification links work for a day; reset links for an hour (the pages' texts say so too). */
export const VERIFY_LINK_HOURS = 24;
export const RESET_LINK_MINUTES = 60;

type AuthUser = { id: string; email: string; name: string; firstName?: string | null };

const firstNameOf = (user: AuthUser) => user.firstName || user.name.split(' ')[0] || user.email;
const localeOf = (request?: Request) => (request ? languageCodeFor(request) : 'en');

/** The claims inside better-auth's email token (signature checked by better-auth, not here): a change of address carries updateTo. */
export function tokenClaims(token: string): { email?: string; updateTo?: string } {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return {};
  }
}

/**
 * better-auth calls this for a new account and for a change of address; our links open our
 * own pages (/auth/verify), which then ask better-auth to check the token.
 */
export async function sendVerificationEmail({ user, token }: { user: AuthUser; token: string }, request?: Request) {
  const url = `${getEnv().SITE_URL}/auth/verify?${new URLSearchParams({ token })}`;
  const claims = tokenClaims(token);
  if (claims.updateTo) {
    await sendEmail({
      template: 'change-email',
      to: claims.updateTo,
      props: { firstName: firstNameOf(user), url, newEmail: claims.updateTo, hours: VERIFY_LINK_HOURS },
      locale: localeOf(request),
      userId: user.id,
    });
    return;
  }
  await sendEmail({
    template: 'verify-email',
    to: user.email,
    props: { firstName: firstNameOf(user), url, hours: VERIFY_LINK_HOURS },
    locale: localeOf(request),
    userId: user.id,
  });
}

export async function sendResetPasswordEmail({ user, token }: { user: AuthUser; token: string }, request?: Request) {
  await sendEmail({
    template: 'reset-password',
    to: user.email,
    props: {
      firstName: firstNameOf(user),
      url: `${getEnv().SITE_URL}/auth/reset?${new URLSearchParams({ token })}`,
      minutes: RESET_LINK_MINUTES,
    },
    locale: localeOf(request),
    userId: user.id,
  });
}

/** Tells the owner about a change to their sign-in details, so one they did not make stands out. */
export async function sendSecurityNotice(
  { user, change, to }: { user: AuthUser; change: 'password' | 'email' | 'twoFactorOn' | 'twoFactorOff'; to?: string },
  request?: Request,
) {
  const locale = localeOf(request);
  const when = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(),
  );
  await sendEmail({
    template: 'security-notice',
    to: to ?? user.email,
    props: { firstName: firstNameOf(user), change, when: `${when} UTC` },
    locale,
    userId: user.id,
  });
}
