import { payoutFormSchema } from '../../app/features/instructors/onboarding.schema';
import { submitVendorApplication } from '../../app/features/vendors/applications.server';
import { decideVendorApplication } from '../../app/features/vendors/decide-application.server';
import { vendorApplicationSchema } from '../../app/features/vendors/vendors.schema';
import type { Actor } from '../../app/utils/actor';
import { signUpPerson } from './accounts';

/** The bytes of a small PDF, as a certificate's file. */
export const CERTIFICATE_PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');

/**
 * A vendor application sent by the operation itself (no page), with one certificate valid until
 * next year and a UK payout account; its business name may be given.
 */
export async function applyAsVendor(actor: Actor, { businessName = 'Green Acres Seeds' }: { businessName?: string } = {}) {
  const sent = await submitVendorApplication({
    actor,
    input: vendorApplicationSchema.parse({
      businessName,
      contactName: 'Ana Ribeiro',
      contactEmail: 'ana@greenacres.example',
      contactPhone: '',
      country: 'GB',
      offering: 'Open-pollinated vegetable seed grown on our certified organic farm since 2009, packed by hand.',
      website: '',
      acceptTerms: 'on',
    }),
    payout: payoutFormSchema.parse({
      accountHolder: businessName,
      country: 'GB',
      account: 'GB82WEST12345698765432',
      bankCode: '',
    }),
    certificates: [
      {
        issuer: 'Soil Association',
        expiresOn: `${new Date().getUTCFullYear() + 1}-06-30`,
        file: new File([new Uint8Array(CERTIFICATE_PDF)], 'organic.pdf', { type: 'application/pdf' }),
      },
    ],
    locale: 'en',
  });
  if (!sent.ok) throw new Error(`the vendor application was refused: ${sent.code}`);
  return sent.applicationId;
}

/**
 * A person signed up through the real pages (their session in `jar`) whose vendor application
 * another administrator approved: a vendor with a store named `Message Farm <label>`.
 */
export async function signedInVendor(label: string) {
  const person = await signUpPerson(`vendor-${label}`);
  const approver = await signUpPerson(`approver-${label}`, { role: 'admin' });
  const storeName = `Message Farm ${label}`;
  const applicationId = await applyAsVendor({ id: person.id, role: 'user' }, { businessName: storeName });
  const decided = await decideVendorApplication({
    actor: { id: approver.id, role: 'admin' },
    applicationId,
    decision: 'approve',
    note: '',
  });
  if (!decided.ok) throw new Error('the approval was refused');
  return { ...person, storeName, applicationId };
}
