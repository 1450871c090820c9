import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { vendorCertificateNotices, vendorCertificates, vendorProfiles } from '~/db/schema/vendors';
import { sendEmail } from '~/features/messaging/messaging.server';
import {
  CERTIFICATE_REMINDER_DAYS,
  type CertificateNotice,
  daysUntil,
  dueCertificateNotice,
  EXPIRY_NOTICE_GRACE_DAYS,
} from './badge-rules';
import { recomputeVendorBadges } from './badges.server';
import { findVendorRecipient } from './vendor-recipient.server';
import { isoDay } from './vendors.schema';

/*
 * A certificate's end (issue 39, decision 0098): the vendor is reminded 30 and 7 days before the
 * certificate that carries their Certified Organic badge expires, and told when it has, at which
 * point the badge is revoked in the same transaction. Each notice goes once per certificate: its
 * row in vendor_certificate_notices is written in the transaction that queues the email, and its
 * primary key refuses a second, so a job run twice, or two at once, send one email.
 */

const DAY_MS = 86_400_000;

/**
 * Each vendor's certificate that is valid longest (their badge lasts as long as it does), when it
 * ends within the reminders' reach or ended within the grace days: an older certificate that
 * expires while a newer one is valid needs no notice.
 */
async function certificatesNearTheirEnd(today: string, db: Executor) {
  const [first] = CERTIFICATE_REMINDER_DAYS;
  const from = isoDay(new Date(Date.parse(`${today}T00:00:00Z`) - EXPIRY_NOTICE_GRACE_DAYS * DAY_MS));
  const to = isoDay(new Date(Date.parse(`${today}T00:00:00Z`) + first * DAY_MS));
  const latest = db
    .selectDistinctOn([vendorCertificates.userId], {
      id: vendorCertificates.id,
      userId: vendorCertificates.userId,
      issuer: vendorCertificates.issuer,
      expiresOn: vendorCertificates.expiresOn,
    })
    .from(vendorCertificates)
    .innerJoin(vendorProfiles, eq(vendorProfiles.userId, vendorCertificates.userId))
    // Accepted ones only, as for the badge (decision 0102): a pending renewal is not yet the one that carries it.
    .where(eq(vendorCertificates.reviewState, 'accepted'))
    .orderBy(vendorCertificates.userId, desc(vendorCertificates.expiresOn), vendorCertificates.id)
    .as('latest');
  return db
    .select({ id: latest.id, userId: latest.userId, issuer: latest.issuer, expiresOn: latest.expiresOn })
    .from(latest)
    .where(and(gte(latest.expiresOn, from), lte(latest.expiresOn, to)));
}

/**
 * Sends the notices due on the day of `now` (a test passes its own clock) and revokes Certified
 * Organic from vendors whose certificate has ended. Returns the notices sent.
 */
export async function sendCertificateNotices({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  const today = isoDay(now);
  const db = getDb();
  let sent = 0;
  for (const certificate of await certificatesNearTheirEnd(today, db)) {
    const daysLeft = daysUntil(certificate.expiresOn, today);
    const didSend = await db.transaction(async (tx) => {
      const already = await tx
        .select({ kind: vendorCertificateNotices.kind })
        .from(vendorCertificateNotices)
        .where(eq(vendorCertificateNotices.certificateId, certificate.id));
      const due = dueCertificateNotice(daysLeft, new Set<CertificateNotice>(already.map((row) => row.kind)));
      if (!due) return false;
      const [written] = await tx
        .insert(vendorCertificateNotices)
        .values({ certificateId: certificate.id, kind: due, sentAt: now })
        .onConflictDoNothing()
        .returning({ kind: vendorCertificateNotices.kind });
      if (!written) return false;
      const person = await findVendorRecipient(tx, certificate.userId);
      if (!person) return false;
      // The badge goes with the notice that says so: the revocation commits with the email.
      if (due === 'expired') await recomputeVendorBadges({ now, vendorIds: [certificate.userId] }, tx);
      await sendEmail(
        {
          template: 'vendor-certificate-notice',
          to: person.email,
          locale: person.locale ?? 'en',
          userId: certificate.userId,
          dedupeKey: `vendor-certificate-notice:${certificate.id}:${due}`,
          props: {
            firstName: person.firstName || person.name,
            issuer: certificate.issuer,
            expiresOn: certificate.expiresOn,
            notice: due,
            daysLeft: Math.max(daysLeft, 0),
          },
        },
        tx,
      );
      return true;
    });
    if (didSend) sent += 1;
  }
  return sent;
}
