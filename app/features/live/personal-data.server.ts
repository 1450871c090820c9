import { asc, eq } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { coachingClasses } from '~/db/schema/coaching';
import { classAttendance, classChatMessages } from '~/db/schema/live';

/**
 * What the live rooms keep about a person: the classes they came to, and what they wrote in the
 * rooms' chat. Both are theirs alone and go with the account.
 */
export const livePersonalData: PersonalData = {
  domain: 'live',
  tables: {
    class_attendance: 'classAttendance',
    class_chat_messages: 'classChatMessages',
  },
  async export(db, person) {
    const [attendance, chat] = await Promise.all([
      db
        .select({
          classId: classAttendance.classId,
          class: coachingClasses.title,
          firstJoinedAt: classAttendance.firstJoinedAt,
          lastJoinedAt: classAttendance.lastJoinedAt,
          lastLeftAt: classAttendance.lastLeftAt,
          joins: classAttendance.joins,
        })
        .from(classAttendance)
        .innerJoin(coachingClasses, eq(coachingClasses.id, classAttendance.classId))
        .where(eq(classAttendance.userId, person.id))
        .orderBy(asc(classAttendance.firstJoinedAt)),
      db
        .select({
          classId: classChatMessages.classId,
          class: coachingClasses.title,
          text: classChatMessages.body,
          sentAt: classChatMessages.createdAt,
        })
        .from(classChatMessages)
        .innerJoin(coachingClasses, eq(coachingClasses.id, classChatMessages.classId))
        .where(eq(classChatMessages.userId, person.id))
        .orderBy(asc(classChatMessages.createdAt)),
    ]);
    return { classAttendance: attendance, classChatMessages: chat };
  },
  async erase(tx, person) {
    await tx.delete(classChatMessages).where(eq(classChatMessages.userId, person.id));
    await tx.delete(classAttendance).where(eq(classAttendance.userId, person.id));
  },
};
