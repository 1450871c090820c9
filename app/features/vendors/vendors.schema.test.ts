import { describe, expect, it } from 'vitest';
import {
  canSubmitVendorApplication,
  certificateDetailsSchema,
  commissionPercentFor,
  renewalDetailsSchema,
  storeSlug,
  vendorApplicationSchema,
} from './vendors.schema';

const valid = {
  businessName: 'Green Acres Seeds',
  contactName: 'Ana Ribeiro',
  contactEmail: ' Ana@GreenAcres.example ',
  contactPhone: '+351 912 345 678',
  country: 'pt',
  offering: 'Open-pollinated vegetable seed grown on our certified organic farm in the Alentejo since 2009.',
  website: 'https://greenacres.example',
  acceptTerms: 'on',
};

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('the vendor application', () => {
  it('accepts a complete application, tidying the email and the country', () => {
    const parsed = vendorApplicationSchema.parse(valid);
    expect(parsed).toMatchObject({
      contactEmail: 'ana@greenacres.example',
      country: 'PT',
      website: 'https://greenacres.example',
    });
  });

  it('keeps the optional fields optional', () => {
    const parsed = vendorApplicationSchema.parse({ ...valid, contactPhone: '', website: '' });
    expect(parsed.contactPhone).toBeNull();
    expect(parsed.website).toBeNull();
  });

  it('names each field that is missing, wrong or not allowed', () => {
    const result = vendorApplicationSchema.safeParse({
      businessName: 'x',
      contactName: '',
      contactEmail: 'not-an-email',
      contactPhone: 'call me',
      country: 'XX',
      offering: 'seeds',
      website: 'http://insecure.example',
      acceptTerms: '',
    });
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toEqual({
      businessName: 'vendors.apply.errors.businessName',
      contactName: 'vendors.apply.errors.contactName',
      contactEmail: 'vendors.apply.errors.contactEmail',
      contactPhone: 'vendors.apply.errors.contactPhone',
      country: 'vendors.apply.errors.country',
      offering: 'vendors.apply.errors.offering',
      website: 'vendors.apply.errors.website',
      acceptTerms: 'vendors.apply.errors.acceptTerms',
    });
  });

  it('refuses an application whose terms were not accepted', () => {
    expect(vendorApplicationSchema.safeParse({ ...valid, acceptTerms: undefined }).success).toBe(false);
    expect(vendorApplicationSchema.safeParse({ ...valid, acceptTerms: 'yes' }).success).toBe(false);
  });
});

describe('a certificate', () => {
  const details = certificateDetailsSchema('2026-11-29');

  it('takes its issuer and an expiry date from today on', () => {
    expect(details.parse({ issuer: ' Soil Association ', expiresOn: '2027-06-30' })).toEqual({
      issuer: 'Soil Association',
      expiresOn: '2027-06-30',
    });
    expect(details.safeParse({ issuer: 'Soil Association', expiresOn: '2026-11-29' }).success).toBe(true);
  });

  it('refuses an expired certificate, a date that does not exist and a missing issuer', () => {
    expect(messagesOf(details.safeParse({ issuer: 'Ecocert', expiresOn: '2026-11-28' }))).toEqual({
      expiresOn: 'vendors.apply.errors.expired',
    });
    expect(messagesOf(details.safeParse({ issuer: 'Ecocert', expiresOn: '2027-02-30' }))).toEqual({
      expiresOn: 'vendors.apply.errors.expiresOn',
    });
    expect(messagesOf(details.safeParse({ issuer: '', expiresOn: 'soon' }))).toEqual({
      issuer: 'vendors.apply.errors.issuer',
      expiresOn: 'vendors.apply.errors.expiresOn',
    });
  });
});

describe('the rules', () => {
  it('lets an applicant send the form the first time, after a rejection or when changes were asked', () => {
    expect(canSubmitVendorApplication(null)).toBe(true);
    expect(canSubmitVendorApplication('rejected')).toBe(true);
    expect(canSubmitVendorApplication('changes_requested')).toBe(true);
    expect(canSubmitVendorApplication('submitted')).toBe(false);
    expect(canSubmitVendorApplication('approved')).toBe(false);
  });

  it('makes a public slug of a store name', () => {
    expect(storeSlug('Green Acres Seeds')).toBe('green-acres-seeds');
    expect(storeSlug('  Café & Sons — Hortaliças  ')).toBe('cafe-sons-hortalicas');
    expect(storeSlug('بذور')).toBe('store');
    expect(storeSlug('a'.repeat(80)).length).toBe(60);
  });

  it('charges the vendor their own commission, or the platform default', () => {
    expect(commissionPercentFor(null, 15)).toBe(15);
    expect(commissionPercentFor('12.50', 15)).toBe(12.5);
    expect(commissionPercentFor(0, 15)).toBe(0);
  });
});

describe('a renewed certificate', () => {
  const renewal = renewalDetailsSchema('2026-11-29');

  it('must still be valid after today', () => {
    expect(renewal.parse({ issuer: ' Soil Association ', expiresOn: '2027-11-30' })).toEqual({
      issuer: 'Soil Association',
      expiresOn: '2027-11-30',
    });
    expect(messagesOf(renewal.safeParse({ issuer: 'Ecocert', expiresOn: '2026-11-29' }))).toEqual({
      expiresOn: 'vendors.renewals.errors.notFuture',
    });
    expect(messagesOf(renewal.safeParse({ issuer: 'Ecocert', expiresOn: '2026-11-01' }))).toEqual({
      expiresOn: 'vendors.apply.errors.expired',
    });
  });

  it('keeps the application’s rules for the issuer and the date', () => {
    expect(messagesOf(renewal.safeParse({ issuer: 'E', expiresOn: '2027-02-30' }))).toEqual({
      issuer: 'vendors.apply.errors.issuer',
      expiresOn: 'vendors.apply.errors.expiresOn',
    });
  });
});
