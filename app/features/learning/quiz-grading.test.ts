import { describe, expect, it } from 'vitest';
import { gradeQuiz, isAnswerCorrect, readQuizAnswers, unansweredQuestions } from './quiz-grading';

const single = { id: 'q1', kind: 'single' as const, options: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], correct: ['b'] };
const multiple = {
  id: 'q2',
  kind: 'multiple' as const,
  options: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }],
  correct: ['a', 'c'],
};
const questions = [single, multiple];

const form = (pairs: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of pairs) data.append(name, value);
  return data;
};

describe('readQuizAnswers', () => {
  it('keeps only the options a question has, once each, in its order', () => {
    const answers = readQuizAnswers(
      form([
        ['answer-q2', 'c'],
        ['answer-q2', 'zz'],
        ['answer-q2', 'a'],
        ['answer-q2', 'c'],
        ['answer-q1', 'b'],
        ['answer-q9', 'a'],
      ]),
      questions,
    );
    expect(answers).toEqual({ q1: ['b'], q2: ['a', 'c'] });
  });

  it('reads two answers to a single-choice question as none', () => {
    const answers = readQuizAnswers(
      form([
        ['answer-q1', 'a'],
        ['answer-q1', 'b'],
      ]),
      questions,
    );
    expect(answers.q1).toEqual([]);
    expect(unansweredQuestions(questions, answers)).toEqual(['q1', 'q2']);
  });
});

describe('grading', () => {
  it('needs exactly the right options: no more, no fewer', () => {
    expect(isAnswerCorrect(multiple, ['a', 'c'])).toBe(true);
    expect(isAnswerCorrect(multiple, ['c', 'a'])).toBe(true);
    expect(isAnswerCorrect(multiple, ['a'])).toBe(false);
    expect(isAnswerCorrect(multiple, ['a', 'b', 'c'])).toBe(false);
    expect(isAnswerCorrect(single, ['b'])).toBe(true);
    expect(isAnswerCorrect(single, [])).toBe(false);
  });

  it('scores in whole percent, rounded down, against the pass mark', () => {
    expect(gradeQuiz(questions, { q1: ['b'], q2: ['a'] }, 50)).toEqual({
      results: [
        { questionId: 'q1', isCorrect: true },
        { questionId: 'q2', isCorrect: false },
      ],
      correctCount: 1,
      questionCount: 2,
      scorePercent: 50,
      passed: true,
    });
    expect(gradeQuiz(questions, { q1: ['b'], q2: ['a'] }, 51).passed).toBe(false);
    const three = [single, multiple, { ...single, id: 'q3' }];
    // Two of three is 66%, not 67%: a 67% pass mark is not met.
    expect(gradeQuiz(three, { q1: ['b'], q2: ['a', 'c'], q3: ['a'] }, 67)).toMatchObject({ scorePercent: 66, passed: false });
  });

  it('never passes a quiz without questions', () => {
    expect(gradeQuiz([], {}, 1)).toMatchObject({ scorePercent: 0, passed: false });
  });
});
