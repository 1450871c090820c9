import { describe, expect, it } from 'vitest';
import { isValidIban, lastFour, onboardingProgress, payoutFormSchema, profileFormSchema } from './onboarding.schema';

describe('IBAN check digits', () => {
  it('accepts real IBAN shapes with or without spaces', () => {
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('fr14 2004 1010 0505 0001 3m02 606')).toBe(true);
  });

  it('refuses a mistyped digit, a wrong length or a made-up country', () => {
    expect(isValidIban('GB82 WEST 1234 5698 7654 33')).toBe(false);
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('12345678')).toBe(false);
  });
});

describe('payout details', () => {
  const base = { accountHolder: 'Ana Flores', country: 'de', account: 'DE89 3704 0044 0532 0130 00', bankCode: '' };

  it('takes an IBAN without a bank code, stored compact', () => {
    expect(payoutFormSchema.parse(base)).toEqual({
      accountHolder: 'Ana Flores',
      country: 'DE',
      account: 'DE89370400440532013000',
      bankCode: '',
    });
  });

  it('takes an account number only with a routing, sort or SWIFT code', () => {
    const us = { ...base, country: 'US', account: '000123456789' };
    expect(payoutFormSchema.safeParse(us).error?.issues.map((issue) => issue.message)).toEqual([
      'instructors.onboarding.errors.bankCode',
    ]);
    expect(payoutFormSchema.safeParse({ ...us, bankCode: '021000021' }).success).toBe(true);
    expect(payoutFormSchema.safeParse({ ...us, bankCode: 'CHASUS33' }).success).toBe(true);
  });

  it('names the field at fault', () => {
    const messages = (input: Record<string, string>) =>
      payoutFormSchema.safeParse({ ...base, ...input }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({ account: 'DE89 3704 0044 0532 0130 01' })).toEqual([['account', 'instructors.onboarding.errors.iban']]);
    expect(messages({ country: 'FR' })).toEqual([['account', 'instructors.onboarding.errors.ibanCountry']]);
    expect(messages({ account: '12ab', bankCode: '021000021' })).toEqual([['account', 'instructors.onboarding.errors.account']]);
    expect(messages({ accountHolder: 'A', country: 'Germany' })).toEqual([
      ['accountHolder', 'instructors.onboarding.errors.accountHolder'],
      ['country', 'instructors.onboarding.errors.country'],
    ]);
  });

  it('shows only the last four characters', () => {
    expect(lastFour('DE89 3704 0044 0532 0130 00')).toBe('3000');
  });
});

describe('the profile', () => {
  it('takes an https website or none', () => {
    const base = { displayName: 'Ana Flores', headline: 'Market gardener in Oaxaca', bio: '', website: '' };
    expect(profileFormSchema.parse(base).website).toBeNull();
    expect(profileFormSchema.parse({ ...base, website: 'https://ana.example' }).website).toBe('https://ana.example');
    expect(profileFormSchema.safeParse({ ...base, website: 'http://ana.example' }).success).toBe(false);
    expect(profileFormSchema.safeParse({ ...base, website: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('onboarding progress', () => {
  const none = { hasProfile: false, hasPayout: false, hasCourse: false, feeCents: 0, feePaid: false };

  it('has three steps when there is no fee, and is complete when they are done', () => {
    expect(onboardingProgress(none)).toEqual({
      steps: [
        { step: 'profile', done: false },
        { step: 'payout', done: false },
        { step: 'course', done: false },
      ],
      complete: false,
      doneCount: 0,
    });
    expect(onboardingProgress({ ...none, hasProfile: true, hasPayout: true, hasCourse: true }).complete).toBe(true);
  });

  it('adds the fee as a fourth step when one is charged, done once it is paid', () => {
    const all = { hasProfile: true, hasPayout: true, hasCourse: true, feeCents: 2500 };
    expect(onboardingProgress({ ...all, feePaid: false })).toMatchObject({ complete: false, doneCount: 3 });
    expect(onboardingProgress({ ...all, feePaid: false }).steps.at(-1)).toEqual({ step: 'fee', done: false });
    expect(onboardingProgress({ ...all, feePaid: true })).toMatchObject({ complete: true, doneCount: 4 });
  });
});
