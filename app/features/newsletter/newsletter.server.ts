import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { newsletterSubscriptions } from '~/db/schema/index';
import { publishEvent } from '~/features/jobs/events.server';
import { sendEmail } from '~/features/messaging/messaging.server';
import { getEnv } from '~/utils/env.server';
import { newsletterSubscriptionRequested } from './events';

export type SubscribeOutcome = 'subscribed' | 'already-subscribed' | 'already-pending';

/**
 * Records a subscription as pending and announces it on the outbox in the same
 * transaction; the messaging module sends the confirmation link (double opt-in).
 * Signing up twice changes nothing and is answered politely.
 */
export async function subscribeToNewsletter({ email, lang }: { email: string; lang: string }): Promise<SubscribeOutcome> {
  return getDb().transaction(async (tx) => {
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
        props: { url: `${getEnv().SITE_URL}/newsletter?${new URLSearchParams({ confirm: token })}` },
        locale: subscription.lang,
        dedupeKey: `newsletter-confirm:${eventId}`,
      },
      tx,
    );
  });
}

export type ConfirmOutcome = 'confirmed' | 'invalid';

/** Follows the emailed link: the pending subscription with this token becomes confirmed. */
export async function confirmSubscription({ token }: { token: string }): Promise<ConfirmOutcome> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return 'invalid';
  const [row] = await getDb()
    .update(newsletterSubscriptions)
    .set({ status: 'confirmed', confirmedAt: sql`now()`, confirmTokenHash: null })
    .where(and(eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)), eq(newsletterSubscriptions.status, 'pending')))
    .returning({ id: newsletterSubscriptions.id });
  return row ? 'confirmed' : 'invalid';
}
