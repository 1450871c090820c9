import { describe, expect, it } from 'vitest';
import { emailsPerParcel, isShippedLine, trackingUrlFor } from './fulfilment-rules';

describe('fulfilment rules', () => {
  it('ships goods, not relief gifts or course places', () => {
    expect(isShippedLine({ category: 'seeds', isReliefProduct: false })).toBe(true);
    expect(isShippedLine({ category: 'relief', isReliefProduct: true })).toBe(false);
    expect(isShippedLine({ category: 'courses', isReliefProduct: false })).toBe(false);
  });

  it('emails per parcel only for an order of two parcels or more', () => {
    expect(emailsPerParcel(0)).toBe(false);
    expect(emailsPerParcel(1)).toBe(false);
    expect(emailsPerParcel(2)).toBe(true);
    expect(emailsPerParcel(3)).toBe(true);
  });

  it('links a known carrier’s tracking page, the number without spaces and escaped; no link otherwise', () => {
    expect(trackingUrlFor('USPS', '9400 1000 0000 0000')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000',
    );
    expect(trackingUrlFor('ups', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrlFor('FedEx Ground', '123456789012')).toBe('https://www.fedex.com/fedextrack/?trknbr=123456789012');
    expect(trackingUrlFor('Royal Mail', 'RM123456789GB')).toContain('RM123456789GB');
    expect(trackingUrlFor('Groupers & Co', 'AB-123')).toBeNull();
    expect(trackingUrlFor('Supsy', 'AB-123')).toBeNull();
    expect(trackingUrlFor(null, 'AB-123')).toBeNull();
    expect(trackingUrlFor('DHL', null)).toBeNull();
  });
});
