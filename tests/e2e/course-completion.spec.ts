import { expect, test } from './fixtures';
import { passWaterWiseQuiz } from './support/learner';
import { signUpBuyer } from './support/shopper';

/*
 * Issue 35, point 13: finishing a course leads to its completion page, which congratulates the
 * learner, shows the certificate's code with its view and download links, and suggests what to
 * learn next. Water-Wise Gardening is a free demo course: four lessons and a quiz; the quiz is
 * passed first here, so the last lesson is what finishes the course.
 */

test('finishing the last lesson leads to the completion page with the certificate code', { tag: '@phone' }, async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(90_000);
  await signUpBuyer(page, 'finisher');
  await page.goto('/courses/water-wise-gardening');
  await page.getByRole('button', { name: 'Enrol for free' }).click();
  await expect(page.getByText('Lesson 1 of 4')).toBeVisible();

  // Not finished yet: the completion page sends the learner back to the course.
  await page.goto('/courses/water-wise-gardening/complete');
  await expect(page).toHaveURL('/courses/water-wise-gardening');

  // The quiz first, every question answered right (the course's own answer key).
  await passWaterWiseQuiz(page);

  // Then the lessons; the last one finishes the course.
  await page.goto('/courses/water-wise-gardening');
  await page.getByRole('link', { name: 'Start the first lesson' }).click();
  for (const lesson of [1, 2, 3]) {
    await expect(page.getByText(`Lesson ${lesson} of 4`)).toBeVisible();
    await page.getByRole('button', { name: 'Complete and go to the next lesson' }).click();
  }
  await expect(page.getByText('Lesson 4 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Mark as complete', exact: true }).click();

  await expect(page).toHaveURL('/courses/water-wise-gardening/complete');
  await expect(page.getByRole('heading', { level: 1, name: 'You finished Water-Wise Gardening!' })).toBeVisible();
  const certificate = page.getByRole('region', { name: 'Your certificate' });
  await expect(certificate.getByText(/^VL(-[0-9A-Z]{4}){3}$/)).toBeVisible();
  const code = (await certificate.getByText(/^VL(-[0-9A-Z]{4}){3}$/).textContent()) ?? '';
  await expect(certificate.getByRole('link', { name: 'View your certificate' })).toHaveAttribute('href', `/certificates/${code}`);
  await expect(certificate.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('href', `/certificates/${code}/pdf`);
  const next = page.getByRole('region', { name: 'What to learn next' });
  await expect(next.getByRole('listitem').first()).toBeVisible();
  await expect(next.getByRole('link', { name: 'Water-Wise Gardening', exact: true })).toHaveCount(0);
  // Nothing wider than the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await checkA11y();

  // The course page's finished state leads back here.
  await page.goto('/courses/water-wise-gardening');
  await page.getByRole('link', { name: 'See your completion page' }).click();
  await expect(page).toHaveURL('/courses/water-wise-gardening/complete');
});
