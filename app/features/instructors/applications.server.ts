import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '~/db/client.server';
import { isUniqueViolation } from '~/db/errors';
import { users } from '~/db/schema/accounts';
import { instructorApplicationEvents, instructorApplications } from '~/db/schema/instructors';
import { findUserRole, grantRoleWithin } from '~/features/accounts/roles.server';
import { renderMarkdown } from '~/features/content/content.server';
import { publishEvent } from '~/features/jobs/events.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { instructorApplicationDecided } from './events';
import { instructorFailure } from './failures';
import { type ApplicationInput, type ApplicationStatus, canDecide, canSubmit, type Decision } from './instructors.schema';

/*
 * Instructor applications (issue 13): a person applies (or sends an application again after
 * changes were asked for, or after a rejection); an administrator decides. A decision locks the
 * application's row, so two administrators deciding at once cannot both act; approval grants the
 * instructor role in the same transaction, and every step is kept with who took it and when.
 */

const applicationColumns = {
  id: instructorApplications.id,
  userId: instructorApplications.userId,
  expertise: instructorApplications.expertise,
  experience: instructorApplications.experience,
  sampleLesson: instructorApplications.sampleLesson,
  links: instructorApplications.links,
  timeZone: instructorApplications.timeZone,
  status: instructorApplications.status,
  decisionNote: instructorApplications.decisionNote,
  submittedAt: instructorApplications.submittedAt,
  decidedAt: instructorApplications.decidedAt,
};

/** A person's latest application (the one in play, or the last rejected), or null. */
export async function findApplicationOf(userId: string) {
  const [row] = await getDb()
    .select(applicationColumns)
    .from(instructorApplications)
    .where(eq(instructorApplications.userId, userId))
    .orderBy(desc(instructorApplications.submittedAt))
    .limit(1);
  return row ?? null;
}

export type Application = NonNullable<Awaited<ReturnType<typeof findApplicationOf>>>;

/**
 * Sends the actor's own application: a new one, or the same one again after changes were asked
 * for (its history keeps both). It takes the person, not an id, so nobody applies for someone
 * else. Refused while one is being reviewed, once approved, and for people who already teach.
 */
export async function submitApplication({
  actor,
  input,
  locale,
}: {
  actor: Actor;
  input: ApplicationInput;
  /** The page's language: the decision's email is written in it. */
  locale: string;
}): Promise<Result<{ applicationId: string }, 'already-teaching' | 'under-review'>> {
  const userId = actor.id;
  // Read again rather than trusting the session's role: an approval may have landed since.
  const { role } = await findUserRole({ userId });
  // An instructor or an administrator already teaches here.
  if (role !== 'user') return instructorFailure('already-teaching');
  const current = await findApplicationOf(userId);
  if (current && !canSubmit(current.status))
    return instructorFailure(current.status === 'approved' ? 'already-teaching' : 'under-review');
  const values = {
    expertise: input.expertise,
    experience: input.experience,
    sampleLesson: input.sampleLesson,
    links: input.links,
    timeZone: input.timeZone,
    locale,
  };
  try {
    return await getDb().transaction(async (tx) => {
      if (current?.status === 'changes_requested') {
        const [updated] = await tx
          .update(instructorApplications)
          .set({ ...values, status: 'submitted', submittedAt: sql`now()`, decisionNote: null, decidedAt: null, decidedBy: null })
          .where(and(eq(instructorApplications.id, current.id), eq(instructorApplications.status, 'changes_requested')))
          .returning({ id: instructorApplications.id });
        if (!updated) return instructorFailure('under-review');
        await tx
          .insert(instructorApplicationEvents)
          .values({ applicationId: updated.id, action: 'resubmitted', actorId: userId });
        return { ok: true, applicationId: updated.id } as const;
      }
      const [created] = await tx
        .insert(instructorApplications)
        .values({ ...values, userId })
        .returning({ id: instructorApplications.id });
      if (!created) throw new Error('the application was not saved');
      await tx.insert(instructorApplicationEvents).values({ applicationId: created.id, action: 'submitted', actorId: userId });
      return { ok: true, applicationId: created.id } as const;
    });
  } catch (error) {
    // Sent twice at once: the one-open-application index lets one through.
    if (isUniqueViolation(error)) return instructorFailure('under-review');
    throw error;
  }
}

const decider = alias(users, 'decider');

/** Applications for the review screen, oldest waiting first, with the applicant's name. */
export function listApplications({ status, limit = 100 }: { status: ApplicationStatus; limit?: number }) {
  return getDb()
    .select({
      ...applicationColumns,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      deciderFirstName: decider.firstName,
      deciderLastName: decider.lastName,
    })
    .from(instructorApplications)
    .innerJoin(users, eq(users.id, instructorApplications.userId))
    .leftJoin(decider, eq(decider.id, instructorApplications.decidedBy))
    .where(eq(instructorApplications.status, status))
    .orderBy(status === 'submitted' ? asc(instructorApplications.submittedAt) : desc(instructorApplications.decidedAt))
    .limit(limit);
}

/** How many applications wait in each status (the review screen's tabs). */
export async function countApplications(): Promise<Record<ApplicationStatus, number>> {
  const rows = await getDb()
    .select({ status: instructorApplications.status, count: sql<number>`count(*)::int` })
    .from(instructorApplications)
    .groupBy(instructorApplications.status);
  const counts: Record<ApplicationStatus, number> = { submitted: 0, changes_requested: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

const actor = alias(users, 'actor');

/** The histories of some applications, oldest step first: who did what, when, and what they wrote. */
export async function findApplicationHistories(applicationIds: string[]) {
  if (applicationIds.length === 0) return new Map<string, ApplicationStep[]>();
  const rows = await getDb()
    .select({
      applicationId: instructorApplicationEvents.applicationId,
      action: instructorApplicationEvents.action,
      note: instructorApplicationEvents.note,
      createdAt: instructorApplicationEvents.createdAt,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
    })
    .from(instructorApplicationEvents)
    .leftJoin(actor, eq(actor.id, instructorApplicationEvents.actorId))
    .where(inArray(instructorApplicationEvents.applicationId, applicationIds))
    .orderBy(asc(instructorApplicationEvents.createdAt), asc(instructorApplicationEvents.id));
  const histories = new Map<string, ApplicationStep[]>();
  for (const { applicationId, ...step } of rows) histories.set(applicationId, [...(histories.get(applicationId) ?? []), step]);
  return histories;
}

export type ApplicationStep = {
  action: 'submitted' | 'resubmitted' | 'approved' | 'changes_requested' | 'rejected';
  note: string | null;
  createdAt: Date;
  actorFirstName: string | null;
  actorLastName: string | null;
};

/**
 * The sample lesson as the reviewer reads it: markdown rendered and sanitised like all content. Its
 * headings sit under the application's (h2) and its sections' (h3), from h4 down, with ids of
 * their own application's.
 */
export function renderSampleLesson(markdown: string, applicationId: string): string {
  return renderMarkdown(markdown, { headingOffset: 3, idPrefix: `sample-${applicationId}-` }).html;
}

const DECIDED_STATUS = { approve: 'approved', changes: 'changes_requested', reject: 'rejected' } as const;

/**
 * An administrator's decision (anyone else is refused, whichever page asks). Taken on a
 * submitted application only, and never on one's own (both checked under the row's lock);
 * approval grants the instructor role in the same transaction; the applicant is told by email
 * (instructor.application_decided).
 */
export async function decideApplication({
  actor,
  applicationId,
  decision,
  note,
  request,
}: {
  actor: Actor;
  applicationId: string;
  decision: Decision;
  note: string;
  request?: Request;
}): Promise<Result<{ applicationStatus: ApplicationStatus }, 'application-not-found' | 'already-decided' | 'own-application'>> {
  requireAdmin(actor, 'only administrators decide applications');
  const adminId = actor.id;
  if (!isUuid(applicationId)) return instructorFailure('application-not-found');
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ id: instructorApplications.id, userId: instructorApplications.userId, status: instructorApplications.status })
      .from(instructorApplications)
      .where(eq(instructorApplications.id, applicationId))
      .for('update');
    if (!row) return instructorFailure('application-not-found');
    if (!canDecide(row.status)) return instructorFailure('already-decided');
    if (row.userId === adminId) return instructorFailure('own-application');
    const status = DECIDED_STATUS[decision];
    await tx
      .update(instructorApplications)
      .set({ status, decisionNote: note || null, decidedAt: sql`now()`, decidedBy: adminId })
      .where(eq(instructorApplications.id, row.id));
    const [event] = await tx
      .insert(instructorApplicationEvents)
      .values({ applicationId: row.id, action: status, actorId: adminId, note: note || null })
      .returning({ id: instructorApplicationEvents.id });
    if (decision === 'approve')
      await grantRoleWithin(tx, { userId: row.userId, role: 'instructor', grantedBy: adminId, request });
    await publishEvent(tx, instructorApplicationDecided, { applicationId: row.id, eventId: event?.id ?? row.id });
    return { ok: true, applicationStatus: status } as const;
  });
}
