/**
 * 'Donate & Get Perks' (SPEC §1, issue 4). Each tier includes the ones below it. Every perk is
 * real: the thank-you email is sent by a job, the badge shows on the account page, and the wall
 * lists opted-in names on /donate. (A discount code, the other example, waits for
 * promotions in checkout: docs/decisions/0024-donations-perks-and-subscriptions.md.)
 */
export const DONATION_TIERS = [
  { id: 'seedling', minCents: 1000, perks: ['thankYou'] },
  { id: 'grower', minCents: 2500, perks: ['thankYou', 'badge'] },
  { id: 'orchard', minCents: 5000, perks: ['thankYou', 'badge', 'wall'] },
] as const;

export type DonationTier = (typeof DONATION_TIERS)[number]['id'];
export type Perk = (typeof DONATION_TIERS)[number]['perks'][number];

export const SUGGESTED_AMOUNTS_CENTS = [1000, 2500, 5000, 10_000] as const;
export const MIN_DONATION_CENTS = 100;
export const MAX_DONATION_CENTS = 1_000_000;

/** The highest tier an amount reaches, or null below the first. */
export function tierFor(amountCents: number): (typeof DONATION_TIERS)[number] | null {
  let reached: (typeof DONATION_TIERS)[number] | null = null;
  for (const tier of DONATION_TIERS) if (amountCents >= tier.minCents) reached = tier;
  return reached;
}
