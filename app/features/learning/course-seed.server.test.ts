import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDemoCourses } from './course-seed.server';

describe('the demo courses in content/courses', () => {
  it('read and check, with materials that are products of the demo catalogue and a cover each', async () => {
    const courses = await readDemoCourses();
    expect(courses.map((course) => course.slug)).toEqual(
      expect.arrayContaining([
        'pumpkin-seed-power',
        'pumpkin-harvest-power',
        'composting-basics',
        'water-wise-gardening',
        'organic-pest-management',
        'starting-seeds-indoors',
      ]),
    );
    for (const course of courses) {
      expect(course.lessons.length, course.slug).toBeGreaterThanOrEqual(course.slug.startsWith('pumpkin') ? 6 : 3);
      expect(
        course.lessons.filter((lesson) => lesson.preview).map((lesson) => lesson.position),
        course.slug,
      ).toEqual([1]);
      expect(course.quiz.questions.length, course.slug).toBeGreaterThanOrEqual(5);
      expect(fs.existsSync(path.join('public/images/courses', `${course.slug}.svg`)), `${course.slug} cover`).toBe(true);
      for (const lesson of course.lessons)
        for (const handle of lesson.materials)
          expect(fs.existsSync(path.join('content/products', `${handle}.md`)), `${course.slug}/${lesson.slug}: ${handle}`).toBe(
            true,
          );
    }
  });
});
