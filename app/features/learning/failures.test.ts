import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  certificateFailure,
  classFailure,
  courseEditFailure,
  courseReviewFailure,
  enrolmentFailure,
  lessonFileFailure,
  quizFailure,
  scheduleFailure,
} from './failures';

// Every failure learning declares is shown as t(message): each key must read in English (a
// plural key by its forms, `_one` and `_other`).

const en: unknown = JSON.parse(readFileSync(new URL('../../../public/i18n/en.json', import.meta.url), 'utf8'));

function translation(key: string): unknown {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const isTranslated = (key: string) => typeof translation(key) === 'string' || typeof translation(`${key}_other`) === 'string';

const TABLES = {
  certificateFailure,
  classFailure,
  courseEditFailure,
  courseReviewFailure,
  enrolmentFailure,
  lessonFileFailure,
  quizFailure,
  scheduleFailure,
};

describe("learning's failures", () => {
  it('each show an existing translation', () => {
    const missing = Object.entries(TABLES).flatMap(([name, make]) =>
      Object.entries(make.table)
        .filter(([, spec]) => !isTranslated(spec.message))
        .map(([code, spec]) => `${name}('${code}'): ${spec.message}`),
    );
    expect(missing).toEqual([]);
  });

  it('answer with their code, key and status', () => {
    expect(classFailure('full')).toEqual({ ok: false, code: 'full', message: 'learning.classes.errors.full', status: 409 });
    expect(lessonFileFailure('video-type')).toMatchObject({ field: 'video', status: 400 });
  });
});
