import type { ShippingAddress } from '~/db/schema/orders';
import { textField } from '~/utils/form-fields';

/**
 * Where we ship, and what a valid address looks like in each country (issue 4: "validated per
 * country"). Postal-code patterns follow each postal service's published format; `region` is
 * required where mail needs it (US states, Canadian provinces, Australian states).
 */
export type CountryRule = {
  code: string;
  name: string;
  postalCode: RegExp | null;
  /** Upper-case the code and normalise its spacing before checking it. */
  normalisePostal?: (value: string) => string;
  regions?: readonly string[];
};

const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'PR',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
const CA_PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

const upper = (value: string) => value.toUpperCase().replace(/\s+/g, ' ').trim();
/** "sw1a1aa" → "SW1A 1AA": the inward code is always the last three characters. */
const ukPostcode = (value: string) => {
  const compact = value.toUpperCase().replace(/\s+/g, '');
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
};
const caPostcode = (value: string) => {
  const compact = value.toUpperCase().replace(/\s+/g, '');
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
};

export const COUNTRIES: readonly CountryRule[] = [
  { code: 'US', name: 'United States', postalCode: /^\d{5}(-\d{4})?$/, regions: US_STATES },
  {
    code: 'CA',
    name: 'Canada',
    postalCode: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
    normalisePostal: caPostcode,
    regions: CA_PROVINCES,
  },
  { code: 'GB', name: 'United Kingdom', postalCode: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/, normalisePostal: ukPostcode },
  { code: 'IE', name: 'Ireland', postalCode: /^[AC-FHKNPRTV-Y]\d{2}( ?[AC-FHKNPRTV-Y\d]{4})?$/, normalisePostal: upper },
  { code: 'AU', name: 'Australia', postalCode: /^\d{4}$/, regions: AU_STATES },
  { code: 'NZ', name: 'New Zealand', postalCode: /^\d{4}$/ },
  { code: 'DE', name: 'Germany', postalCode: /^\d{5}$/ },
  { code: 'FR', name: 'France', postalCode: /^\d{5}$/ },
  { code: 'ES', name: 'Spain', postalCode: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/ },
  { code: 'IT', name: 'Italy', postalCode: /^\d{5}$/ },
  { code: 'NL', name: 'Netherlands', postalCode: /^[1-9]\d{3} ?[A-Z]{2}$/, normalisePostal: upper },
  { code: 'MX', name: 'Mexico', postalCode: /^\d{5}$/ },
  { code: 'BR', name: 'Brazil', postalCode: /^\d{5}-?\d{3}$/ },
  { code: 'IN', name: 'India', postalCode: /^[1-9]\d{5}$/ },
  { code: 'JP', name: 'Japan', postalCode: /^\d{3}-?\d{4}$/ },
  { code: 'ZA', name: 'South Africa', postalCode: /^\d{4}$/ },
  { code: 'KE', name: 'Kenya', postalCode: /^\d{5}$/ },
  { code: 'JM', name: 'Jamaica', postalCode: null },
];

export function countryRule(code: string): CountryRule | undefined {
  return COUNTRIES.find((country) => country.code === code);
}

export type AddressField = keyof ShippingAddress;

/** The address form's fields, in the order they are checked. */
export const ADDRESS_FIELDS = [
  'name',
  'line1',
  'line2',
  'city',
  'region',
  'postalCode',
  'country',
] as const satisfies readonly AddressField[];

export const EMPTY_ADDRESS = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as Record<AddressField, string>;

/** The address fields of a posted form, as typed (validateAddress checks them). */
export function addressFromForm(form: FormData): Record<AddressField, string> {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, textField(form, field)])) as Record<AddressField, string>;
}
/** Translation keys under checkout.errors, per field. */
export type AddressErrors = Partial<Record<AddressField, string>>;

const LIMITS: Record<AddressField, number> = {
  name: 100,
  line1: 120,
  line2: 120,
  city: 80,
  region: 80,
  postalCode: 12,
  country: 2,
};

/** Checks and normalises an address; returns the clean address or the errors by field. */
export function validateAddress(
  input: Record<AddressField, string>,
): { ok: true; address: ShippingAddress } | { ok: false; errors: AddressErrors } {
  const errors: AddressErrors = {};
  const clean = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, (input[field] ?? '').replace(/\s+/g, ' ').trim()]),
  ) as ShippingAddress;
  for (const field of ADDRESS_FIELDS) {
    if (clean[field].length > LIMITS[field]) errors[field] = 'checkout.errors.tooLong';
  }
  if (!clean.name) errors.name = 'checkout.errors.nameRequired';
  if (!clean.line1) errors.line1 = 'checkout.errors.line1Required';
  if (!clean.city) errors.city = 'checkout.errors.cityRequired';
  const rule = countryRule(clean.country.toUpperCase());
  if (!rule) {
    errors.country = 'checkout.errors.countryUnsupported';
    return { ok: false, errors };
  }
  clean.country = rule.code;
  if (rule.regions) {
    const region = clean.region.toUpperCase();
    if (!region) errors.region = 'checkout.errors.regionRequired';
    else if (!rule.regions.includes(region)) errors.region = 'checkout.errors.regionInvalid';
    else clean.region = region;
  }
  if (rule.postalCode) {
    const postal = (rule.normalisePostal ?? upper)(clean.postalCode);
    if (!postal) errors.postalCode = 'checkout.errors.postalRequired';
    else if (!rule.postalCode.test(postal)) errors.postalCode = 'checkout.errors.postalInvalid';
    else clean.postalCode = postal;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, address: clean };
}
