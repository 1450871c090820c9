import { subscribe } from '~/features/jobs/events.server';
import { handleJob } from '~/features/jobs/jobs.server';
import { sendEmail } from '~/features/messaging/messaging.server';
import { findDonation, settlePendingDonations } from './donations.server';
import { donationPaid } from './events';
import { settlePendingDonationsJob } from './jobs';

// The relief ledger's record of each donation is a reaction of relief, registered at the
// composition root (server/reactions/relief.ts).

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

/** A donation whose webhook never came (./jobs.ts, decision 0038). */
handleJob(settlePendingDonationsJob, async () => {
  await settlePendingDonations();
});
