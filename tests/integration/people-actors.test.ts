import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  classAttendance,
  classBookings,
  classChatMessages,
  gameScores,
  instructorApplicationEvents,
  instructorApplications,
  instructorDocuments,
  instructorProfiles,
  userRoles,
} from '~/db/schema/index';
import { scoreOf } from '~/features/game/pumpkin-patch';
import { saveSeasonScore } from '~/features/game/scores.server';
import { decideApplication, submitApplication } from '~/features/instructors/applications.server';
import { deleteDocument, documentDirectory, saveDocument } from '~/features/instructors/documents.server';
import { payoutFormSchema, profileFormSchema } from '~/features/instructors/onboarding.schema';
import { savePayoutDetails, saveProfile } from '~/features/instructors/onboarding.server';
import { findPayoutsTo, revealPayoutAccount } from '~/features/instructors/payouts.server';
import { postChatLine, recordJoin, recordLeave } from '~/features/live/rooms.server';
import { listInstructorBalances } from '~/features/payouts/instructor-balances.server';
import { partyPayouts } from '~/features/payouts/party-payouts.server';
import { type Actor, type ActorRole, isActorRefusal } from '~/utils/actor';
import { signUpPerson } from '../factories/accounts';
import { createClass } from '../factories/courses';
import { playWell } from '../factories/pumpkin-game';
import { setupTestDatabase } from '../setup/test-database';

/*
 * Operations check who acts (issue 34, convention 16), for the instructors, live and game
 * domains: each family refuses the wrong person itself, whichever page or socket calls it, and
 * writes nothing then. The pages' own checks are covered by their tests and the authorisation
 * matrix; here the operations are called directly, as a second caller would.
 */

const database = await setupTestDatabase();
const db = database.db;

/** A new account acting with `role` (given in the database too, so the two agree). */
async function actorWith(label: string, role: ActorRole = 'user'): Promise<Actor> {
  const person = await signUpPerson(label, role === 'user' ? {} : { role });
  return { id: person.id, role };
}

const refused = (error: unknown) => isActorRefusal(error);

const APPLICATION = {
  expertise: 'Seed saving and small-plot vegetables',
  experience: 'Twelve years running a community seed library, and six teaching allotment holders to save seed.',
  sampleLesson: `# Saving tomato seed\n\n${'Scoop the seeds and their jelly into a jar, add water and wait three days. '.repeat(4)}`,
  links: [],
  timeZone: 'Europe/Lisbon',
};

const applicationOf = async (userId: string) =>
  (await db.select().from(instructorApplications).where(eq(instructorApplications.userId, userId)))[0];
const stepsOf = (applicationId: string) =>
  db.select().from(instructorApplicationEvents).where(eq(instructorApplicationEvents.applicationId, applicationId));

describe('instructor applications', () => {
  it('are sent for the actor only, and decided by administrators only, never on their own', async () => {
    const applicant = await actorWith('applicant');
    const sent = await submitApplication({ actor: applicant, input: APPLICATION, locale: 'en' });
    expect(sent).toMatchObject({ ok: true });
    const application = await applicationOf(applicant.id);
    expect(application?.status).toBe('submitted');
    const applicationId = application?.id ?? '';
    // There is no id to pass: the application is the actor's.
    expectTypeOf<Parameters<typeof submitApplication>[0]>().not.toHaveProperty('userId');

    // The applicant cannot decide their own, nor can another user or an instructor.
    const user = await actorWith('user');
    const instructor = await actorWith('instructor', 'instructor');
    for (const actor of [applicant, user, instructor])
      await expect(decideApplication({ actor, applicationId, decision: 'approve', note: '' })).rejects.toSatisfy(refused);
    expect((await applicationOf(applicant.id))?.status).toBe('submitted');
    expect(await stepsOf(applicationId)).toHaveLength(1);
    const applicantRoles = await db.select().from(userRoles).where(eq(userRoles.userId, applicant.id));
    expect(applicantRoles).toEqual([]);

    // An applicant who has since become an administrator still cannot decide their own (today's rule).
    await db.insert(userRoles).values({ userId: applicant.id, role: 'admin' });
    const own = await decideApplication({
      actor: { id: applicant.id, role: 'admin' },
      applicationId,
      decision: 'approve',
      note: '',
    });
    expect(own).toMatchObject({ ok: false, code: 'own-application', message: 'instructors.review.errors.ownApplication' });
    expect((await applicationOf(applicant.id))?.status).toBe('submitted');
    expect(await stepsOf(applicationId)).toHaveLength(1);

    // Another administrator may.
    const admin = await actorWith('admin', 'admin');
    expect(await decideApplication({ actor: admin, applicationId, decision: 'approve', note: '' })).toMatchObject({
      ok: true,
      applicationStatus: 'approved',
    });
  });
});

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const pdf = () => new File([new Uint8Array(PDF)], 'passport.pdf', { type: 'application/pdf' });
const documentsOf = (userId: string) => db.select().from(instructorDocuments).where(eq(instructorDocuments.userId, userId));

describe('instructor documents', () => {
  it('are sent by someone who applied or teaches, and deleted by their owner only', async () => {
    const owner = await actorWith('documents-owner', 'instructor');
    const saved = await saveDocument({ actor: owner, kind: 'identity', file: pdf() });
    expect(saved).toMatchObject({ ok: true });
    const [document] = await documentsOf(owner.id);
    const documentId = document?.id ?? '';
    const file = path.join(documentDirectory(), document?.storageKey ?? '');
    expect(fs.existsSync(file)).toBe(true);
    expectTypeOf<Parameters<typeof saveDocument>[0]>().not.toHaveProperty('userId');

    // Someone who never applied sends nothing.
    const stranger = await actorWith('documents-stranger');
    await expect(saveDocument({ actor: stranger, kind: 'identity', file: pdf() })).rejects.toSatisfy(refused);
    expect(await documentsOf(stranger.id)).toEqual([]);

    // Nobody else deletes the owner's document: not another person, not an administrator (who may read it).
    const admin = await actorWith('documents-admin', 'admin');
    for (const actor of [stranger, admin]) await expect(deleteDocument({ actor, documentId })).rejects.toSatisfy(refused);
    expect(await documentsOf(owner.id)).toHaveLength(1);
    expect(fs.existsSync(file)).toBe(true);

    expect(await deleteDocument({ actor: owner, documentId })).toEqual({ ok: true });
    expect(await documentsOf(owner.id)).toEqual([]);
    expect(fs.existsSync(file)).toBe(false);
  });
});

// As the onboarding forms' schemas hand them to the operations.
const PROFILE = profileFormSchema.parse({
  displayName: 'Ana Flores',
  headline: 'Market gardener in Oaxaca',
  bio: '',
  website: '',
});
const PAYOUT = payoutFormSchema.parse({
  accountHolder: 'Ana Flores',
  country: 'DE',
  account: 'DE89370400440532013000',
  bankCode: '',
});
const profileOf = async (userId: string) =>
  (await db.select().from(instructorProfiles).where(eq(instructorProfiles.userId, userId)))[0];

describe('instructor onboarding', () => {
  it('writes the actor’s own profile and payout details, and only for someone who teaches', async () => {
    const user = await actorWith('onboarding-user');
    await expect(saveProfile({ actor: user, input: PROFILE })).rejects.toSatisfy(refused);
    await expect(savePayoutDetails({ actor: user, input: PAYOUT })).rejects.toSatisfy(refused);
    expect(await profileOf(user.id)).toBeUndefined();

    const instructor = await actorWith('onboarding-instructor', 'instructor');
    expect(await savePayoutDetails({ actor: instructor, input: PAYOUT })).toMatchObject({ ok: false, code: 'profile-first' });
    await saveProfile({ actor: instructor, input: PROFILE });
    expect(await savePayoutDetails({ actor: instructor, input: PAYOUT })).toEqual({ ok: true });
    expect(await profileOf(instructor.id)).toMatchObject({ displayName: 'Ana Flores', payoutLast4: '3000' });
    expectTypeOf<Parameters<typeof saveProfile>[0]>().not.toHaveProperty('userId');
  });
});

describe('instructor payouts', () => {
  it('are opened and listed by administrators only; an instructor reads only their own recorded transfers', async () => {
    const instructor = await actorWith('payee', 'instructor');
    await saveProfile({ actor: instructor, input: PROFILE });
    await savePayoutDetails({ actor: instructor, input: PAYOUT });
    const user = await actorWith('payouts-user');
    const other = await actorWith('payouts-other', 'instructor');

    // Not a user, not an instructor (not even for their own money).
    for (const actor of [user, instructor]) {
      await expect(revealPayoutAccount({ actor, instructorId: instructor.id })).rejects.toSatisfy(refused);
      await expect(listInstructorBalances({ actor })).rejects.toSatisfy(refused);
    }
    // Their own transfers, and nobody else's.
    expect(await findPayoutsTo({ actor: instructor, instructorId: instructor.id })).toEqual([]);
    await expect(findPayoutsTo({ actor: other, instructorId: instructor.id })).rejects.toSatisfy(refused);
    await expect(partyPayouts({ actor: other, account: 'instructor', partyId: instructor.id })).rejects.toSatisfy(refused);

    const admin = await actorWith('payouts-admin', 'admin');
    expect(await revealPayoutAccount({ actor: admin, instructorId: instructor.id })).toMatchObject({
      ok: true,
      account: { accountHolder: 'Ana Flores', account: 'DE89370400440532013000' },
    });
    expect(await findPayoutsTo({ actor: admin, instructorId: instructor.id })).toEqual([]);
  });
});

describe('a live room', () => {
  it('takes chat lines and attendance from its instructor and learners with a seat only', async () => {
    const teacher = await actorWith('room-teacher', 'instructor');
    const seated = await actorWith('room-seated');
    const waiting = await actorWith('room-waiting');
    const stranger = await actorWith('room-stranger');
    const admin = await actorWith('room-admin', 'admin');
    const session = await createClass(database, { inHours: 5 / 60, instructorId: teacher.id });
    await db.insert(classBookings).values([
      { classId: session.id, userId: seated.id, status: 'booked', bookedAt: new Date() },
      { classId: session.id, userId: waiting.id, status: 'waitlisted' },
    ]);
    const chatIn = () => db.select().from(classChatMessages).where(eq(classChatMessages.classId, session.id));
    const attendanceOf = (userId: string) =>
      db
        .select()
        .from(classAttendance)
        .where(and(eq(classAttendance.classId, session.id), eq(classAttendance.userId, userId)));

    // A place in line, no booking at all, or an administrator's role: no place in the room.
    for (const actor of [waiting, stranger, admin]) {
      await expect(postChatLine({ actor, classId: session.id, name: 'Someone', text: 'Let me in' })).rejects.toSatisfy(refused);
      await expect(recordJoin({ actor, classId: session.id })).rejects.toSatisfy(refused);
      expect(await attendanceOf(actor.id)).toEqual([]);
    }
    await expect(postChatLine({ actor: stranger, classId: 'not-a-class', name: 'S', text: 'Hello' })).rejects.toSatisfy(refused);
    expect(await chatIn()).toEqual([]);

    for (const actor of [teacher, seated]) {
      await recordJoin({ actor, classId: session.id });
      await postChatLine({ actor, classId: session.id, name: 'Sam S.', text: `Hello from ${actor.role}` });
      await recordLeave({ actor, classId: session.id });
      expect(await attendanceOf(actor.id)).toEqual([expect.objectContaining({ joins: 1, lastLeftAt: expect.any(Date) })]);
    }
    expect((await chatIn()).map((line) => line.userId).sort()).toEqual([teacher.id, seated.id].sort());

    // A seat cancelled while the socket stayed open: the next line is refused.
    await db.update(classBookings).set({ status: 'cancelled' }).where(eq(classBookings.userId, seated.id));
    await expect(postChatLine({ actor: seated, classId: session.id, name: 'Sam S.', text: 'Still here?' })).rejects.toSatisfy(
      refused,
    );
    expect(await chatIn()).toHaveLength(2);
  });
});

describe('the pumpkin game', () => {
  it('saves a season for the player who played it, and nobody else', async () => {
    const player = await actorWith('pumpkin-player');
    const other = await actorWith('pumpkin-other');
    const state = playWell(11);
    const saved = await saveSeasonScore({ actor: player, season: { seed: 11, moves: state.moves, score: scoreOf(state).total } });
    expect(saved).toMatchObject({ ok: true, message: 'game.save.newBest' });
    expect(await db.select().from(gameScores).where(eq(gameScores.userId, player.id))).toHaveLength(1);
    expect(await db.select().from(gameScores).where(eq(gameScores.userId, other.id))).toEqual([]);
    // Whose score it is comes from the actor alone: there is no id to pass for someone else.
    expectTypeOf<Parameters<typeof saveSeasonScore>[0]>().not.toHaveProperty('userId');
  });
});
