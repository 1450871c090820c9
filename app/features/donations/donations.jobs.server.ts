import { getDb } from '~/db/client.server';
import { subscribe } from '~/features/jobs/jobs.server';
import { sendEmail } from '~/features/messaging/messaging.server';
import { findDonation, recordDonation } from './donations.server';

type DonationPayload = { donationId: string };

/** Donations go 100% to the relief ledger (once, by its source key). */
subscribe<DonationPayload>('donation.paid', 'relief-ledger', async ({ donationId }) => {
  await recordDonation(getDb(), donationId);
});

/** The thank-you email doubles as the donation receipt. */
subscribe<DonationPayload>('donation.paid', 'receipt-email', async ({ donationId }, { eventId }) => {
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
