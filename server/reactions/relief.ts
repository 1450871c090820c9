/*
 * How relief reacts to other domains' events (convention 4; decisions 0034 and 0069): 10% of every
 * paid order, the reversal of every refund, and every donation in full go into the relief ledger,
 * each once (the ledger keys each row by its source). Written here, from each side's public
 * functions: relief builds on no other feature, and donations does not write the ledger itself.
 * Subscriber names are stable: with the event type they name the queue and each job, so
 * renaming one would run it again for events already handled.
 *
 * Registered by server/background-work.ts, with every other domain's reactions.
 */
import { getDb } from '~/db/client.server';
import { findDonation } from '~/features/donations/donations.server';
import { donationPaid } from '~/features/donations/events';
import { subscribe } from '~/features/jobs/events.server';
import { orderPaid, refundRequested } from '~/features/orders/events';
import { findRefundForLedger } from '~/features/orders/orders.server';
import { recordOrderShare } from '~/features/orders/relief-share.server';
import { recordDonationGift, recordRefundReversal } from '~/features/relief/relief.server';

subscribe(orderPaid, 'relief-ledger', async ({ orderId }) => {
  await recordOrderShare(getDb(), orderId);
});

subscribe(refundRequested, 'relief-reversal', async ({ refundId }) => {
  const refund = await findRefundForLedger(refundId);
  if (refund) await recordRefundReversal(getDb(), refund);
});

subscribe(donationPaid, 'relief-ledger', async ({ donationId }) => {
  const donation = await findDonation(donationId);
  if (donation?.status === 'paid') await recordDonationGift(getDb(), donation);
});
