import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { newsletterSubscriptions } from '~/db/schema/newsletter';
import { publishEvent } from '~/features/jobs/events.server';
import { sendEmail } from '~/features/messaging/messaging.server';
import { getEnv } from '~/utils/env.server';
import type { Result } from '~/utils/failure';
import { newsletterSubscriptionRequested } from './events';
import { newsletterFailure } from './failures';
import type { SubscribeStatus } from './newsletter.schema';

/**
 * Records a subscription as pending and announces it on the outbox in the same
 * transaction; the messaging module sends the confirmation link (double opt-in).
 * Signing up twice changes nothing and is answered politely, so it never fails: the answer is
 * the form's success. No actor: anyone may ask, and only the address's owner can confirm.
 */
export async function subscribeToNewsletter({
  email,
  lang,
}: {
  email: string;
  lang: string;
}): Promise<{ ok: true; status: SubscribeStatus }> {
  const status = await getDb().transaction(async (tx): Promise<SubscribeStatus> => {
    const [created] = await tx
      .insert(newsletterSubscriptions)
      .values({ email, lang })
      .onConflictDoNothing({ target: newsletterSubscriptions.email })
      .returning({ id: newsletterSubscriptions.id });
    if (created) {
      await publishEvent(tx, newsletterSubscriptionRequested, { subscriptionId: created.id });
      return 'subscribed';
    }
    const [existing] = await tx
      .select({ id: newsletterSubscriptions.id, status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
      .for('update');
    if (!existing) throw new Error('Subscription vanished during sign-up');
    if (existing.status === 'confirmed') return 'already-subscribed';
    if (existing.status === 'unsubscribed') {
      // Coming back after unsubscribing starts a fresh double opt-in.
      await tx
        .update(newsletterSubscriptions)
        .set({ status: 'pending', lang, confirmTokenHash: null, confirmedAt: null, createdAt: sql`now()` })
        .where(eq(newsletterSubscriptions.id, existing.id));
      await publishEvent(tx, newsletterSubscriptionRequested, { subscriptionId: existing.id });
      return 'subscribed';
    }
    return 'already-pending';
  });
  return { ok: true, status };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sends the double opt-in link for a pending subscription. Safe to run twice: the dedupe key
 * (the event) means one email, and a subscription that is no longer pending gets none.
 */
export async function sendConfirmationEmail({ subscriptionId, eventId }: { subscriptionId: string; eventId: string }) {
  await getDb().transaction(async (tx) => {
    const [subscription] = await tx
      .select({
        id: newsletterSubscriptions.id,
        email: newsletterSubscriptions.email,
        lang: newsletterSubscriptions.lang,
        status: newsletterSubscriptions.status,
        unsubscribeToken: newsletterSubscriptions.unsubscribeToken,
      })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, subscriptionId))
      .for('update');
    if (subscription?.status !== 'pending') return;
    // Only the hash is stored: the link in the email is the one copy of the token.
    const token = randomBytes(24).toString('base64url');
    await tx
      .update(newsletterSubscriptions)
      .set({ confirmTokenHash: hashToken(token) })
      .where(eq(newsletterSubscriptions.id, subscription.id));
    await sendEmail(
      {
        template: 'newsletter-confirm',
        to: subscription.email,
        props: {
          url: `${getEnv().SITE_URL}/newsletter?${new URLSearchParams({ confirm: token })}`,
          unsubscribeUrl: preferencesUrl(subscription.unsubscribeToken),
        },
        locale: subscription.lang,
        dedupeKey: `newsletter-confirm:${eventId}`,
        listUnsubscribe: preferencesUrl(subscription.unsubscribeToken),
      },
      tx,
    );
  });
}

/** Follows the emailed link: the pending subscription with this token becomes confirmed. */
export async function confirmSubscription({ token }: { token: string }): Promise<Result<object, 'link-invalid'>> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return newsletterFailure('link-invalid');
  const [row] = await getDb()
    .update(newsletterSubscriptions)
    .set({ status: 'confirmed', confirmedAt: sql`now()`, confirmTokenHash: null })
    .where(and(eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)), eq(newsletterSubscriptions.status, 'pending')))
    .returning({ id: newsletterSubscriptions.id });
  return row ? { ok: true } : newsletterFailure('link-invalid');
}

/**
 * The subscription's own page: every newsletter email links to it, and its List-Unsubscribe
 * header points at it (a POST there unsubscribes in one click, RFC 8058). No sign-in: the token
 * is the key, and it opens this one subscription only.
 */
export function preferencesUrl(token: string): string {
  return `${getEnv().SITE_URL}/newsletter/preferences?${new URLSearchParams({ token })}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type NewsletterPreferences = { email: string; status: 'pending' | 'confirmed' | 'unsubscribed' };

/** What the preferences page shows for a token, or null when it opens nothing. */
export async function findPreferences(token: string): Promise<NewsletterPreferences | null> {
  if (!UUID.test(token)) return null;
  const [row] = await getDb()
    .select({ email: newsletterSubscriptions.email, status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeToken, token));
  return row ?? null;
}

/**
 * Unsubscribes (a one-click POST from a mail app, or the page's button); saying it twice changes
 * nothing. Or subscribes again: the token came by email to this address, so it proves the address
 * and the subscription is confirmed at once. The token is the key, and the only right asked for:
 * it opens its own subscription and no other.
 */
export async function setSubscribed(
  token: string,
  subscribed: boolean,
): Promise<Result<{ preferences: NewsletterPreferences }, 'subscription-not-found'>> {
  if (!UUID.test(token)) return newsletterFailure('subscription-not-found');
  const [row] = await getDb()
    .update(newsletterSubscriptions)
    .set(
      subscribed
        ? {
            status: 'confirmed',
            confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())`,
            confirmTokenHash: null,
          }
        : { status: 'unsubscribed', confirmTokenHash: null },
    )
    .where(eq(newsletterSubscriptions.unsubscribeToken, token))
    .returning({ email: newsletterSubscriptions.email, status: newsletterSubscriptions.status });
  return row ? { ok: true, preferences: row } : newsletterFailure('subscription-not-found');
}
