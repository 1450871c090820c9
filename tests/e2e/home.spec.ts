import { expect, test } from './fixtures';

// Issue 35, point 11: the home page of a store that is also a school.
test('the home page shows its picture on the first screen, real course cards and an honest relief total', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/');
  // The hero's picture is on the first screen with the heading and both buttons, on a phone too.
  await expect(page.locator('img[src="/images/garden-hero.svg"]')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Explore coaching' })).toBeInViewport();

  // A few real published courses, as the catalogue's cards, each a link to its course.
  const courses = page.getByRole('list', { name: 'Courses to start with' });
  const cards = courses.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(3);
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/courses\/[a-z0-9-]+$/);
  await expect(page.getByRole('link', { name: 'See all courses' })).toHaveAttribute('href', '/courses');

  // Never "$0.00 given so far": the promise until something is given, then the figure.
  const relief = page.getByTestId('relief-total');
  await expect(relief).toHaveText(/^(10% of every order goes to relief work|\$\d[\d,]*\.\d\d)$/);
  await expect(relief).not.toHaveText('$0.00');

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/courses\/[a-z0-9-]+$/);
});
