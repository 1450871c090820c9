import { expect, newPersonPage, test } from './fixtures';
import { signUpBuyer, uniqueId } from './support/shopper';

/*
 * The forum (issue 37): the admin starts a question; a new member replies and their first post
 * waits for a moderator, unseen by a visitor, who can read but not post; the admin approves it
 * from the queue and it appears on the open pages without a reload; the admin's reply, naming
 * the member, reaches the member's open page live and their notifications; the member reports a
 * post, and the admin hides it from the queue.
 */

test.use({ asAdmin: true });

test('a thread lives: a held first post approved, replies arriving live, a mention, a report and a hide', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  // Three people's browsers and a moderator's second tab.
  test.setTimeout(150_000);
  const id = uniqueId();
  const title = `Does a compost heap need turning ${id}?`;
  const memberWords = `Turning speeds it up (${id}), but a slow heap gets there by itself.`;
  const answerWords = `turn it once in spring (${id})`;

  // The admin starts a question.
  await page.goto('/forum');
  await page.getByRole('link', { name: 'New thread' }).click();
  await page.getByLabel('Category').selectOption({ label: 'Soil and compost' });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('A question').check();
  await page.getByLabel('Your post').fill('Mine is a slow heap of leaves and kitchen scraps. **Should I turn it** at all?');
  await page.getByRole('button', { name: 'Post thread' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Your thread is posted.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Opening post by Demo A.' }).locator('strong')).toHaveText('Should I turn it');
  const threadUrl = page.url();
  await expect(page.getByText('Live: new replies appear here')).toBeVisible();

  // A new member replies: their first post waits for a moderator, and they see it marked so.
  const member = await newPersonPage(browser, baseURL);
  await signUpBuyer(member, 'forum-member', { first: 'Rowan', last: 'Birch' });
  await member.goto(threadUrl);
  await member.getByLabel('Reply', { exact: true }).fill(memberWords);
  await member.getByRole('button', { name: 'Post reply' }).click();
  await expect(member.getByText(/A moderator will check your reply/)).toBeVisible();
  const held = member.getByRole('article', { name: 'Reply 1 by Rowan B.' });
  await expect(held.getByText('Awaiting approval')).toBeVisible();
  const handle = ((await held.getByRole('link', { name: 'Rowan B.' }).getAttribute('href')) ?? '').split('/').pop() ?? '';
  expect(handle).toMatch(/^rowan_b\d*$/);
  await expect(member.getByText('Live: new replies appear here')).toBeVisible();

  // A visitor reads the thread, not the held reply, and cannot post.
  const visitor = await newPersonPage(browser, baseURL);
  await visitor.goto(threadUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText(`Turning speeds it up (${id})`)).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Sign in to reply' })).toBeVisible();
  await expect(visitor.getByLabel('Reply', { exact: true })).toHaveCount(0);
  await expect(visitor.getByText('Live: new replies appear here')).toBeVisible();

  // The admin approves it from the queue; the open pages show it without a reload.
  const queue = await page.context().newPage();
  await queue.goto('/forum/moderation');
  const queued = queue.getByRole('article', { name: 'Post by Rowan B.' }).filter({ hasText: `Turning speeds it up (${id})` });
  await queued.getByRole('button', { name: 'Approve' }).click();
  await expect(queue.getByText('The post is approved.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Reply 1 by Rowan B.' })).toContainText(`Turning speeds it up (${id})`);
  await expect(visitor.getByRole('article', { name: 'Reply 1 by Rowan B.' })).toContainText(`Turning speeds it up (${id})`);

  // The admin answers, naming the member: it reaches the member's open page live.
  await page.getByLabel('Reply', { exact: true }).fill(`Agreed, @${handle}: ${answerWords} if you want it sooner.`);
  await page.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByText('Your reply is posted.')).toBeVisible();
  const answer = member.getByRole('article', { name: 'Reply 2 by Demo A.' });
  await expect(answer).toContainText(answerWords);
  await expect(answer.getByRole('link', { name: `@${handle}` })).toBeVisible();
  await checkA11y();

  // The member is told of the mention.
  await member.goto('/forum/notifications');
  await expect(member.getByRole('button', { name: `Demo A. mentioned you in “${title}”` })).toBeVisible();

  // The member corrects their reply; the admin's open page shows the change without a reload.
  await member.goto(threadUrl);
  const own = member.getByRole('article', { name: 'Reply 1 by Rowan B.' });
  await own.getByRole('link', { name: 'Edit' }).click();
  await own.getByLabel('Your post').fill(`${memberWords} A slow heap takes about a year (${id}).`);
  await own.getByRole('button', { name: 'Save changes' }).click();
  await expect(member.getByText('Your changes are saved.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Reply 1 by Rowan B.' })).toContainText(
    `A slow heap takes about a year (${id}).`,
  );

  // The member reports the answer; the admin hides it from the queue; the visitor then sees its place only.
  await member.goto(threadUrl);
  const reported = member.getByRole('article', { name: 'Reply 2 by Demo A.' });
  await reported.getByRole('link', { name: 'Report' }).click();
  await reported.getByLabel('Why are you reporting this post?').selectOption('off-topic');
  await reported.getByRole('button', { name: 'Send report' }).click();
  await expect(member.getByText('Thank you: the moderators will look at it.')).toBeVisible();
  await queue.reload();
  const report = queue.getByRole('article', { name: 'Post by Demo A.' }).filter({ hasText: answerWords });
  await expect(report.getByText('1 report: Off topic')).toBeVisible();
  await report.getByRole('button', { name: 'Hide' }).click();
  await expect(queue.getByText('The post is hidden.')).toBeVisible();
  await expect(visitor.getByRole('article', { name: 'Reply 2 by Demo A.' })).toContainText('A moderator hid this post.');
  await expect(visitor.getByText(answerWords)).toHaveCount(0);
  await queue.close();
  await member.context().close();
  await visitor.context().close();
});
