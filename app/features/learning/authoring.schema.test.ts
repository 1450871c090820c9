import { describe, expect, it } from 'vitest';
import {
  centsToPrice,
  lessonFormSchema,
  lessonOrder,
  moveInList,
  newCourseFormSchema,
  nextQuestionId,
  publishProblems,
  questionFormSchema,
  uniqueSlug,
} from './authoring.schema';
import { priceToCents } from './learning.schema';

describe('prices as the course form takes them', () => {
  it('reads dollars and cents, and empty as free', () => {
    expect(priceToCents('')).toBe(0);
    expect(priceToCents('24')).toBe(2400);
    expect(priceToCents('24.5')).toBe(2450);
    expect(priceToCents('$19.99')).toBe(1999);
    expect(priceToCents(' 0.10 ')).toBe(10);
  });
  it('refuses what is not a price, negative or above the ceiling', () => {
    for (const bad of ['-5', '12.345', 'ten', '1e3', '10001', '1,000']) expect(priceToCents(bad), bad).toBeNull();
  });
  it('shows cents back as the field does', () => {
    expect(centsToPrice(0)).toBe('');
    expect(centsToPrice(1950)).toBe('19.50');
  });
});

describe('a new course form', () => {
  const valid = {
    title: 'Growing garlic',
    summary: 'Plant, grow and cure garlic at home.',
    description: '',
    level: 'beginner',
    topic: 'growing',
    language: 'en',
    priceCents: '12',
    firstModule: 'Getting started',
  };
  it('accepts a complete form, with the price in cents', () => {
    const parsed = newCourseFormSchema.parse(valid);
    expect(parsed.priceCents).toBe(1200);
  });
  it('names each refused field with its own message', () => {
    const parsed = newCourseFormSchema.safeParse({ ...valid, title: 'ab', language: 'xx', priceCents: 'free', level: 'expert' });
    expect(parsed.success).toBe(false);
    const fields = Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(fields).toMatchObject({
      title: 'learning.authoring.errors.courseTitle',
      language: 'learning.authoring.errors.language',
      priceCents: 'learning.authoring.errors.price',
      level: 'learning.authoring.errors.level',
    });
  });
});

describe('a lesson form', () => {
  const valid = {
    title: 'Choosing seed garlic',
    moduleId: '6f1e2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
    minutes: '12',
    isPreview: false,
    videoUrl: '',
    dripDays: '',
    body: 'Text',
    materials: [],
  };
  it('keeps empty optional fields as none', () => {
    expect(lessonFormSchema.parse(valid)).toMatchObject({ minutes: 12, videoUrl: null, dripDays: null });
  });
  it('accepts https video only, and whole days within a year', () => {
    expect(lessonFormSchema.safeParse({ ...valid, videoUrl: 'http://video.example.org/a' }).success).toBe(false);
    expect(lessonFormSchema.safeParse({ ...valid, videoUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(lessonFormSchema.parse({ ...valid, videoUrl: 'https://video.example.org/a' }).videoUrl).toBe(
      'https://video.example.org/a',
    );
    expect(lessonFormSchema.safeParse({ ...valid, dripDays: '2.5' }).success).toBe(false);
    expect(lessonFormSchema.safeParse({ ...valid, dripDays: '400' }).success).toBe(false);
    expect(lessonFormSchema.parse({ ...valid, dripDays: '7' }).dripDays).toBe(7);
  });
  it('takes at most six materials, each a product handle', () => {
    expect(lessonFormSchema.safeParse({ ...valid, materials: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }).success).toBe(false);
    expect(lessonFormSchema.safeParse({ ...valid, materials: ['Not A Handle'] }).success).toBe(false);
  });
});

describe('a quiz question form', () => {
  const base = {
    prompt: 'When is garlic planted?',
    kind: 'single',
    options: ['In autumn', '', 'In midsummer', '', '', ''],
    correct: ['a'],
    explanation: 'It needs a cold spell.',
  };
  it('drops empty answers and letters the rest again, keeping which are right', () => {
    const parsed = questionFormSchema.parse({ ...base, correct: ['c'] });
    expect(parsed.options).toEqual([
      { id: 'a', text: 'In autumn' },
      { id: 'b', text: 'In midsummer' },
    ]);
    expect(parsed.correct).toEqual(['b']);
  });
  it('refuses fewer than two answers, a right answer left empty, and the wrong number of right answers', () => {
    const issue = (input: object) => questionFormSchema.safeParse({ ...base, ...input }).error?.issues[0]?.message;
    expect(issue({ options: ['Only one', '', '', '', '', ''] })).toBe('learning.authoring.errors.options');
    expect(issue({ correct: ['b'] })).toBe('learning.authoring.errors.correctEmptyOption');
    expect(issue({ correct: ['a', 'c'] })).toBe('learning.authoring.errors.correctOne');
    expect(issue({ correct: [] })).toBe('learning.authoring.errors.correctOne');
    expect(issue({ kind: 'multiple', correct: [] })).toBe('learning.authoring.errors.correctSome');
    expect(questionFormSchema.parse({ ...base, kind: 'multiple', correct: ['a', 'c'] }).correct).toEqual(['a', 'b']);
  });
});

describe('slugs and ids', () => {
  it('makes a slug unique with a number, within its length', () => {
    expect(uniqueSlug('garlic', new Set(), 80)).toBe('garlic');
    expect(uniqueSlug('garlic', new Set(['garlic', 'garlic-2']), 80)).toBe('garlic-3');
    expect(uniqueSlug('', new Set(), 80)).toBe('course');
    const long = 'a'.repeat(80);
    expect(uniqueSlug(long, new Set([long]), 80)).toBe(`${'a'.repeat(78)}-2`);
  });
  it('never reuses a question id', () => {
    expect(nextQuestionId([])).toBe('q1');
    expect(nextQuestionId(['q1', 'q4', 'q2'])).toBe('q5');
  });
});

describe('lesson order', () => {
  const modules = [
    { id: 'm2', position: 2 },
    { id: 'm1', position: 1 },
  ];
  it('follows the modules, then the place within each', () => {
    const lessons = [
      { id: 'b1', moduleId: 'm2', position: 1 },
      { id: 'a2', moduleId: 'm1', position: 5 },
      { id: 'a1', moduleId: 'm1', position: 3 },
    ];
    expect(lessonOrder(modules, lessons)).toEqual(['a1', 'a2', 'b1']);
  });
  it('moves an item one place, and not past either end', () => {
    expect(moveInList(['a', 'b', 'c'], 2, 'up')).toEqual(['a', 'c', 'b']);
    expect(moveInList(['a', 'b', 'c'], 0, 'down')).toEqual(['b', 'a', 'c']);
    expect(moveInList(['a', 'b', 'c'], 0, 'up')).toEqual(['a', 'b', 'c']);
    expect(moveInList(['a', 'b', 'c'], 2, 'down')).toEqual(['a', 'b', 'c']);
  });
});

describe('what stops a course from being published', () => {
  const lesson = { bodyMd: 'Text', videoUrl: null, moduleId: 'm1' };
  it('needs a lesson, every lesson with text or video, no empty module and no empty quiz', () => {
    expect(publishProblems({ lessons: [], modules: [{ id: 'm1' }], quiz: null })).toEqual(['noLessons']);
    expect(
      publishProblems({
        lessons: [lesson, { ...lesson, bodyMd: '  ' }],
        modules: [{ id: 'm1' }, { id: 'm2' }],
        quiz: { questionCount: 0 },
      }),
    ).toEqual(['emptyLessons', 'emptyModules', 'emptyQuiz']);
    expect(
      publishProblems({
        lessons: [{ ...lesson, bodyMd: '', videoUrl: 'https://v.example.org/1' }],
        modules: [{ id: 'm1' }],
        quiz: null,
      }),
    ).toEqual([]);
    expect(publishProblems({ lessons: [lesson], modules: [{ id: 'm1' }], quiz: { questionCount: 3 } })).toEqual([]);
  });
});
