import { and, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { isUniqueViolation } from '~/db/errors';
import { donations } from '~/db/schema/donations';
import { publishEvent } from '~/features/jobs/events.server';
import { settleCheckoutFromProvider, settleForOneSweep } from '~/features/payments/checkout-state.server';
import { activeProviderId, getPaymentProvider } from '~/features/payments/payments.server';
import type { PaymentEvent, ProviderId } from '~/features/payments/provider';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { getLogger } from '~/utils/logger.server';
import { getSiteConfig } from '~/utils/site.server';
import { donationPaid } from './events';
import { type DonationCode, donationFailure } from './failures';
import { DONATION_TIERS, MAX_DONATION_CENTS, MIN_DONATION_CENTS, tierFor } from './perks';

/*
 * Anyone may give, signed in or not (SPEC §3): a donation is keyed by its form's key and the
 * donor's email, which is what identifies a visitor. A signed-in giver is the actor the gift is
 * kept with (their supporter badge, their data); applying payment events and settling pending
 * gifts are the platform's, and take no actor.
 */

export type StartDonationInput = {
  /** The signed-in person giving, whose account the gift is kept with; null for a visitor. */
  actor: Actor | null;
  name: string;
  email: string;
  amountCents: number;
  showOnWall: boolean;
  idempotencyKey: string;
  origin: string;
  locale: string;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** How long a donation's checkout stays open at the provider. */
const CHECKOUT_MINUTES = 60;

/** Records the pledge and opens the provider's checkout for it; the same key gives the same donation. */
export async function startDonation(
  input: StartDonationInput,
): Promise<Result<{ donationId: string; paymentUrl: string }, DonationCode>> {
  const name = input.name.replace(/\s+/g, ' ').trim();
  const email = input.email.trim().toLowerCase();
  if (
    !Number.isSafeInteger(input.amountCents) ||
    input.amountCents < MIN_DONATION_CENTS ||
    input.amountCents > MAX_DONATION_CENTS
  )
    return donationFailure('amount');
  if (name.length < 2 || name.length > 80) return donationFailure('name');
  if (!EMAIL.test(email) || email.length > 254) return donationFailure('email');
  if (!isUuid(input.idempotencyKey)) return donationFailure('expired-form');

  const tier = tierFor(input.amountCents);
  let donationId: string;
  try {
    const [row] = await getDb()
      .insert(donations)
      .values({
        userId: input.actor?.id ?? null,
        name,
        email,
        locale: input.locale,
        amountCents: input.amountCents,
        tier: tier?.id ?? null,
        showOnWall: input.showOnWall && tier?.id === 'orchard',
        idempotencyKey: input.idempotencyKey,
        provider: activeProviderId(),
      })
      .returning({ id: donations.id });
    if (!row) throw new Error('donation insert returned nothing');
    donationId = row.id;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [existing] = await getDb()
      .select({ id: donations.id, paymentUrl: donations.paymentUrl, status: donations.status, email: donations.email })
      .from(donations)
      .where(eq(donations.idempotencyKey, input.idempotencyKey));
    // Only the same donor's retry gets the first attempt back.
    if (existing?.paymentUrl && existing.status === 'pending' && existing.email === email)
      return { ok: true, donationId: existing.id, paymentUrl: existing.paymentUrl };
    return donationFailure('expired-form');
  }

  try {
    const provider = await getPaymentProvider();
    if (!provider) throw new Error('no payment provider');
    const session = await provider.createCheckout({
      reference: `donation:${donationId}`,
      description: `Donation to ${getSiteConfig().name} relief work`,
      lines: [{ name: 'Donation to relief work', unitAmountCents: input.amountCents, quantity: 1 }],
      amountCents: input.amountCents,
      customerEmail: email,
      successUrl: `${input.origin}/donate/success?donation=${donationId}`,
      cancelUrl: `${input.origin}/donate/success?donation=${donationId}`,
      expiresAt: new Date(Date.now() + CHECKOUT_MINUTES * 60_000),
    });
    await getDb()
      .update(donations)
      .set({ providerSessionId: session.sessionId, paymentUrl: session.url })
      .where(eq(donations.id, donationId));
    return { ok: true, donationId, paymentUrl: session.url };
  } catch (error) {
    getLogger().error({ err: error, donationId }, 'could not open a payment for the donation');
    await getDb().update(donations).set({ status: 'cancelled' }).where(eq(donations.id, donationId));
    return donationFailure('payment-unavailable');
  }
}

const DONATION_REFERENCE = /^donation:([0-9a-f-]{36})$/;

/**
 * A provider event for a donation (reference `donation:<id>`), inside payments' once-only
 * transaction (server/payment-references.ts routes `donation:` references here): paid donations
 * announce `donation.paid` (ledger entry and thank-you email follow as jobs).
 */
export async function applyDonationEvent(tx: Executor, provider: ProviderId, event: PaymentEvent) {
  const donationId = event.reference?.match(DONATION_REFERENCE)?.[1];
  if (!donationId || !event.sessionId) return 'unknown-reference' as const;
  const [donation] = await tx
    .select({ status: donations.status, amountCents: donations.amountCents })
    .from(donations)
    .where(and(eq(donations.id, donationId), eq(donations.provider, provider), eq(donations.providerSessionId, event.sessionId)))
    .for('update');
  if (!donation) return 'unknown-reference' as const;
  if (donation.status === 'paid') return 'stale' as const;
  if (event.type === 'payment.succeeded') {
    if (event.amountCents !== null && event.amountCents !== donation.amountCents) return 'amount-mismatch' as const;
    // A payment is never dropped, even for a donation whose page had been abandoned.
    await tx
      .update(donations)
      .set({ status: 'paid', paidAt: sql`now()`, providerPaymentId: event.paymentId })
      .where(eq(donations.id, donationId));
    await publishEvent(tx, donationPaid, { donationId });
    return 'paid' as const;
  }
  // A declined attempt leaves the checkout open: the gift is still on its way.
  if (event.type === 'payment.declined') return 'declined' as const;
  if (donation.status === 'pending') {
    await tx.update(donations).set({ status: 'cancelled' }).where(eq(donations.id, donationId));
    return 'cancelled' as const;
  }
  return 'stale' as const;
}

/**
 * A donation still pending asks its provider (decision 0038), for when the webhook is late or was
 * lost: paid there is applied as its webhook would be (applyDonationEvent, once); a checkout that
 * ended unpaid cancels the pledge; open, or a provider that cannot be asked, leaves it pending.
 * Donations hold no stock, so nothing is ever cancelled without the provider's word.
 */
export async function settlePendingDonation(
  donationId: string,
  askProvider: typeof settleCheckoutFromProvider = settleCheckoutFromProvider,
): Promise<void> {
  const [donation] = await getDb()
    .select({ status: donations.status, provider: donations.provider, sessionId: donations.providerSessionId })
    .from(donations)
    .where(eq(donations.id, donationId));
  if (donation?.status !== 'pending' || !donation.sessionId) return;
  const answer = await askProvider(donation.provider as ProviderId, donation.sessionId);
  if (answer.status === 'closed')
    await getDb()
      .update(donations)
      .set({ status: 'cancelled' })
      .where(and(eq(donations.id, donationId), eq(donations.status, 'pending')));
}

/** Donations are asked about for as long as Stripe redelivers a webhook; after that, a person looks. */
const SETTLE_WITHIN_HOURS = 72;

/**
 * The sweep behind settlePendingDonation (a scheduled job): pending donations whose checkout can
 * no longer be open, up to SETTLE_WITHIN_HOURS old. Returns how many it asked about.
 */
export async function settlePendingDonations(limit = 200): Promise<number> {
  const pending = await getDb()
    .select({ id: donations.id })
    .from(donations)
    .where(
      and(
        eq(donations.status, 'pending'),
        isNotNull(donations.providerSessionId),
        lte(donations.createdAt, sql`now() - make_interval(mins => ${CHECKOUT_MINUTES + 5})`),
        gt(donations.createdAt, sql`now() - make_interval(hours => ${SETTLE_WITHIN_HOURS})`),
      ),
    )
    .orderBy(donations.createdAt)
    .limit(limit);
  const askProvider = settleForOneSweep();
  for (const donation of pending) await settlePendingDonation(donation.id, askProvider);
  return pending.length;
}

export async function findDonation(donationId: string) {
  if (!isUuid(donationId)) return null;
  const [donation] = await getDb()
    .select({
      id: donations.id,
      name: donations.name,
      email: donations.email,
      locale: donations.locale,
      userId: donations.userId,
      amountCents: donations.amountCents,
      tier: donations.tier,
      status: donations.status,
      paymentUrl: donations.paymentUrl,
      createdAt: donations.createdAt,
      paidAt: donations.paidAt,
    })
    .from(donations)
    .where(eq(donations.id, donationId));
  return donation ?? null;
}

/**
 * A donation for its result page: one still pending asks the provider first
 * (settlePendingDonation), so a gift whose webhook is late or was lost shows as made.
 */
export async function findDonationOutcome(donationId: string) {
  const donation = await findDonation(donationId);
  if (donation?.status !== 'pending') return donation;
  await settlePendingDonation(donation.id);
  return findDonation(donation.id);
}

/** Names on the supporters' wall: top-tier donors who asked to be listed, newest first. */
export async function supportersWall(limit = 30): Promise<string[]> {
  const rows = await getDb()
    .select({ name: donations.name })
    .from(donations)
    .where(and(eq(donations.status, 'paid'), eq(donations.showOnWall, true)))
    .orderBy(desc(donations.paidAt))
    .limit(limit);
  return rows.map((row) => row.name);
}

/** The supporter badge on the account page: a paid donation at a tier that includes it. */
export async function isSupporter(userId: string): Promise<boolean> {
  const badgeTiers = DONATION_TIERS.filter((tier) => (tier.perks as readonly string[]).includes('badge')).map((tier) => tier.id);
  const [row] = await getDb()
    .select({ id: donations.id })
    .from(donations)
    .where(and(eq(donations.userId, userId), eq(donations.status, 'paid'), inArray(donations.tier, badgeTiers)))
    .limit(1);
  return Boolean(row);
}
