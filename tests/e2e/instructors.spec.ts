import { expect, test } from './fixtures';
import { DEMO_ADMIN } from './support/accounts';
import { signInAs, signUpBuyer, uniqueId } from './support/shopper';

/*
 * Becoming an instructor (issue 13), as two people live it: a person applies, an administrator
 * approves in their own browser, and the new instructor schedules a live class from the dashboard.
 */

test('apply to teach, get approved by an admin, schedule a first live class', async ({ page, browser, baseURL, checkA11y }) => {
  // Names take letters only: the unique number spelled in letters tells parallel runs apart.
  const last = `Teacher${uniqueId().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? '')}`;
  await signUpBuyer(page, 'teach', { first: 'Tamsin', last });
  await page.goto('/instructor/apply');
  await page.getByLabel('What you teach').fill('Seed saving and small-plot vegetables');
  await page.getByLabel('Your experience').fill('Twelve years running a community seed library and teaching allotment holders.');
  // Too short a sample lesson is refused beside the field, the rest is kept.
  await page.getByLabel('A sample lesson').fill('# Saving seed\n\nToo short.');
  await page.getByLabel('Your time zone').fill('Europe/Lisbon');
  await page.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByText('Write a sample lesson of at least 200 characters.')).toBeVisible();
  await expect(page.getByLabel('What you teach')).toHaveValue('Seed saving and small-plot vegetables');
  await checkA11y();
  await page
    .getByLabel('A sample lesson')
    .fill(`# Saving tomato seed\n\n${'Scoop the seeds into a jar with a little water and leave them three days. '.repeat(4)}`);
  await page.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByRole('heading', { name: 'Your application is being reviewed' })).toBeVisible();

  // The administrator approves it.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  try {
    await signInAs(admin, DEMO_ADMIN);
    await admin.goto('/admin/instructors');
    const application = admin.getByRole('article', { name: `Tamsin ${last}` });
    await expect(application.getByText('Seed saving and small-plot vegetables')).toBeVisible();
    await application.getByText('Read the sample lesson').click();
    await expect(application.getByRole('heading', { level: 4, name: 'Saving tomato seed' })).toBeVisible();
    await application.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Approved: the applicant is now an instructor and has been told by email.')).toBeVisible();
  } finally {
    await adminContext.close();
  }

  // Onboarding starts their public name from their account's name (issue 35, point 15).
  await page.goto('/instructor/onboarding');
  await expect(page.getByLabel('Name learners see')).toHaveValue(`Tamsin ${last}`);

  // The new instructor's dashboard is open; they schedule a class.
  await page.goto('/instructor-dashboard');
  await expect(page.getByRole('heading', { name: 'Your live classes' })).toBeVisible();
  await page.getByText('Schedule a live class').click();
  await page.getByLabel('Title').fill('Saving tomato seed, live');
  await page.getByLabel('Summary').fill('Ferment, rinse and dry tomato seed together, with time for questions.');
  await page.getByRole('button', { name: 'Schedule the class' }).click();
  await expect(page.getByText('Class scheduled. It is on the coaching page now, open for booking.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Saving tomato seed, live' })).toBeVisible();
  await checkA11y();
});
