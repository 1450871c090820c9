import { describe, expect, it } from 'vitest';
import { validateAddress } from './address';

const base = {
  name: 'Ada Grower',
  line1: '12 Orchard Lane',
  line2: '',
  city: 'Springfield',
  region: 'OR',
  postalCode: '97477',
  country: 'US',
};

describe('validateAddress', () => {
  it('accepts and normalises a valid address per country', () => {
    expect(validateAddress(base)).toEqual({ ok: true, address: base });
    const uk = validateAddress({ ...base, region: '', postalCode: 'sw1a1aa', country: 'gb', city: '  London ' });
    expect(uk).toEqual({ ok: true, address: { ...base, region: '', postalCode: 'SW1A 1AA', country: 'GB', city: 'London' } });
    const canada = validateAddress({ ...base, region: 'on', postalCode: 'k1a0b1', country: 'CA' });
    expect(canada.ok && canada.address.postalCode).toBe('K1A 0B1');
    expect(canada.ok && canada.address.region).toBe('ON');
    expect(validateAddress({ ...base, region: '', postalCode: '', country: 'JM' }).ok).toBe(true);
  });

  it('names each missing or wrong field', () => {
    expect(validateAddress({ ...base, name: ' ', line1: '', city: '' })).toEqual({
      ok: false,
      errors: {
        name: 'checkout.errors.nameRequired',
        line1: 'checkout.errors.line1Required',
        city: 'checkout.errors.cityRequired',
      },
    });
    expect(validateAddress({ ...base, postalCode: '9747' })).toEqual({
      ok: false,
      errors: { postalCode: 'checkout.errors.postalInvalid' },
    });
    expect(validateAddress({ ...base, postalCode: '' })).toEqual({
      ok: false,
      errors: { postalCode: 'checkout.errors.postalRequired' },
    });
    expect(validateAddress({ ...base, region: '' })).toEqual({ ok: false, errors: { region: 'checkout.errors.regionRequired' } });
    expect(validateAddress({ ...base, region: 'XX' })).toEqual({
      ok: false,
      errors: { region: 'checkout.errors.regionInvalid' },
    });
    expect(validateAddress({ ...base, country: 'ZZ' })).toEqual({
      ok: false,
      errors: { country: 'checkout.errors.countryUnsupported' },
    });
    expect(validateAddress({ ...base, postalCode: '1234', country: 'DE', region: '' })).toEqual({
      ok: false,
      errors: { postalCode: 'checkout.errors.postalInvalid' },
    });
  });

  it('refuses overlong fields', () => {
    expect(validateAddress({ ...base, line1: 'x'.repeat(121) })).toEqual({
      ok: false,
      errors: { line1: 'checkout.errors.tooLong' },
    });
  });
});
