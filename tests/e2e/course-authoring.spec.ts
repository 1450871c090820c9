import { expect, test } from './fixtures';
import { DEMO_INSTRUCTOR } from './support/accounts';
import { signInAs, signUpBuyer, uniqueId } from './support/shopper';

/*
 * An instructor writes a course in the browser (issue 13, the instructor dashboard): a draft,
 * a lesson previewed before it is saved, a quiz question, publishing once nothing is missing;
 * then a learner takes it to its certificate and the instructor sees their progress.
 */

test('write a course with a lesson and a quiz, publish it, and see a learner finish it', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  const title = `Growing garlic ${uniqueId()}`;
  await signInAs(page, DEMO_INSTRUCTOR);
  await page.goto('/instructor-dashboard');
  await page.getByRole('link', { name: 'Write a new course' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Write a new course' })).toBeVisible();
  // An empty form names what is missing beside each field.
  await page.getByRole('button', { name: 'Create the draft' }).click();
  await expect(page.getByText('Give the course a title of at least 3 characters.')).toBeVisible();
  await checkA11y();
  await page.getByLabel('Course title').fill(title);
  await page.getByLabel('Summary').fill('Plant, grow, harvest and cure garlic in a home garden, from autumn to summer.');
  await page.getByLabel("First module's title").fill('Planting');
  await page.getByRole('button', { name: 'Create the draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Add at least one lesson.')).toBeVisible();

  await page.getByLabel("New lesson's title").fill('Choosing and planting cloves');
  await page.getByRole('button', { name: 'Add a lesson' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choosing and planting cloves' })).toBeVisible();
  await page
    .getByLabel('Lesson text')
    .fill('## Depth\n\nPush each clove in **pointed end up**, two fingers deep.\n\n<script>alert(1)</script>');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview (not saved yet)' });
  await expect(preview.getByRole('heading', { name: 'Depth' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('pointed end up');
  await expect(preview.locator('script')).toHaveCount(0);
  await page.getByLabel('Open preview').check();
  await page.getByRole('button', { name: 'Save the lesson' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lesson saved.' })).toBeVisible();
  await checkA11y();

  await page.getByRole('link', { name: `Back to ${title}` }).click();
  await page.getByRole('link', { name: 'Add a quiz' }).click();
  await page.getByRole('button', { name: 'Create the quiz' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Quiz settings saved.' })).toBeVisible();
  await page.getByLabel('Question 1').fill('How deep are garlic cloves planted?');
  await page.getByLabel('Answer A', { exact: true }).fill('Two fingers deep');
  await page.getByLabel('Answer B', { exact: true }).fill('On the surface');
  await page.getByLabel('Why this is the answer').fill('Deep enough to root and stay put through frost.');
  // No right answer ticked: refused beside the answers, and what was typed stays.
  await page.getByRole('button', { name: 'Add the question' }).click();
  await expect(page.getByText('Tick the one right answer.')).toBeVisible();
  await expect(page.getByLabel('Answer A', { exact: true })).toHaveValue('Two fingers deep');
  await page.getByLabel('Answer A is right').check();
  await page.getByRole('button', { name: 'Add the question' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Question added.' })).toBeVisible();
  await checkA11y();

  await page.getByRole('link', { name: `Back to ${title}` }).click();
  await page.getByRole('button', { name: 'Publish the course' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The course is published and in the catalogue.' })).toBeVisible();
  const courseEditor = page.url();

  // A learner finds it, enrols, finishes the lesson and passes the quiz.
  const learnerContext = await browser.newContext({ baseURL });
  const learner = await learnerContext.newPage();
  try {
    await signUpBuyer(learner, 'garlic', { first: 'Gwen', last: 'Garlic' });
    await learner.goto(`/courses?q=${encodeURIComponent(title)}`);
    await learner.getByRole('link', { name: title }).click();
    await learner.getByRole('button', { name: 'Enrol for free' }).click();
    await expect(learner.getByRole('heading', { level: 1, name: 'Choosing and planting cloves' })).toBeVisible();
    await expect(learner.getByRole('heading', { name: 'Depth' })).toBeVisible();
    await learner.getByRole('button', { name: 'Mark as complete', exact: true }).click();
    await expect(learner.getByText('Completed', { exact: true })).toBeVisible();
    await learner.getByRole('link', { name: 'Take the quiz' }).click();
    await learner.getByRole('group', { name: 'How deep are garlic cloves planted?' }).getByLabel('Two fingers deep').check();
    await learner.getByRole('button', { name: 'Submit answers' }).click();
    await expect(learner.getByRole('status').filter({ hasText: 'Passed with 100%. Well done!' })).toBeVisible();
    await expect(learner.getByText('You finished this course.')).toBeVisible();
  } finally {
    await learnerContext.close();
  }

  // The instructor sees the learner and how far they got.
  await page.goto(courseEditor);
  await page.getByRole('link', { name: '1 learner' }).click();
  const row = page.getByRole('row', { name: /Gwen Garlic/ });
  await expect(row.getByText('1 of 1')).toBeVisible();
  await expect(row.getByText('100%')).toBeVisible();
  await checkA11y();
});
