import { data, redirect } from 'react-router';
import { flashCookie } from '~/features/accounts/flash.server';
import type { SessionUser } from '~/features/accounts/guard.server';
import type { ConversationAnswer } from '~/features/vendors/components/vendor-conversation';
import { sendRenewedCertificate } from '~/features/vendors/renew-certificate.server';
import { markOwnConversationRead, replyAsVendor } from '~/features/vendors/vendor-messages.server';
import { isoDay, renewalDetailsSchema } from '~/features/vendors/vendors.schema';
import { readUploadForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FieldErrors, fieldErrorsOf } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';

/*
 * The vendor dashboard's forms (/vendors/dashboard): answering the marketplace team, marking its
 * messages read, and sending a renewed certificate for review (decision 0102); parcels are marked
 * shipped on their own page (decision 0110). Each operation checks who acts; what is sent ends
 * back on its section with a toast, so a reload sends nothing twice.
 */

/** A refused renewal: a message per field (issuer, expiresOn, file) and what was typed (never the file). */
export type RenewalAnswer = {
  ok: false;
  intent: 'renew-certificate';
  fieldErrors: FieldErrors;
  values: { issuer: string; expiresOn: string };
};

/** A form the server could not read (too large, not a form, an unknown intent). */
export type RefusedForm = { ok: false; message: string };

export type VendorDashboardAnswer = RefusedForm | ConversationAnswer | RenewalAnswer;

const backTo = (request: Request, section: string, title: string) =>
  redirect(`${pathTo('/vendors/dashboard')}#${section}`, {
    headers: { 'Set-Cookie': flashCookie({ kind: 'success', title }, request) },
  });
const backToMessages = (request: Request, title: string) => backTo(request, 'vendor-messages', title);

/** Every field checked before anything is stored; the operation then stores the file and its row, or neither. */
async function renewCertificate(request: Request, vendor: SessionUser, form: FormData) {
  const values = { issuer: textField(form, 'issuer'), expiresOn: textField(form, 'expiresOn') };
  const file = form.get('file');
  const fieldErrors: FieldErrors = {};
  const parsed = renewalDetailsSchema(isoDay(new Date())).safeParse(values);
  if (!parsed.success) Object.assign(fieldErrors, fieldErrorsOf(parsed.error));
  if (!(file instanceof File) || file.size === 0) fieldErrors.file = 'vendors.renewals.errors.file';
  if (!parsed.success || !(file instanceof File) || Object.keys(fieldErrors).length > 0)
    return data<RenewalAnswer>({ ok: false, intent: 'renew-certificate', fieldErrors, values }, { status: 400 });
  const sent = await sendRenewedCertificate({ actor: vendor, upload: { ...parsed.data, file } });
  if (!sent.ok)
    return data<RenewalAnswer>(
      { ok: false, intent: 'renew-certificate', fieldErrors: { file: sent.message }, values },
      { status: sent.status },
    );
  return backTo(request, 'vendor-certificates', 'vendors.renewals.sent');
}

export async function vendorDashboardAction(request: Request, vendor: SessionUser) {
  const read = await readUploadForm(request, 'vendors.renewals.errors.tooLarge');
  if (!read.ok) return data<RefusedForm>({ ok: false, message: read.message }, { status: read.status });
  const { form } = read;
  switch (textField(form, 'intent')) {
    case 'message': {
      const body = textField(form, 'body');
      const sent = await replyAsVendor({ actor: vendor, body });
      if (!sent.ok)
        return data<ConversationAnswer>(
          { ok: false, intent: 'message', fieldErrors: { body: sent.message }, body },
          { status: sent.status },
        );
      return backToMessages(request, 'vendors.messages.sent');
    }
    case 'mark-read':
      await markOwnConversationRead({ actor: vendor });
      return backToMessages(request, 'vendors.messages.markedRead');
    case 'renew-certificate':
      return renewCertificate(request, vendor, form);
    default:
      return data<RefusedForm>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  }
}
