import { expect, test } from './fixtures';
import { uniqueId } from './support/shopper';

/*
 * An accepted answer into a guide's FAQ (issue 37, decision 0097): the admin asks a question,
 * answers it and marks the answer, words it for a guide from the accepted post's "Add to a
 * guide's FAQ", and the guide shows it with a link back to the thread and FAQPage data; then
 * removes it, and the guide no longer does.
 */

test.use({ asAdmin: true });

test('an admin takes an accepted answer into a guide’s FAQ, and the guide shows it', async ({ page, checkA11y }) => {
  test.setTimeout(90_000);
  const id = uniqueId();
  const title = `How often should a drip line run ${id}`;
  const question = `How often should a drip line run in summer (${id})?`;

  await page.goto('/forum/new');
  await page.getByLabel('Category').selectOption({ label: 'Soil and compost' });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('A question').check();
  await page.getByLabel('Your post').fill('Mine runs every evening for an hour. Is that too much for tomatoes?');
  await page.getByRole('button', { name: 'Post thread' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page
    .getByLabel('Reply', { exact: true })
    .fill(`Water **deeply and less often** (${id}): twice a week, longer each time.`);
  await page.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByText('Your reply is posted.')).toBeVisible();

  // Marked as the answer (a plain form the list of posts sends), it offers the guide's FAQ.
  const reply = page.getByRole('article', { name: 'Reply 1 by Demo A.' });
  await reply.getByRole('button', { name: 'Mark as the answer' }).click();
  await expect(page.getByText('Marked as the answer.')).toBeVisible();
  await expect(reply.getByText('Accepted answer')).toBeVisible();
  await reply.getByRole('link', { name: 'Add to a guide’s FAQ' }).click();

  // The form starts from the thread's title and the answer's words.
  await expect(page.getByRole('heading', { level: 1, name: 'Add an answer to a guide’s FAQ' })).toBeVisible();
  await expect(page.getByLabel('Question')).toHaveValue(`${title}?`);
  await expect(page.getByLabel('Answer')).toHaveValue(new RegExp(`deeply and less often\\*\\* \\(${id}\\)`));
  await page.getByRole('button', { name: 'Add to the guide' }).click();
  await expect(page.getByText('Choose one of the guides.')).toBeVisible();
  await page.getByLabel('Guide').selectOption({ label: 'Water Conservation for Growers' });
  await page.getByLabel('Question').fill(question);
  await checkA11y();
  await page.getByRole('button', { name: 'Add to the guide' }).click();

  // The guide shows it, linked to the thread, with FAQPage data.
  await expect(page).toHaveURL(/\/water-conservation#faq-[0-9a-f]{8}$/);
  await expect(page.getByText('Added to the guide’s FAQ.')).toBeVisible();
  const faq = page.getByRole('region', { name: 'Questions from the forum' });
  await expect(faq.getByRole('heading', { level: 3, name: question })).toBeVisible();
  await expect(faq.locator('strong', { hasText: 'deeply and less often' }).first()).toBeVisible();
  await expect(faq.getByRole('link', { name: `From the forum: ${title}` })).toHaveAttribute('href', /^\/forum\/t\//);
  const html = await (await page.request.get('/water-conservation')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const parsed = JSON.parse(match[1] ?? 'null');
    return Array.isArray(parsed) ? parsed : [parsed];
  });
  const faqPage = blocks.find((block) => block?.['@type'] === 'FAQPage');
  expect(faqPage?.mainEntity).toContainEqual(expect.objectContaining({ '@type': 'Question', name: question }));
  await checkA11y();

  // Removed, it is gone from the guide.
  await faq.getByRole('link', { name: `From the forum: ${title}` }).click();
  await page.getByRole('article', { name: 'Reply 1 by Demo A.' }).getByRole('link', { name: 'Add to a guide’s FAQ' }).click();
  await page.getByRole('button', { name: `Remove “${question}” from its guide` }).click();
  await expect(page.getByText('Removed from the guide’s FAQ.')).toBeVisible();
  await page.goto('/water-conservation');
  await expect(page.getByRole('heading', { level: 3, name: question })).toHaveCount(0);
});
