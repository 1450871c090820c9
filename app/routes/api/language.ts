import { data, redirect } from 'react-router';
import { requireAccess } from '~/features/accounts/guard.server';
import { isLanguageCode, LANGUAGE_COOKIE } from '~/i18n/languages';
import { serializeCookie } from '~/utils/cookies';
import { readForm } from '~/utils/form.server';
import { safeRedirectPath } from '~/utils/safe-redirect';
import type { Route } from './+types/language';

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * Saves the visitor's language in a cookie so the server renders in it. The footer
 * switcher posts here through a fetcher (JSON answer); without JavaScript its form
 * posts with `redirectTo` and comes back to the same page.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/api/language');
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const lang = form.get('lang');
  if (!isLanguageCode(lang)) {
    return data({ ok: false as const, error: 'Choose one of the offered languages.' }, { status: 400 });
  }
  const cookie = serializeCookie(LANGUAGE_COOKIE, lang, {
    maxAgeSeconds: ONE_YEAR,
    sameSite: 'Lax',
    secure: new URL(request.url).protocol === 'https:',
  });
  const redirectTo = form.get('redirectTo');
  if (typeof redirectTo === 'string') {
    throw redirect(safeRedirectPath(redirectTo, '/'), { headers: { 'Set-Cookie': cookie } });
  }
  return data({ ok: true as const, lang }, { headers: { 'Set-Cookie': cookie } });
}
