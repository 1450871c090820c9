import { describe, expect, it } from 'vitest';
import { syllabusFor } from './syllabus';

const lesson = (id: string, extra: { isPreview?: boolean; dripDays?: number | null } = {}) => ({
  id,
  slug: id,
  title: `Lesson ${id}`,
  minutes: 10,
  isPreview: extra.isPreview ?? false,
  dripDays: extra.dripDays ?? null,
});
const modules = [
  { id: 'm1', title: 'First', lessons: [lesson('a', { isPreview: true }), lesson('b')] },
  { id: 'm2', title: 'Second', lessons: [lesson('c', { dripDays: 7 }), lesson('d', { dripDays: 0 })] },
];
const now = new Date('2026-03-10T12:00:00Z');
const states = (view: ReturnType<typeof syllabusFor>) => view.flatMap((module) => module.lessons.map((entry) => entry.state));

describe('a syllabus as its reader sees it', () => {
  it('opens the preview to a visitor and keeps the rest for learners', () => {
    const view = syllabusFor(modules, { enrolment: null, completedLessonIds: new Set(), isTeacher: false }, now);
    expect(states(view)).toEqual(['open', 'enrol', 'enrol', 'enrol']);
    expect(view.map((module) => module.title)).toEqual(['First', 'Second']);
  });

  it("marks a learner's completed lessons and dates the lessons the course opens later", () => {
    const enrolledAt = new Date('2026-03-08T09:00:00Z');
    const view = syllabusFor(modules, { enrolment: { enrolledAt }, completedLessonIds: new Set(['a']), isTeacher: false }, now);
    expect(states(view)).toEqual(['done', 'open', 'drip', 'open']);
    expect(view[1]?.lessons[0]?.opensAt).toBe('2026-03-15T09:00:00.000Z');
    expect(view[0]?.lessons[1]?.opensAt).toBeNull();
  });

  it("opens every lesson to the course's teacher", () => {
    const view = syllabusFor(modules, { enrolment: null, completedLessonIds: new Set(), isTeacher: true }, now);
    expect(states(view)).toEqual(['open', 'open', 'open', 'open']);
  });
});
