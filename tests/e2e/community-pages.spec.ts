import { seasonOf } from '../../app/features/recipes/recipe-filters';
import { expect, newPersonPage, test } from './fixtures';
import { uniqueId } from './support/shopper';

/*
 * The community pages (issue 36): the hub shows the newest post, the next live classes and
 * recipes of the season, each linking to its page; an admin writes and publishes an open role,
 * and a visitor finds it on /careers until it is taken down. A query string of its own gives
 * each visitor's look a fresh copy rather than the page cache's (decision 0084).
 */

const SEASON_LABELS = { spring: 'Spring', summer: 'Summer', autumn: 'Autumn', winter: 'Winter' } as const;

test('the hub shows the latest thread and post, a class and a recipe of the season, each linking to its page', async ({
  page,
  checkA11y,
}) => {
  const id = uniqueId();
  await page.goto(`/blog?hub=${id}`);
  const latest = (await page.getByRole('article').first().getByRole('heading').first().textContent())?.trim() ?? '';
  expect(latest).not.toBe('');

  await page.goto(`/community?check=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await checkA11y();

  // The newest post comes first, and leads to the post.
  const posts = page.getByRole('region', { name: 'Latest from the blog' });
  await expect(posts.getByRole('heading', { level: 3 }).first()).toHaveText(latest);
  await posts.getByRole('link', { name: latest }).click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: latest })).toBeVisible();

  // The next live class leads to its page.
  await page.goto(`/community?check=${id}`);
  const classes = page.getByRole('region', { name: 'Upcoming live classes' });
  const classLink = classes.getByRole('heading', { level: 3 }).first().getByRole('link');
  const classTitle = (await classLink.textContent())?.trim() ?? '';
  expect(classTitle).not.toBe('');
  await classLink.click();
  await expect(page).toHaveURL(/\/coaching\/classes\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: classTitle })).toBeVisible();

  // A recipe of this season (northern hemisphere) leads to the recipe.
  await page.goto(`/community?check=${id}`);
  const seasonKey = seasonOf(new Date());
  const season = SEASON_LABELS[seasonKey];
  const recipes = page.getByRole('region', { name: `Recipes for ${season}` });
  const recipeLink = recipes.getByRole('heading', { level: 3 }).first().getByRole('link');
  const recipeTitle = (await recipeLink.textContent())?.trim() ?? '';
  expect(recipeTitle).not.toBe('');
  await recipeLink.click();
  await expect(page).toHaveURL(/\/recipes\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: recipeTitle })).toBeVisible();
  await page.goto(`/recipes?season=${seasonKey}&check=${id}`);
  await expect(page.getByRole('list', { name: 'Recipes' }).getByRole('link', { name: recipeTitle })).toBeVisible();

  // The latest forum thread leads to the thread.
  await page.goto(`/community?check=${id}`);
  const threads = page.getByRole('region', { name: 'Latest from the forum' });
  const threadLink = threads.getByRole('heading', { level: 3 }).first().getByRole('link');
  const threadTitle = (await threadLink.textContent())?.trim() ?? '';
  expect(threadTitle).not.toBe('');
  await threadLink.click();
  await expect(page).toHaveURL(/\/forum\/t\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: threadTitle })).toBeVisible();
});

test.describe('open roles', () => {
  test.use({ asAdmin: true });

  test('an admin publishes a role, a visitor sees it on /careers, and it goes when taken down', async ({
    page,
    browser,
    baseURL,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    const id = uniqueId();
    const title = `Seed room lead ${id}`;

    await page.goto('/careers/admin');
    await page.getByRole('link', { name: 'Write a new role' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Write a new role' })).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Team', { exact: true }).fill('Logistics');
    await page.getByRole('combobox', { name: 'Type of contract' }).selectOption('full-time');
    await page.getByRole('combobox', { name: 'Where the work is done' }).selectOption('on-site');
    await page.getByLabel('Location', { exact: true }).fill('Our packing room');
    // Too short a summary is refused beside its field, and what was typed stays.
    await page.getByLabel('Summary').fill('Pack seeds.');
    await page
      .getByLabel('Description (markdown)')
      .fill('## What you will do\n\nCount, pack and label seed for every order, and keep the seed room dry and tidy.');
    await page.getByLabel('Apply by email to').fill('jobs@example.org');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Write a summary of 50 to 160 characters.')).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await page
      .getByLabel('Summary')
      .fill('Run the room where our seed is counted, packed and labelled, and keep every order going out on time.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Role saved.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Not published', { exact: true })).toBeVisible();
    await checkA11y();

    // Not public until it is published.
    const visitor = await newPersonPage(browser, baseURL);
    await visitor.goto(`/careers?before=${id}`);
    await expect(visitor.getByRole('region', { name: 'Open roles' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('The role is published on the careers page.')).toBeVisible();

    await visitor.goto(`/careers?after=${id}`);
    await visitor.getByRole('region', { name: 'Open roles' }).getByRole('link', { name: title }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText('Logistics · On site · Our packing room · Full time')).toBeVisible();
    const apply = visitor.getByRole('link', { name: 'Apply by email to jobs@example.org' });
    await expect(apply).toHaveAttribute('href', /^mailto:jobs@example\.org\?subject=Application/);

    // Taken down from the list of roles: gone from /careers and from its address.
    await page.goto('/careers/admin');
    await page.getByRole('button', { name: `Take down ${title}` }).click();
    await expect(page.getByText('The role is no longer on the careers page.')).toBeVisible();
    await visitor.goto(`/careers?down=${id}`);
    await expect(visitor.getByRole('region', { name: 'Open roles' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
    await visitor.context().close();
  });
});
