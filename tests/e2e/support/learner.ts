import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

const CODE = /^VL(-[0-9A-Z]{4}){3}$/;

/** Answers every question of Water-Wise Gardening's quiz right (the course's own answer key). */
export async function passWaterWiseQuiz(page: Page): Promise<void> {
  const quiz = JSON.parse(fs.readFileSync('content/courses/water-wise-gardening/quiz.json', 'utf8')) as {
    questions: Array<{ prompt: string; options: Array<{ id: string; text: string }>; correct: string[] }>;
  };
  await page.goto('/courses/water-wise-gardening/quiz');
  for (const question of quiz.questions) {
    const group = page.getByRole('group', { name: question.prompt });
    for (const option of question.options.filter((option) => question.correct.includes(option.id)))
      await group.getByLabel(option.text, { exact: true }).check();
  }
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passed with 100%. Well done!' })).toBeVisible();
}

/**
 * The signed-in person enrols in Water-Wise Gardening (free: four lessons and a quiz), passes the
 * quiz with the course's own answer key, completes the four lessons, and lands on the completion
 * page. Answers the certificate's code.
 */
export async function finishWaterWiseGardening(page: Page): Promise<string> {
  await page.goto('/courses/water-wise-gardening');
  await page.getByRole('button', { name: 'Enrol for free' }).click();
  await expect(page.getByText('Lesson 1 of 4')).toBeVisible();
  await passWaterWiseQuiz(page);
  await page.goto('/courses/water-wise-gardening');
  await page.getByRole('link', { name: 'Start the first lesson' }).click();
  for (const lesson of [1, 2, 3]) {
    await expect(page.getByText(`Lesson ${lesson} of 4`)).toBeVisible();
    await page.getByRole('button', { name: 'Complete and go to the next lesson' }).click();
  }
  await expect(page.getByText('Lesson 4 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Mark as complete', exact: true }).click();
  await expect(page).toHaveURL('/courses/water-wise-gardening/complete');
  const code = page.getByRole('region', { name: 'Your certificate' }).getByText(CODE);
  await expect(code).toBeVisible();
  return (await code.textContent()) ?? '';
}
