import type { z } from 'zod';

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

/** What a form's action answers: success (usually a redirect instead), or why not. */
export type FormResult = FormFailure | { ok: true };

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
 * What an action answers a button: SPEC §8's toast as a translation key, with its values (a
 * number stays a number, so the translator picks the plural form).
 */
export type ActionAnswer = { ok: boolean; message: string; messageVars?: FormErrorVars };

/**
 * Why an operation said no: a translation key (with its values), and the field it is about when
 * it is about one. The refused half of every Outcome.
 */
export type Refusal = { ok: false; message: string; messageVars?: Record<string, string>; field?: string };

/**
 * What a domain operation answers its route: done, with what the route needs next (a message for
 * the toast, an id, a payment address), or refused. One shape, so every route reads answers the
 * same way: `if (!outcome.ok) return outcome.message`.
 */
export type Outcome<T extends object = object> = ({ ok: true } & T) | Refusal;
