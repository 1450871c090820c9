import { describe, expect, it } from 'vitest';
import { courseProgress, learningStreak, lessonAccess, lessonOpensAt, progressOnCourse, resumeLessonId } from './progress';

const day = 86_400_000;
const enrolledAt = new Date('2026-03-01T10:00:00Z');

describe('lessonAccess', () => {
  it('opens a preview lesson to anyone, enrolled or not', () => {
    expect(lessonAccess({ isPreview: true, dripDays: 30 }, null, enrolledAt)).toEqual({ state: 'open' });
  });

  it('keeps other lessons for enrolled learners', () => {
    expect(lessonAccess({ isPreview: false, dripDays: null }, null, enrolledAt)).toEqual({ state: 'enrol' });
    expect(lessonAccess({ isPreview: false, dripDays: null }, { enrolledAt }, enrolledAt)).toEqual({ state: 'open' });
  });

  it('drips a lesson until N days after enrolment, to the millisecond', () => {
    const lesson = { isPreview: false, dripDays: 3 };
    const opensAt = new Date(enrolledAt.getTime() + 3 * day);
    expect(lessonOpensAt(enrolledAt, 3)).toEqual(opensAt);
    expect(lessonAccess(lesson, { enrolledAt }, new Date(opensAt.getTime() - 1))).toEqual({ state: 'drip', opensAt });
    expect(lessonAccess(lesson, { enrolledAt }, opensAt)).toEqual({ state: 'open' });
    expect(lessonAccess({ isPreview: false, dripDays: 0 }, { enrolledAt }, enrolledAt)).toEqual({ state: 'open' });
  });
});

describe('courseProgress', () => {
  const lessonIds = ['l1', 'l2', 'l3'];

  it('counts lessons, and a required quiz once passed', () => {
    expect(courseProgress({ lessonIds, completedLessonIds: [], quiz: null })).toEqual({
      done: 0,
      total: 3,
      percent: 0,
      isComplete: false,
    });
    expect(
      courseProgress({ lessonIds, completedLessonIds: ['l1', 'l2', 'l3'], quiz: { isRequired: true, passed: false } }),
    ).toEqual({
      done: 3,
      total: 4,
      percent: 75,
      isComplete: false,
    });
    expect(
      courseProgress({ lessonIds, completedLessonIds: new Set(lessonIds), quiz: { isRequired: true, passed: true } }).isComplete,
    ).toBe(true);
  });

  it('does not count an optional quiz, nor lessons no longer in the course', () => {
    expect(
      courseProgress({ lessonIds, completedLessonIds: ['l1', 'l2', 'l3', 'gone'], quiz: { isRequired: false, passed: false } }),
    ).toEqual({
      done: 3,
      total: 3,
      percent: 100,
      isComplete: true,
    });
  });

  it('rounds down, so 100% means everything is done, and never completes an empty course', () => {
    expect(courseProgress({ lessonIds, completedLessonIds: ['l1', 'l2'], quiz: null }).percent).toBe(66);
    expect(courseProgress({ lessonIds: [], completedLessonIds: [], quiz: null })).toMatchObject({
      percent: 0,
      isComplete: false,
    });
  });
});

describe('resumeLessonId', () => {
  const lessonIds = ['l1', 'l2', 'l3', 'l4'];
  it('starts at the first lesson, then goes on from the last one finished', () => {
    expect(resumeLessonId(lessonIds, new Set(), null)).toBe('l1');
    expect(resumeLessonId(lessonIds, new Set(['l1', 'l2']), 'l2')).toBe('l3');
  });
  it('comes back to a lesson skipped earlier once the rest are done', () => {
    expect(resumeLessonId(lessonIds, new Set(['l1', 'l3', 'l4']), 'l4')).toBe('l2');
  });
  it('returns the last lesson when all are done', () => {
    expect(resumeLessonId(lessonIds, new Set(lessonIds), 'l4')).toBe('l4');
    expect(resumeLessonId([], new Set(), null)).toBeNull();
  });
});

describe('learningStreak', () => {
  const today = new Date('2026-11-24T15:00:00Z');
  it('counts consecutive days ending today', () => {
    expect(learningStreak(['2026-11-24', '2026-11-23', '2026-11-22', '2026-11-20'], today)).toBe(3);
  });
  it("keeps yesterday's streak alive until today is over", () => {
    expect(learningStreak(['2026-11-23', '2026-11-22'], today)).toBe(2);
  });
  it('is zero after a day without learning, or with nothing at all', () => {
    expect(learningStreak(['2026-11-22', '2026-11-21'], today)).toBe(0);
    expect(learningStreak([], today)).toBe(0);
  });
  it('crosses months and years', () => {
    expect(learningStreak(['2027-01-01', '2026-12-31', '2026-12-30'], new Date('2027-01-01T01:00:00Z'))).toBe(3);
  });
});

describe('progressOnCourse', () => {
  it('reads the lessons and the quiz from a course already loaded', () => {
    const course = { lessons: [{ id: 'l1' }, { id: 'l2' }], quiz: { isRequired: true } };
    expect(progressOnCourse(course, { completed: new Set(['l1', 'l2']), quizPassed: false })).toMatchObject({
      done: 2,
      total: 3,
      isComplete: false,
    });
    expect(progressOnCourse(course, { completed: new Set(['l1', 'l2']), quizPassed: true }).isComplete).toBe(true);
    expect(progressOnCourse({ ...course, quiz: null }, { completed: new Set(['l1']), quizPassed: false }).percent).toBe(50);
  });
});
