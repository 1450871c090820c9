import { eq, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { newsletterSubscriptions, outboxEvents } from '~/db/schema/index';

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
      await tx
        .insert(outboxEvents)
        .values({ type: 'newsletter.subscription_requested', payload: { subscriptionId: created.id } });
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
      await tx
        .insert(outboxEvents)
        .values({ type: 'newsletter.subscription_requested', payload: { subscriptionId: existing.id } });
      return 'subscribed';
    }
    return 'already-pending';
  });
}
