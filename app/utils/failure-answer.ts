import { data } from 'react-router';
import type { Failure } from './failure';
import type { ActionAnswer, FieldErrors, FormFailure } from './form-result';

/*
 * A refused operation's failure, as the page reads it (issue 34, point 5): a button's toast
 * (`ActionAnswer`) or a form's answer (`FormFailure`). The code and status stay on the server,
 * where the route branches on the code and answers with the status; the page gets the words.
 */

/** The failure as a button's answer: its key and values. */
export function answerOf(failure: Failure): ActionAnswer & { ok: false } {
  return failure.messageVars
    ? { ok: false, message: failure.message, messageVars: failure.messageVars }
    : { ok: false, message: failure.message };
}

/**
 * The failure as a form's answer: beside its field when it is about one, otherwise for the form
 * as a whole; `fieldErrors` adds the problems of several fields at once (an address).
 */
export function formFailureOf(failure: Failure, fieldErrors: FieldErrors = {}): FormFailure {
  if (failure.field && !fieldErrors[failure.field])
    return { ok: false, fieldErrors: { ...fieldErrors, [failure.field]: failure.message } };
  const answer: FormFailure = { ok: false, fieldErrors, formError: failure.message };
  if (failure.messageVars) answer.formErrorVars = failure.messageVars;
  return answer;
}

/**
 * A button's answer to an operation's result: its toast on success (`success`, a key; empty for
 * none), or the failure's words with its status, and Retry-After when a limit refused it.
 */
export function answerResponse(result: { ok: true } | Failure, success: string) {
  if (result.ok) return data<ActionAnswer>({ ok: true, message: success });
  const headers: HeadersInit =
    result.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(Math.max(1, Math.ceil(result.retryAfterSeconds))) };
  return data<ActionAnswer>(answerOf(result), { status: result.status, headers });
}
