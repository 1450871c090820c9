import { data, redirect } from 'react-router';
import { parseSignUpForm, signInSchema } from '~/features/accounts/accounts.schema';
import { REDIRECT_PARAM } from '~/features/accounts/redirect';
import { signIn, signUp } from '~/features/accounts/sign-in.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FormResult, fieldErrorsOf, formFailureResponse } from '~/utils/form-result';
import { safeRedirectPath } from '~/utils/safe-redirect';
import { finishSignIn } from './finish-sign-in.server';

// The actions behind /auth and /signup, shared with their instructor twins
// (/instructor-auth, /instructor-signup), which only change the wording and where people go next.
// Beside the routes because every sign-in ends in finishSignIn, which composes accounts and cart.

/** The route has authorised the request on its first line. */
export async function signInAction({ request, fallback = '/' }: { request: Request; fallback?: string }) {
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const parsed = signInSchema.safeParse({ identifier: textField(form, 'identifier'), password: textField(form, 'password') });
  if (!parsed.success) return data<FormResult>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const outcome = await signIn({ ...parsed.data, headers: request.headers, request });
  if (!outcome.ok) return formFailureResponse(outcome);
  const target = safeRedirectPath(form.get(REDIRECT_PARAM), fallback);
  if (outcome.needsTwoFactor)
    throw redirect(`/auth/two-factor?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`, { headers: outcome.headers });
  return finishSignIn({ request, userId: outcome.userId, headers: outcome.headers, redirectTo: target });
}

export async function signUpAction({ request, fallback = '/' }: { request: Request; fallback?: string }) {
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const parsed = parseSignUpForm(form);
  if (!parsed.success) return data<FormResult>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const outcome = await signUp({ ...parsed.data, headers: request.headers, request });
  if (!outcome.ok) return formFailureResponse(outcome);
  return finishSignIn({
    request,
    userId: outcome.userId,
    headers: outcome.headers,
    redirectTo: safeRedirectPath(form.get(REDIRECT_PARAM), fallback),
  });
}
