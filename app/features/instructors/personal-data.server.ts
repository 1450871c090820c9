import { asc, eq } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import {
  instructorApplicationEvents,
  instructorApplications,
  instructorDocuments,
  instructorPayouts,
  instructorProfiles,
} from '~/db/schema/instructors';
import { removeDocumentFiles, storageKeysOf } from './documents.server';

/**
 * A person's instructor applications, with their history, go with the account. Decisions an
 * administrator took on other people's applications stay on those applications, without the
 * administrator's account (the actor becomes empty, the step and its time remain).
 */
export const instructorsPersonalData: PersonalData = {
  domain: 'instructors',
  tables: {
    instructor_applications: 'instructorApplications',
    instructor_application_events: 'instructorApplicationSteps',
    instructor_documents: 'instructorDocuments',
    instructor_profiles: 'instructorProfile',
    instructor_payouts: 'instructorPayouts',
  },
  async export(db, person) {
    const [applications, steps, documents, profile, payouts] = await Promise.all([
      db
        .select({
          id: instructorApplications.id,
          expertise: instructorApplications.expertise,
          experience: instructorApplications.experience,
          sampleLesson: instructorApplications.sampleLesson,
          links: instructorApplications.links,
          timeZone: instructorApplications.timeZone,
          status: instructorApplications.status,
          decisionNote: instructorApplications.decisionNote,
          submittedAt: instructorApplications.submittedAt,
          decidedAt: instructorApplications.decidedAt,
        })
        .from(instructorApplications)
        .where(eq(instructorApplications.userId, person.id))
        .orderBy(asc(instructorApplications.submittedAt)),
      // Steps the person took: on their own application, or as an administrator on others'.
      db
        .select({
          applicationId: instructorApplicationEvents.applicationId,
          action: instructorApplicationEvents.action,
          note: instructorApplicationEvents.note,
          at: instructorApplicationEvents.createdAt,
        })
        .from(instructorApplicationEvents)
        .where(eq(instructorApplicationEvents.actorId, person.id))
        .orderBy(asc(instructorApplicationEvents.createdAt)),
      // What was sent, not the files themselves: the person has them, and can download each one.
      db
        .select({
          kind: instructorDocuments.kind,
          fileName: instructorDocuments.fileName,
          contentType: instructorDocuments.contentType,
          sizeBytes: instructorDocuments.sizeBytes,
          uploadedAt: instructorDocuments.uploadedAt,
        })
        .from(instructorDocuments)
        .where(eq(instructorDocuments.userId, person.id))
        .orderBy(asc(instructorDocuments.uploadedAt)),
      // The payout account as the person sees it: holder, country and last four (the rest is sealed).
      db
        .select({
          displayName: instructorProfiles.displayName,
          headline: instructorProfiles.headline,
          bio: instructorProfiles.bioMd,
          website: instructorProfiles.website,
          payoutAccountHolder: instructorProfiles.payoutAccountHolder,
          payoutCountry: instructorProfiles.payoutCountry,
          payoutAccountLast4: instructorProfiles.payoutLast4,
          createdAt: instructorProfiles.createdAt,
          updatedAt: instructorProfiles.updatedAt,
        })
        .from(instructorProfiles)
        .where(eq(instructorProfiles.userId, person.id)),
      // What was paid to them, and where to (payouts they recorded as an administrator are the instructors').
      db
        .select({
          amountCents: instructorPayouts.amountCents,
          paidOn: instructorPayouts.paidOn,
          reference: instructorPayouts.reference,
          accountLast4: instructorPayouts.accountLast4,
        })
        .from(instructorPayouts)
        .where(eq(instructorPayouts.instructorId, person.id))
        .orderBy(asc(instructorPayouts.paidOn)),
    ]);
    return {
      instructorApplications: applications,
      instructorApplicationSteps: steps,
      instructorDocuments: documents,
      instructorProfile: profile[0] ?? null,
      instructorPayouts: payouts,
    };
  },
  async erase(tx, person) {
    await tx.update(instructorApplicationEvents).set({ actorId: null }).where(eq(instructorApplicationEvents.actorId, person.id));
    await tx.update(instructorApplications).set({ decidedBy: null }).where(eq(instructorApplications.decidedBy, person.id));
    await tx.delete(instructorApplications).where(eq(instructorApplications.userId, person.id));
    // Identity documents go at once, files included. Should the deletion still fail after this,
    // the rows come back without their files: the person sends them again if they stay.
    const keys = await storageKeysOf(tx, person.id);
    await tx.delete(instructorDocuments).where(eq(instructorDocuments.userId, person.id));
    await removeDocumentFiles(keys);
    await tx.delete(instructorProfiles).where(eq(instructorProfiles.userId, person.id));
    // Payouts are accounting records, kept as orders are: the amount, the day and the bank's
    // reference stay, without the person, the account's last four or the administrator's note.
    await tx
      .update(instructorPayouts)
      .set({ instructorId: null, accountLast4: null, note: null })
      .where(eq(instructorPayouts.instructorId, person.id));
    await tx.update(instructorPayouts).set({ recordedBy: null }).where(eq(instructorPayouts.recordedBy, person.id));
  },
};
