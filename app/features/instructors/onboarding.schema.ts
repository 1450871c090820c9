import { z } from 'zod';

/*
 * What an approved instructor sets up before teaching (/instructor/onboarding, decision 0054):
 * the profile learners see, where their share is paid, a first course, and (when the school
 * charges one) the onboarding fee. The forms' rules and the steps are pure, tested on their own.
 * Messages are translation keys under instructors.onboarding.errors.
 */

export const PROFILE_LIMITS = {
  displayName: { min: 2, max: 80 },
  headline: { min: 3, max: 140 },
  bio: { max: 4000 },
  website: { max: 300 },
} as const;

export const PAYOUT_LIMITS = {
  accountHolder: { min: 2, max: 120 },
} as const;

const key = (name: string) => `instructors.onboarding.errors.${name}`;

/** ISO 3166-1 countries and territories a bank account can be held in (their names come from Intl). */
export const PAYOUT_COUNTRIES = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM ' +
  'FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN ' +
  'MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS ' +
  'PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK ' +
  'TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/**
 * An optional website: empty (null), or a full https:// address of at most `maxLength`
 * characters; `message` is the translation key of the refusal. Vendors' application uses it too.
 */
export function optionalHttpsUrl(maxLength: number, message: string) {
  return z
    .string()
    .trim()
    .max(maxLength, message)
    .refine((value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.hostname.includes('.');
      } catch {
        return false;
      }
    }, message)
    .transform((value) => (value === '' ? null : value));
}

const optionalHttps = optionalHttpsUrl(PROFILE_LIMITS.website.max, key('website'));

export const profileFormSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(PROFILE_LIMITS.displayName.min, key('displayName'))
    .max(PROFILE_LIMITS.displayName.max, key('displayName')),
  headline: z.string().trim().min(PROFILE_LIMITS.headline.min, key('headline')).max(PROFILE_LIMITS.headline.max, key('headline')),
  bio: z.string().trim().max(PROFILE_LIMITS.bio.max, key('bio')).default(''),
  website: optionalHttps.default(''),
});
export type ProfileFormInput = z.infer<typeof profileFormSchema>;

/** Letters and digits only, upper case: how account numbers are compared and stored. */
export const compactAccount = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** True for an IBAN whose length fits and whose ISO 13616 check digits (mod 97) add up. */
export function isValidIban(value: string): boolean {
  const iban = compactAccount(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** A bank's identifier: a BIC/SWIFT code, or a national routing or sort code. */
const BANK_CODE = /^([A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?|[0-9]{6,11})$/;

/**
 * Where an instructor's share is paid, by bank transfer: an IBAN (the bank code is then optional),
 * or an account number with the bank's routing, sort or SWIFT code.
 */
export const payoutFormSchema = z
  .object({
    accountHolder: z
      .string()
      .trim()
      .min(PAYOUT_LIMITS.accountHolder.min, key('accountHolder'))
      .max(PAYOUT_LIMITS.accountHolder.max, key('accountHolder')),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((code) => PAYOUT_COUNTRIES.includes(code), key('country')),
    account: z.string().transform(compactAccount),
    bankCode: z.string().transform(compactAccount),
  })
  .superRefine((value, context) => {
    const looksLikeIban = /^[A-Z]{2}\d{2}/.test(value.account);
    if (looksLikeIban ? !isValidIban(value.account) : !/^\d{4,20}$/.test(value.account))
      context.addIssue({ code: 'custom', path: ['account'], message: key(looksLikeIban ? 'iban' : 'account') });
    else if (looksLikeIban && PAYOUT_COUNTRIES.includes(value.country) && value.account.slice(0, 2) !== value.country)
      context.addIssue({ code: 'custom', path: ['account'], message: key('ibanCountry') });
    if (value.bankCode === '' ? !looksLikeIban : !BANK_CODE.test(value.bankCode))
      context.addIssue({ code: 'custom', path: ['bankCode'], message: key('bankCode') });
  });
export type PayoutFormInput = z.infer<typeof payoutFormSchema>;

/** The last four characters of an account, all that is ever shown again. */
export const lastFour = (account: string) => compactAccount(account).slice(-4);

export const ONBOARDING_STEPS = ['profile', 'payout', 'course', 'fee'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/**
 * Which steps an instructor has done. The fee step exists only when the school charges one
 * (INSTRUCTOR_ONBOARDING_FEE_CENTS above zero); onboarding is complete when every step is done.
 */
export function onboardingProgress(facts: {
  hasProfile: boolean;
  hasPayout: boolean;
  hasCourse: boolean;
  feeCents: number;
  feePaid: boolean;
}) {
  const done: Record<OnboardingStep, boolean> = {
    profile: facts.hasProfile,
    payout: facts.hasPayout,
    course: facts.hasCourse,
    fee: facts.feeCents === 0 || facts.feePaid,
  };
  const steps = ONBOARDING_STEPS.filter((step) => step !== 'fee' || facts.feeCents > 0).map((step) => ({
    step,
    done: done[step],
  }));
  return { steps, complete: steps.every((step) => step.done), doneCount: steps.filter((step) => step.done).length };
}
