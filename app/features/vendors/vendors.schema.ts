import { z } from 'zod';
import { DOCUMENT_LIMITS } from '~/features/instructors/documents';
import { optionalHttpsUrl, PAYOUT_COUNTRIES } from '~/features/instructors/onboarding.schema';

/*
 * The vendor application (issue 39, /vendors/onboard): the business, what it sells, its
 * certificates with their expiry dates and the acceptance of the vendor terms. The payout
 * details are instructors' form (`payoutFormSchema`), checked alongside; the decision is
 * instructors' too (`decisionSchema`): approve, ask for changes or reject with a reason.
 * Pure, shared by the page and the action; messages are translation keys.
 */

export const VENDOR_LIMITS = {
  businessName: { min: 2, max: 120 },
  contactName: { min: 2, max: 120 },
  offering: { min: 50, max: 4000 },
  website: { max: 300 },
  phone: { max: 30 },
  issuer: { min: 2, max: 120 },
  /** Certificates one application may carry. */
  certificates: 3,
  /** Each certificate's file: instructors' document limit (10 MB, PDF, JPEG or PNG). */
  certificateBytes: DOCUMENT_LIMITS.maxBytes,
} as const;

/** The version of /legal/vendor-terms an applicant accepts (its `updated` date). */
export const VENDOR_TERMS_VERSION = '2026-11-29';

const key = (name: string) => `vendors.apply.errors.${name}`;

const optionalHttps = optionalHttpsUrl(VENDOR_LIMITS.website.max, key('website'));

export const vendorApplicationSchema = z.object({
  businessName: z
    .string()
    .trim()
    .min(VENDOR_LIMITS.businessName.min, key('businessName'))
    .max(VENDOR_LIMITS.businessName.max, key('businessName')),
  contactName: z
    .string()
    .trim()
    .min(VENDOR_LIMITS.contactName.min, key('contactName'))
    .max(VENDOR_LIMITS.contactName.max, key('contactName')),
  contactEmail: z.string().trim().toLowerCase().email(key('contactEmail')).max(254, key('contactEmail')),
  contactPhone: z
    .string()
    .trim()
    .max(VENDOR_LIMITS.phone.max, key('contactPhone'))
    .refine((value) => value === '' || /^\+?[0-9 ()-]{6,}$/.test(value), key('contactPhone'))
    .transform((value) => (value === '' ? null : value)),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => PAYOUT_COUNTRIES.includes(code), key('country')),
  offering: z.string().trim().min(VENDOR_LIMITS.offering.min, key('offering')).max(VENDOR_LIMITS.offering.max, key('offering')),
  website: optionalHttps.default(''),
  acceptTerms: z.literal('on', { message: key('acceptTerms') }),
});
export type VendorApplicationInput = z.infer<typeof vendorApplicationSchema>;

export type VendorApplicationStatus = 'submitted' | 'changes_requested' | 'approved' | 'rejected';

/** Whether the applicant may send the form: first time, after a rejection, or when changes were asked for. */
export function canSubmitVendorApplication(status: VendorApplicationStatus | null): boolean {
  return status === null || status === 'rejected' || status === 'changes_requested';
}

/** Today's date (UTC) as YYYY-MM-DD, the shape expiry dates are compared in. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** A certificate's details as typed beside its file; its file is checked by its bytes on the server. */
export function certificateDetailsSchema(today: string) {
  return z.object({
    issuer: z.string().trim().min(VENDOR_LIMITS.issuer.min, key('issuer')).max(VENDOR_LIMITS.issuer.max, key('issuer')),
    expiresOn: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, key('expiresOn'))
      .refine(
        (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && isoDay(new Date(`${value}T00:00:00Z`)) === value,
        key('expiresOn'),
      )
      // An expired certificate proves nothing: it must be valid today at least.
      .refine((value) => value >= today, key('expired')),
  });
}
export type CertificateDetails = z.infer<ReturnType<typeof certificateDetailsSchema>>;

/**
 * A renewed certificate's details, sent from the dashboard (decision 0102): as an application's,
 * but it must still be valid after today, or it renews nothing.
 */
export function renewalDetailsSchema(today: string) {
  // An earlier day is refused as expired already: this adds the one day an application takes and a renewal does not.
  return certificateDetailsSchema(today).refine((details) => details.expiresOn !== today, {
    message: 'vendors.renewals.errors.notFuture',
    path: ['expiresOn'],
  });
}

/**
 * A public slug for a store name: lower-case letters and digits joined by single hyphens, at
 * most 60 characters; "store" when nothing is left (an all-Arabic name, say).
 */
export function storeSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'store';
}

/** The commission a vendor pays: their own rate when an administrator set one, or the platform's. */
export function commissionPercentFor(override: string | number | null, defaultPercent: number): number {
  if (override === null) return defaultPercent;
  const value = typeof override === 'number' ? override : Number(override);
  return Number.isFinite(value) ? value : defaultPercent;
}
