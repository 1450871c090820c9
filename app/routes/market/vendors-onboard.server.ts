import { data } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { payoutFormSchema } from '~/features/instructors/onboarding.schema';
import { findVendorApplicationOf, submitVendorApplication } from '~/features/vendors/applications.server';
import type { CertificateUpload } from '~/features/vendors/certificates.server';
import { findVendorProfile } from '~/features/vendors/vendor-profiles.server';
import { certificateDetailsSchema, isoDay, VENDOR_LIMITS, vendorApplicationSchema } from '~/features/vendors/vendors.schema';
import { languageCodeFor } from '~/i18n/i18n.server';
import { readUploadForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FieldErrors, type FormResult, fieldErrorsOf, formFailureOf } from '~/utils/form-result';

/*
 * The vendor application's page (/vendors/onboard and /vendors/onboard-new, issue 39): what a
 * visitor, an applicant and a vendor see, and the action that sends the application. Every field
 * is checked before anything is written; the operation then writes all of it or nothing.
 */

export async function loadVendorOnboarding(user: SessionUser | null) {
  if (!user) return { state: 'visitor' as const, application: null };
  const [application, profile] = await Promise.all([findVendorApplicationOf(user.id), findVendorProfile(user.id)]);
  if (profile) return { state: 'vendor' as const, application: null };
  return {
    state: 'applicant' as const,
    application: application
      ? {
          status: application.status,
          decisionNote: application.decisionNote,
          submittedAt: application.submittedAt.toISOString(),
          businessName: application.businessName,
          contactName: application.contactName,
          contactEmail: application.contactEmail,
          contactPhone: application.contactPhone ?? '',
          country: application.country,
          offering: application.offering,
          website: application.website ?? '',
          payoutAccountHolder: application.payoutAccountHolder,
          payoutLast4: application.payoutLast4,
        }
      : null,
  };
}

const FIELDS = ['businessName', 'contactName', 'contactEmail', 'contactPhone', 'country', 'offering', 'website'] as const;
const PAYOUT_FIELDS = ['accountHolder', 'payoutCountry', 'account', 'bankCode'] as const;
const CERTIFICATE_SLOTS = Array.from({ length: VENDOR_LIMITS.certificates }, (_, index) => index);

/** What the form sends back on a refusal (never the account number nor the files). */
export type OnboardAnswer = FormResult & { values?: Record<string, string> };

function readCertificates(form: FormData, errors: FieldErrors): CertificateUpload[] {
  const details = certificateDetailsSchema(isoDay(new Date()));
  const uploads: CertificateUpload[] = [];
  for (const index of CERTIFICATE_SLOTS) {
    const file = form.get(`certificate${index}`);
    const hasFile = file instanceof File && file.size > 0;
    const issuer = textField(form, `certificate${index}Issuer`);
    const expiresOn = textField(form, `certificate${index}ExpiresOn`);
    if (!hasFile && issuer === '' && expiresOn === '') continue;
    if (!hasFile) errors[`certificate${index}`] = 'vendors.apply.errors.certificateFile';
    const parsed = details.safeParse({ issuer, expiresOn });
    if (!parsed.success)
      for (const [field, message] of Object.entries(fieldErrorsOf(parsed.error)))
        errors[`certificate${index}${field === 'issuer' ? 'Issuer' : 'ExpiresOn'}`] = message;
    if (hasFile && parsed.success) uploads.push({ ...parsed.data, file });
  }
  return uploads;
}

export async function sendVendorApplication(request: Request, user: SessionUser) {
  const read = await readUploadForm(request, 'vendors.apply.errors.tooLarge');
  if (!read.ok) return data<OnboardAnswer>({ ok: false, fieldErrors: {}, formError: read.message }, { status: read.status });
  const { form } = read;
  const values = Object.fromEntries(
    [
      ...FIELDS,
      'accountHolder',
      'payoutCountry',
      'bankCode',
      ...CERTIFICATE_SLOTS.flatMap((index) => [`certificate${index}Issuer`, `certificate${index}ExpiresOn`]),
    ].map((field) => [field, textField(form, field)]),
  );
  const errors: FieldErrors = {};
  const parsed = vendorApplicationSchema.safeParse({ ...values, acceptTerms: textField(form, 'acceptTerms') });
  if (!parsed.success) Object.assign(errors, fieldErrorsOf(parsed.error));

  // Sent again after changes were asked for, blank payout fields keep the details on file.
  const current = await findVendorApplicationOf(user.id);
  const keepsPayout = current?.status === 'changes_requested' && PAYOUT_FIELDS.every((field) => textField(form, field) === '');
  const payout = keepsPayout
    ? null
    : payoutFormSchema.safeParse({
        accountHolder: values.accountHolder,
        country: values.payoutCountry,
        account: textField(form, 'account'),
        bankCode: values.bankCode,
      });
  if (payout && !payout.success)
    for (const [field, message] of Object.entries(fieldErrorsOf(payout.error)))
      errors[field === 'country' ? 'payoutCountry' : field] = message;

  const certificates = readCertificates(form, errors);
  if (Object.keys(errors).length > 0 || !parsed.success || (payout && !payout.success))
    return data<OnboardAnswer>({ ok: false, fieldErrors: errors, values }, { status: 400 });

  const sent = await submitVendorApplication({
    actor: user,
    input: parsed.data,
    payout: payout ? payout.data : null,
    certificates,
    locale: languageCodeFor(request),
  });
  if (!sent.ok) return data<OnboardAnswer>({ ...formFailureOf(sent), values }, { status: sent.status });
  return null;
}
