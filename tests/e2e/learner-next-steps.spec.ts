import { expect, test } from './fixtures';
import { payWithTestCard, signUpBuyer } from './support/shopper';

/*
 * Issue 35, point 13: after paying for a course or a class seat, the order's page speaks to what
 * was bought (a course starts at its first lesson; a class says when, offers its calendar file and
 * says how to join) instead of a shop receipt with a delivery estimate for nothing shipped.
 */

test('a paid course: the success page starts the course, with no delivery estimate', { tag: '@phone' }, async ({
  page,
  checkA11y,
}) => {
  await signUpBuyer(page, 'success-course');
  await page.goto('/courses/organic-pest-management');
  await page.getByRole('button', { name: 'Buy this course' }).click();
  await payWithTestCard(page);
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const successUrl = page.url();
  await expect(page.getByText(/Order VL-\d+ is paid/)).toBeVisible();
  const next = page.getByRole('region', { name: 'What’s next' });
  await expect(next.getByText('Organic Pest Management', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Estimated delivery' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Browse more courses' })).toHaveAttribute('href', '/courses');
  await checkA11y();

  // The enrolment follows the payment (a background job); the link opens the first lesson.
  await expect(next.getByRole('link', { name: 'Start the course' })).toHaveAttribute(
    'href',
    /^\/courses\/organic-pest-management\/lessons\/integrated-pest-management-and-monitoring$/,
  );
  await expect(async () => {
    await page.goto(successUrl);
    await page.getByRole('region', { name: 'What’s next' }).getByRole('link', { name: 'Start the course' }).click();
    await expect(page.getByText('Lesson 1 of 4')).toBeVisible({ timeout: 1000 });
    await expect(page.getByRole('button', { name: 'Mark as complete', exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});

test('a paid class seat: the success page says when, adds it to the calendar and says how to join', { tag: '@phone' }, async ({
  page,
  checkA11y,
}) => {
  await signUpBuyer(page, 'success-class');
  await page.goto('/coaching/enroll');
  await page
    .getByRole('article')
    .filter({ hasText: 'Plan your drip irrigation' })
    .getByRole('link', { name: 'Book and pay' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plan your drip irrigation' })).toBeVisible();
  const classUrl = page.url();
  await page.getByRole('button', { name: 'Book and pay' }).click();
  await payWithTestCard(page);
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const next = page.getByRole('region', { name: 'What’s next' });
  await expect(next.getByText('Plan your drip irrigation', { exact: true })).toBeVisible();
  await expect(next.getByText(/, for 60 minutes\.$/)).toBeVisible();
  await expect(next.getByText(/^The live room opens at .+, ten minutes before the start/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Estimated delivery' })).toHaveCount(0);
  await checkA11y();
  const download = page.waitForEvent('download');
  await next.getByRole('link', { name: 'Add to calendar' }).click();
  expect((await download).suggestedFilename()).toMatch(/^class-[0-9a-f-]{36}\.ics$/);
  await next.getByRole('link', { name: 'Go to the class' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plan your drip irrigation' })).toBeVisible();

  // Give the seat back, so that the demo class's eight seats last for every run.
  await expect(async () => {
    await page.goto(classUrl);
    await expect(page.getByText('You have a seat in this class.')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByText('Cancel and get a full refund', { exact: true }).click();
  await page.getByRole('button', { name: 'Yes, cancel my seat' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your seat is cancelled' })).toBeVisible();
});

test('a locked lesson offers the way in: enrol in a free course there, and come back to the lesson', { tag: '@phone' }, async ({
  page,
  checkA11y,
}) => {
  const lesson = '/courses/composting-basics/lessons/building-and-managing-a-pile-or-bin';
  await page.goto(lesson);
  await expect(page.getByText('This lesson is for learners on the course.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the course' })).toBeVisible();
  await checkA11y();
  // A visitor is asked to sign in, and brought back to this lesson.
  await page.getByRole('button', { name: 'Enrol for free' }).click();
  await expect(page).toHaveURL(`/auth?redirectTo=${encodeURIComponent(lesson)}`);

  await signUpBuyer(page, 'locked-lesson');
  await page.goto(lesson);
  await page.getByRole('button', { name: 'Enrol for free' }).click();
  await expect(page).toHaveURL(lesson);
  await expect(page.getByText('Lesson 2 of 4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as complete', exact: true })).toBeVisible();
});

test('a locked lesson of a paid course offers to buy it there, with its price', { tag: '@phone' }, async ({ page }) => {
  await signUpBuyer(page, 'locked-paid');
  await page.goto('/courses/starting-seeds-indoors/lessons/containers-and-seed-starting-mix');
  await expect(page.getByText('This lesson is for learners on the course.')).toBeVisible();
  await expect(page.getByText(/^Plus \$[\d.]+ tax: \$[\d.]+ in all\./)).toBeVisible();
  await page.getByRole('button', { name: 'Buy this course' }).click();
  await expect(page).toHaveURL(/\/pay\/test\/tcs_/);
  await expect(page.getByText(/TEST MODE/)).toBeVisible();
});
