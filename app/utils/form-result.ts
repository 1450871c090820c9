import { data } from 'react-router';
import type { z } from 'zod';
import type { Failure } from './failure';

/*
 * What an action answers the form or button that posted to it, in one shape for every
 * feature. Messages are translation keys: the page shows t(message), so the server never
 * builds a sentence.
 */

/** Per field, the message to show next to it. */
export type FieldErrors = Partial<Record<string, string>>;

/** Values for the form error's placeholders, e.g. { count } for a plural message. */
export type FormErrorVars = Record<string, string | number>;

/** A refused form: a message per field, and one for the form as a whole. */
export type FormFailure = { ok: false; fieldErrors: FieldErrors; formError?: string; formErrorVars?: FormErrorVars };

/**
 * What a form's action answers: success (usually a redirect instead), with what the page shows
 * next when it needs more than "done", or why not.
 */
export type FormResult<T extends object = object> = FormFailure | ({ ok: true } & T);

/**
 * An operation's failure as the form shows it: beside its field when it is about one, otherwise
 * above the form, with its placeholders' values.
 */
export function formFailureOf(failure: Failure): FormFailure {
  if (failure.field) return { ok: false, fieldErrors: { [failure.field]: failure.message } };
  const answer: FormFailure = { ok: false, fieldErrors: {}, formError: failure.message };
  if (failure.messageVars) answer.formErrorVars = failure.messageVars;
  return answer;
}

/**
 * The action's answer to a failure: the form's answer with the failure's status, and
 * Retry-After when a limit refused the try (a 429).
 */
export function formFailureResponse(failure: Failure) {
  const headers: HeadersInit =
    failure.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(Math.max(1, Math.ceil(failure.retryAfterSeconds))) };
  return data<FormResult>(formFailureOf(failure), { status: failure.status, headers });
}

/** The first message for each field a zod schema refused; the form shows them beside the fields. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * What an action answers a button: SPEC §8's toast as a translation key, with its values (numbers
 * too, as for a form error: a `count` picks the plural form).
 */
export type ActionAnswer = { ok: boolean; message: string; messageVars?: FormErrorVars };
