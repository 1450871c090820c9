import { describe, expect, it } from 'vitest';
import { isProfileComplete } from './profile';

describe('isProfileComplete (SPEC §5)', () => {
  it('needs first name, last name and mobile number', () => {
    expect(isProfileComplete({ firstName: 'Ana', lastName: 'Ruiz', mobileNumber: '+15550100123' })).toBe(true);
    expect(isProfileComplete({ firstName: 'Ana', lastName: 'Ruiz', mobileNumber: null })).toBe(false);
    expect(isProfileComplete({ firstName: 'Ana', lastName: null, mobileNumber: '+15550100123' })).toBe(false);
    expect(isProfileComplete({ firstName: undefined, lastName: 'Ruiz', mobileNumber: '+15550100123' })).toBe(false);
  });

  it('treats blank values as missing', () => {
    expect(isProfileComplete({ firstName: '  ', lastName: 'Ruiz', mobileNumber: '+15550100123' })).toBe(false);
    expect(isProfileComplete({ firstName: 'Ana', lastName: 'Ruiz', mobileNumber: '' })).toBe(false);
    expect(isProfileComplete({})).toBe(false);
  });
});
