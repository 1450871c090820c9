import { data, redirect } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { openTicketFromContact } from '~/features/support/contact.server';
import { contactFormSchema, HONEYPOT_FIELD, isHoneypotHit } from '~/features/support/support.schema';
import { languageCodeFor } from '~/i18n/i18n.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FormFailure, fieldErrorsOf, formFailureOf } from '~/utils/form-result';

/** What the contact form had in it, sent back with a refusal so nothing typed is lost (without JavaScript too). */
export type ContactValues = { name: string; email: string; topic: string; message: string };
export type ContactAnswer = FormFailure & { values: ContactValues };

/** Where a sent message lands: the page again, with its confirmation in place of the form. */
export const CONTACT_SENT = '/contact?sent=1#contact-form';

/**
 * The contact form's post (decision 0082). A filled-in honeypot gets the same confirmation as a
 * real message and nothing else: no ticket, no email, no counted try, nothing for a bot to learn
 * from. Bad input is answered beside its fields; a limit refuses with how long to wait.
 */
export async function contactAction(request: Request, user: SessionUser | null) {
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  if (isHoneypotHit(textField(form, HONEYPOT_FIELD))) return redirect(CONTACT_SENT);
  const values: ContactValues = {
    name: textField(form, 'name'),
    email: textField(form, 'email'),
    topic: textField(form, 'topic'),
    message: textField(form, 'message'),
  };
  const parsed = contactFormSchema.safeParse(values);
  if (!parsed.success)
    return data<ContactAnswer>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
  const opened = await openTicketFromContact({ input: parsed.data, sender: user, locale: languageCodeFor(request), request });
  if (!opened.ok) {
    const headers: HeadersInit =
      opened.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(Math.max(1, Math.ceil(opened.retryAfterSeconds))) };
    return data<ContactAnswer>({ ...formFailureOf(opened), values }, { status: opened.status, headers });
  }
  return redirect(CONTACT_SENT);
}
