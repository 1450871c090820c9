import { and, eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { userRoles } from '~/db/schema/accounts';
import { payoutDestinations } from '~/db/schema/payouts';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import type { PayoutAccount } from './balances.server';
import { payoutFailure } from './failures';
import { STRIPE_ACCOUNT_ID } from './payouts.schema';

/**
 * An admin sets the Stripe Connect account a vendor's or an affiliate's payouts go to (decision
 * 0096). The party must hold the matching role, so a typo in an id cannot send money to nobody.
 */
export async function setStripeAccount({
  actor,
  account,
  partyId,
  stripeAccountId,
}: {
  actor: Actor;
  account: PayoutAccount;
  partyId: string;
  stripeAccountId: string;
}): Promise<Result<object, 'bad-party' | 'bad-stripe-account'>> {
  requireAdmin(actor);
  if (!STRIPE_ACCOUNT_ID.test(stripeAccountId)) return payoutFailure('bad-stripe-account');
  const db = getDb();
  const [role] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, partyId), eq(userRoles.role, account)));
  if (!role) return payoutFailure('bad-party');
  await db
    .insert(payoutDestinations)
    .values({ account, partyId, stripeAccountId, updatedBy: actor.id })
    .onConflictDoUpdate({
      target: [payoutDestinations.account, payoutDestinations.partyId],
      set: { stripeAccountId, updatedBy: actor.id, updatedAt: new Date() },
    });
  return { ok: true };
}
