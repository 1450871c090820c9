import { expect, newPersonPage, test } from './fixtures';
import { signUpBuyer, uniqueId } from './support/shopper';

/*
 * The blog (issue 36): an admin writes a post and schedules it, writes another and publishes it;
 * a member comments on it and sees the comment held; visitors do not see it until the admin
 * approves it; then they do.
 */

test.use({ asAdmin: true });

/** The address the editor derives from a title made of plain words and digits. */
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A `datetime-local` value a day from now, in the browser's own zone. */
const tomorrowLocal = () => {
  const date = new Date(Date.now() + 24 * 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

test('write and schedule a post, publish another, and approve a member’s held comment', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  // Three people's browsers and two saves: the longest flow here (decision 0046's ceiling).
  test.setTimeout(180_000);
  const id = uniqueId();
  const scheduledTitle = `Mulching strawberries ${id}`;
  const publishedTitle = `Forcing rhubarb ${id}`;

  // The admin writes a post: the preview follows the text, and the post is scheduled for tomorrow.
  await page.goto('/blog/admin');
  await page.getByRole('link', { name: 'Write a new post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Write a new post' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(scheduledTitle);
  await page.getByLabel('Summary').fill('Straw under the fruit keeps berries clean, dry and away from slugs through a wet June.');
  await page.getByLabel('Tags').fill('fruit, seasonal');
  await page
    .getByLabel('Text (markdown)')
    .fill('## When to mulch\n\nOnce the first **flowers** open.\n\n<script>alert(1)</script>');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'When to mulch' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('flowers');
  await expect(preview.locator('script')).toHaveCount(0);
  await page.getByLabel('Schedule for the time below').check();
  await page.getByLabel('Publish at').fill(tomorrowLocal());
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Post saved and scheduled.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: scheduledTitle })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1 saved version' })).toBeVisible();
  await checkA11y();
  await page.goto('/blog/admin');
  await expect(page.getByRole('row', { name: new RegExp(scheduledTitle) })).toContainText('Scheduled for');

  // A second post, published now.
  await page.getByRole('link', { name: 'Write a new post' }).click();
  await page.getByLabel('Title', { exact: true }).fill(publishedTitle);
  await page.getByLabel('Summary').fill('Cover a rhubarb crown in late winter for pale, tender stems weeks before the rest.');
  await page.getByLabel('Tags').fill('seasonal');
  await page.getByLabel('Text (markdown)').fill('## Cover the crown\n\nUse a bucket or a forcing pot.');
  await page.getByLabel('Publish now').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Post saved and published.')).toBeVisible();

  const visitor = await newPersonPage(browser, baseURL);
  // Scheduled posts are not out yet; the published one is.
  const scheduledResponse = await visitor.goto(`/blog/${slugOf(scheduledTitle)}`);
  expect(scheduledResponse?.status()).toBe(404);
  await visitor.goto(`/blog?tag=seasonal&check=${id}`);
  await expect(visitor.getByRole('link', { name: publishedTitle })).toBeVisible();
  await expect(visitor.getByRole('link', { name: scheduledTitle })).toHaveCount(0);

  // A member comments; it is held, and they see it marked as such.
  const member = await newPersonPage(browser, baseURL);
  await signUpBuyer(member, 'blog-commenter', { first: 'Rowan', last: 'Birch' });
  const postPath = `/blog/${slugOf(publishedTitle)}`;
  await member.goto(postPath);
  await expect(member.getByRole('heading', { level: 1, name: publishedTitle })).toBeVisible();
  await member.getByLabel('Add a comment').fill('Does an upturned dustbin work as well as a forcing pot?');
  await member.getByRole('button', { name: 'Post comment' }).click();
  await expect(member.getByText('Thanks! Your comment will appear once a moderator approves it.')).toBeVisible();
  const ownComment = member.getByRole('article', { name: 'Comment by Rowan B.' });
  await expect(ownComment).toContainText('Does an upturned dustbin work');
  await expect(ownComment.getByText('Awaiting approval')).toBeVisible();

  // Visitors see no held comment, and a sign-in link instead of the form.
  await visitor.goto(`${postPath}?before=${id}`);
  await expect(visitor.getByRole('link', { name: /Sign in to join the conversation/ })).toBeVisible();
  await expect(visitor.getByText('Does an upturned dustbin work')).toHaveCount(0);
  await expect(visitor.getByLabel('Add a comment')).toHaveCount(0);

  // The admin approves it.
  await page.goto('/blog/admin');
  await expect(page.getByText('Does an upturned dustbin work as well as a forcing pot?')).toBeVisible();
  await page.getByRole('button', { name: 'Approve the comment by Rowan B.' }).click();
  await expect(page.getByText('Comment approved: it shows under the post now.')).toBeVisible();

  // Now a visitor reads it, without the mark.
  await visitor.goto(postPath);
  const shown = visitor.getByRole('article', { name: 'Comment by Rowan B.' });
  await expect(shown).toContainText('Does an upturned dustbin work as well as a forcing pot?');
  await expect(shown.getByText('Awaiting approval')).toHaveCount(0);
  await member.context().close();
  await visitor.context().close();
});
