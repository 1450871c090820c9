import { describe, expect, it } from 'vitest';
import { redactPersonalDetails } from './redact';

describe('redactPersonalDetails', () => {
  it('takes out emails, phone and card numbers, links and order references', () => {
    expect(redactPersonalDetails('my email is ana.pereira+garden@example.co.uk, why no receipt')).toBe(
      'my email is [email], why no receipt',
    );
    expect(redactPersonalDetails('call me on +44 7700 900123 please')).toBe('call me on [number] please');
    expect(redactPersonalDetails('card 4242 4242 4242 4242 was refused')).toBe('card [number] was refused');
    expect(redactPersonalDetails('where is parcel RM-20261129-0042GB')).toBe('where is parcel [reference]');
    expect(redactPersonalDetails('see https://example.org/reset?token=abc123')).toBe('see [link]');
  });

  it('takes out a street address and a name given', () => {
    expect(redactPersonalDetails('deliver to 12 Elm Road instead')).toBe('deliver to [address] instead');
    expect(redactPersonalDetails('Hi, my name is Ana Pereira and my basil wilts')).toBe(
      'Hi, my name is [name] and my basil wilts',
    );
  });

  it('leaves a gardening question as it was, numbers of days and sizes included', () => {
    const question = 'how often should I turn a 1 m compost heap in 30 days, and is 55 C hot enough';
    expect(redactPersonalDetails(question)).toBe(question);
    expect(redactPersonalDetails('is NPK 10-10-10 too strong for tomatoes')).toBe('is NPK 10-10-10 too strong for tomatoes');
  });
});
