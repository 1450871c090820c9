import { asc, eq } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import {
  vendorApplicationEvents,
  vendorApplications,
  vendorBadgeFigures,
  vendorBadges,
  vendorCertificateNotices,
  vendorCertificates,
  vendorMessages,
  vendorProfiles,
} from '~/db/schema/vendors';
import { removeCertificateFiles } from './certificates.server';

/**
 * A person's vendor applications (with their history and certificates), vendor profile and
 * conversation with the marketplace team go with the account, as support tickets do. Decisions
 * an administrator took on other people's applications and certificates, and the messages they
 * wrote to other vendors, stay there, without the administrator's account.
 */
export const vendorsPersonalData: PersonalData = {
  domain: 'vendors',
  tables: {
    vendor_applications: 'vendorApplications',
    vendor_application_events: 'vendorApplicationSteps',
    vendor_certificates: 'vendorCertificates',
    vendor_profiles: 'vendorProfile',
    vendor_badges: 'vendorBadges',
    vendor_badge_figures: 'vendorBadgeFigures',
    vendor_certificate_notices: 'vendorCertificateNotices',
    vendor_messages: 'vendorMessages',
  },
  async export(db, person) {
    const [applications, steps, certificates, profile, badges, notices, messages, figures] = await Promise.all([
      // The payout account as the person sees it: holder, country and last four (the rest is sealed).
      db
        .select({
          id: vendorApplications.id,
          businessName: vendorApplications.businessName,
          contactName: vendorApplications.contactName,
          contactEmail: vendorApplications.contactEmail,
          contactPhone: vendorApplications.contactPhone,
          country: vendorApplications.country,
          offering: vendorApplications.offering,
          website: vendorApplications.website,
          payoutAccountHolder: vendorApplications.payoutAccountHolder,
          payoutCountry: vendorApplications.payoutCountry,
          payoutAccountLast4: vendorApplications.payoutLast4,
          termsAcceptedAt: vendorApplications.termsAcceptedAt,
          termsVersion: vendorApplications.termsVersion,
          status: vendorApplications.status,
          decisionNote: vendorApplications.decisionNote,
          submittedAt: vendorApplications.submittedAt,
          decidedAt: vendorApplications.decidedAt,
        })
        .from(vendorApplications)
        .where(eq(vendorApplications.userId, person.id))
        .orderBy(asc(vendorApplications.submittedAt)),
      // Steps the person took: on their own application, or as an administrator on others'.
      db
        .select({
          applicationId: vendorApplicationEvents.applicationId,
          action: vendorApplicationEvents.action,
          note: vendorApplicationEvents.note,
          at: vendorApplicationEvents.createdAt,
        })
        .from(vendorApplicationEvents)
        .where(eq(vendorApplicationEvents.actorId, person.id))
        .orderBy(asc(vendorApplicationEvents.createdAt)),
      // What was sent, not the files themselves: the person has them.
      db
        .select({
          issuer: vendorCertificates.issuer,
          expiresOn: vendorCertificates.expiresOn,
          fileName: vendorCertificates.fileName,
          contentType: vendorCertificates.contentType,
          sizeBytes: vendorCertificates.sizeBytes,
          uploadedAt: vendorCertificates.uploadedAt,
          reviewState: vendorCertificates.reviewState,
          refusalReason: vendorCertificates.refusalReason,
        })
        .from(vendorCertificates)
        .where(eq(vendorCertificates.userId, person.id))
        .orderBy(asc(vendorCertificates.uploadedAt)),
      db
        .select({
          storeName: vendorProfiles.storeName,
          slug: vendorProfiles.slug,
          status: vendorProfiles.status,
          commissionPercent: vendorProfiles.commissionPercent,
          createdAt: vendorProfiles.createdAt,
        })
        .from(vendorProfiles)
        .where(eq(vendorProfiles.userId, person.id)),
      // Every badge the store held, and when it was awarded and revoked (decision 0098).
      db
        .select({
          badge: vendorBadges.badge,
          awardedAt: vendorBadges.awardedAt,
          revokedAt: vendorBadges.revokedAt,
          revokeReason: vendorBadges.revokeReason,
        })
        .from(vendorBadges)
        .where(eq(vendorBadges.vendorId, person.id))
        .orderBy(asc(vendorBadges.awardedAt)),
      db
        .select({
          issuer: vendorCertificates.issuer,
          expiresOn: vendorCertificates.expiresOn,
          notice: vendorCertificateNotices.kind,
          sentAt: vendorCertificateNotices.sentAt,
        })
        .from(vendorCertificateNotices)
        .innerJoin(vendorCertificates, eq(vendorCertificates.id, vendorCertificateNotices.certificateId))
        .where(eq(vendorCertificates.userId, person.id))
        .orderBy(asc(vendorCertificateNotices.sentAt)),
      // Their conversation with the team, both sides of it (decision 0102).
      db
        .select({
          author: vendorMessages.author,
          body: vendorMessages.body,
          createdAt: vendorMessages.createdAt,
          readAt: vendorMessages.readAt,
        })
        .from(vendorMessages)
        .where(eq(vendorMessages.vendorId, person.id))
        .orderBy(asc(vendorMessages.createdAt)),
      // The store's sales figures as the badge job last worked them out (decision 0108).
      db
        .select({
          paidOrders: vendorBadgeFigures.paidOrders,
          parcelsShipped: vendorBadgeFigures.parcelsShipped,
          parcelsOnTime: vendorBadgeFigures.parcelsOnTime,
          parcelsLate: vendorBadgeFigures.parcelsLate,
          reliefCents: vendorBadgeFigures.reliefCents,
          computedAt: vendorBadgeFigures.computedAt,
        })
        .from(vendorBadgeFigures)
        .where(eq(vendorBadgeFigures.vendorId, person.id)),
    ]);
    return {
      vendorApplications: applications,
      vendorApplicationSteps: steps,
      vendorCertificates: certificates,
      vendorProfile: profile[0] ?? null,
      vendorBadges: badges,
      vendorCertificateNotices: notices,
      vendorMessages: messages,
      vendorBadgeFigures: figures[0] ?? null,
    };
  },
  async erase(tx, person) {
    await tx.update(vendorApplicationEvents).set({ actorId: null }).where(eq(vendorApplicationEvents.actorId, person.id));
    await tx.update(vendorApplications).set({ decidedBy: null }).where(eq(vendorApplications.decidedBy, person.id));
    await tx.update(vendorCertificates).set({ reviewedBy: null }).where(eq(vendorCertificates.reviewedBy, person.id));
    // Their conversation goes (it would with the profile too); what they wrote to others stays, unsigned.
    await tx.delete(vendorMessages).where(eq(vendorMessages.vendorId, person.id));
    await tx.update(vendorMessages).set({ authorId: null }).where(eq(vendorMessages.authorId, person.id));
    // Certificates go at once, files included (their rows go with the applications below), and
    // the notices sent about them with them (cascade); the badges go with the profile (cascade).
    const certificates = await tx
      .select({ key: vendorCertificates.storageKey })
      .from(vendorCertificates)
      .where(eq(vendorCertificates.userId, person.id));
    await tx.delete(vendorCertificates).where(eq(vendorCertificates.userId, person.id));
    await removeCertificateFiles(certificates.map((certificate) => certificate.key));
    await tx.delete(vendorProfiles).where(eq(vendorProfiles.userId, person.id));
    await tx.delete(vendorApplications).where(eq(vendorApplications.userId, person.id));
  },
};
