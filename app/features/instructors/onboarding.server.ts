import { eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { instructorProfiles } from '~/db/schema/instructors';
import { ensureServiceProduct, findServiceProductId } from '~/features/catalog/service-products.server';
import { renderMarkdown } from '~/features/content/content.server';
import { type Actor, mayTeach, refuseActor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { instructorFailure } from './failures';
import { lastFour, type PayoutFormInput, type ProfileFormInput } from './onboarding.schema';
import { openPayoutAccount, sealPayoutAccount } from './payout-seal.server';

/*
 * An instructor's profile and payout details (/instructor/onboarding, decision 0054). The
 * profile is public beside their courses and classes; the payout details are theirs and the
 * administrators' who pay them, encrypted at rest, and shown again only as the last four
 * characters of the account.
 */

/** The person's profile as they edit it, with the payout details masked. */
export async function findOwnProfile(userId: string) {
  const [row] = await getDb().select().from(instructorProfiles).where(eq(instructorProfiles.userId, userId));
  if (!row) return null;
  return {
    displayName: row.displayName,
    headline: row.headline,
    bio: row.bioMd,
    website: row.website,
    payout: row.payoutDetails
      ? {
          accountHolder: row.payoutAccountHolder ?? '',
          country: row.payoutCountry ?? '',
          last4: row.payoutLast4 ?? '',
          updatedAt: row.payoutUpdatedAt?.toISOString() ?? null,
          // Sealed with a secret that has since changed: the instructor is asked to enter them again.
          readable: (await openPayoutAccount(row.payoutDetails)) !== null,
        }
      : null,
  };
}

export type OwnProfile = NonNullable<Awaited<ReturnType<typeof findOwnProfile>>>;

/** Onboarding is for people who teach: an approved instructor, or an administrator. */
function requireTeacher(actor: Actor) {
  if (!mayTeach(actor)) refuseActor('onboarding is for instructors', ['instructor', 'admin']);
}

/**
 * Writes the actor's own public profile (the payout details are left as they are). It takes the
 * person, not an id, so nobody edits someone else's; a person who does not teach is refused.
 */
export async function saveProfile({ actor, input }: { actor: Actor; input: ProfileFormInput }): Promise<void> {
  requireTeacher(actor);
  const values = { displayName: input.displayName, headline: input.headline, bioMd: input.bio, website: input.website };
  await getDb()
    .insert(instructorProfiles)
    .values({ userId: actor.id, ...values })
    .onConflictDoUpdate({ target: instructorProfiles.userId, set: { ...values, updatedAt: sql`now()` } });
}

/**
 * Writes the actor's own payout details, sealed; a profile must exist first (the page asks for it
 * first). A person who does not teach is refused.
 */
export async function savePayoutDetails({
  actor,
  input,
}: {
  actor: Actor;
  input: PayoutFormInput;
}): Promise<Result<object, 'profile-first'>> {
  requireTeacher(actor);
  const sealed = await sealPayoutAccount({ account: input.account, bankCode: input.bankCode });
  const updated = await getDb()
    .update(instructorProfiles)
    .set({
      payoutAccountHolder: input.accountHolder,
      payoutCountry: input.country,
      payoutDetails: sealed,
      payoutLast4: lastFour(input.account),
      payoutUpdatedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(instructorProfiles.userId, actor.id))
    .returning({ userId: instructorProfiles.userId });
  return updated.length > 0 ? { ok: true } : instructorFailure('profile-first');
}

/** What learners see of an instructor beside a course or class, or null when they wrote no profile. */
export async function findPublicProfile(userId: string | null) {
  if (!userId) return null;
  const [row] = await getDb()
    .select({
      displayName: instructorProfiles.displayName,
      headline: instructorProfiles.headline,
      bioMd: instructorProfiles.bioMd,
      website: instructorProfiles.website,
    })
    .from(instructorProfiles)
    .where(eq(instructorProfiles.userId, userId));
  if (!row) return null;
  const { bioMd, ...rest } = row;
  return { ...rest, bioHtml: bioMd ? renderMarkdown(bioMd).html : '' };
}

/**
 * The store product the onboarding fee is paid as: never listed (draft), untracked, at the
 * configured price. The platform's own product, the same whoever pays, so it takes no actor.
 */
export const ONBOARDING_FEE_HANDLE = 'instructor-onboarding-fee';

export function upsertOnboardingFeeProduct(feeCents: number): Promise<string> {
  return ensureServiceProduct(getDb(), {
    handle: ONBOARDING_FEE_HANDLE,
    name: 'Instructor onboarding fee',
    summary: 'The one-off fee an approved instructor pays before teaching.',
    priceCents: feeCents,
    images: [],
    category: 'fees',
  });
}

/** The fee product's id, if it was ever made (nobody can have paid it otherwise). */
export function findOnboardingFeeProduct(): Promise<string | null> {
  return findServiceProductId(getDb(), ONBOARDING_FEE_HANDLE);
}
