import { subscribe } from '~/features/jobs/events.server';
import { defineScheduledJob } from '~/features/jobs/jobs.server';
import { sendEmail } from '~/features/messaging/messaging.server';
import { findDonation, settlePendingDonations } from './donations.server';
import { donationPaid } from './events';

// The relief ledger's record of each donation is a reaction of relief, registered at the
// composition root (server/event-reactions.ts).

/** The thank-you email doubles as the donation receipt. */
subscribe(donationPaid, 'receipt-email', async ({ donationId }, { eventId }) => {
  const donation = await findDonation(donationId);
  if (donation?.status !== 'paid') return;
  await sendEmail({
    template: 'donation-receipt',
    to: donation.email,
    locale: donation.locale,
    userId: donation.userId,
    dedupeKey: `donation-receipt:${eventId}`,
    props: {
      name: donation.name,
      donationId: donation.id,
      amountCents: donation.amountCents,
      tier: donation.tier,
      paidAt: (donation.paidAt ?? donation.createdAt).toISOString(),
    },
  });
});

/**
 * A donation whose webhook never came (decision 0038): every ten minutes, pending donations whose
 * checkout has closed ask their provider, so a gift taken is recorded even if no webhook arrives.
 */
defineScheduledJob('donations.settle-pending', '*/10 * * * *', async () => {
  await settlePendingDonations();
});
