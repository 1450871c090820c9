import { redirect } from 'react-router';
import { appendWelcomeFlash, recordFirstSignIn, requireCompleteProfile } from '~/features/accounts/sign-in-completion.server';
import { mergeVisitorCart } from '~/features/cart/cart.server';
import { languageCodeFor } from '~/i18n/i18n.server';
import { safeRedirectPath } from '~/utils/safe-redirect';

/**
 * The last step of every sign-in (password, two-step code, sign-up, admin setup, profile
 * completion): an incomplete profile goes to the completion form with SPEC §4's 'Profile
 * Update Required' toast; a complete one gets the first-sign-in notification, the visitor's
 * cart, the welcome toast, and goes on to where the person was going. Always throws the
 * redirect.
 *
 * It composes accounts with the cart, so it lives beside the auth routes that end in it:
 * accounts must not import cart, which builds on accounts (decision 0032).
 */
export async function finishSignIn({
  request,
  userId,
  headers,
  redirectTo,
}: {
  request: Request;
  userId: string;
  headers: Headers;
  redirectTo: unknown;
}): Promise<never> {
  const target = safeRedirectPath(redirectTo, '/');
  await requireCompleteProfile({ request, userId, headers, target });
  await recordFirstSignIn({ userId, locale: languageCodeFor(request) });
  // What a visitor put in their cart comes along into the account.
  await mergeVisitorCart({ request, userId, headers });
  appendWelcomeFlash(headers, request);
  throw redirect(target, { headers });
}
