import { expect, test } from './fixtures';

/*
 * Verde AI (issue 38): a visitor asks in the panel and reads a streamed answer quoted from our
 * pages, with its sources as links; an empty message is not sent; the conversation stays while
 * they move to another page; expand, minimise and close.
 */

test('ask Verde AI and read a cited answer from our pages', async ({ page, checkA11y }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Chat with Verde AI' }).click();
  const chat = page.getByRole('region', { name: 'Chat with Verde AI' });
  const box = chat.getByRole('textbox', { name: 'Your question' });
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('placeholder', 'Ask about sustainable living...');

  // Whitespace alone is not sent.
  await box.fill('   ');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('You asked:')).toHaveCount(0);

  await box.fill('how long do unopened seed packets stay good');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const log = chat.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('how long do unopened seed packets stay good')).toBeVisible();
  const sources = log.getByText('Sources');
  await expect(sources).toBeVisible();
  const firstSource = log.getByRole('link', { name: /^\[1\] / });
  await expect(firstSource).toBeVisible();
  await expect(log).toContainText(/\[\d\]/);
  await checkA11y();

  // The conversation stays when the visitor moves on, and a source leads to its page.
  const href = (await firstSource.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\//);
  await firstSource.click();
  await expect(page).toHaveURL(href);
  await page.getByRole('button', { name: 'Chat with Verde AI' }).click();
  await expect(
    chat.getByRole('log', { name: 'Conversation' }).getByText('how long do unopened seed packets stay good'),
  ).toBeVisible();

  await chat.getByRole('button', { name: 'Expand chat' }).click();
  await expect(chat).toHaveClass(/w-96/);
  await chat.getByRole('button', { name: 'Minimise chat' }).click();
  await expect(chat).toHaveClass(/w-80/);
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
});

test('a medical question is declined politely', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Chat with Verde AI' }).click();
  const chat = page.getByRole('region', { name: 'Chat with Verde AI' });
  await chat.getByRole('textbox', { name: 'Your question' }).fill('how much ibuprofen can I take for a headache');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('log', { name: 'Conversation' })).toContainText("I can't give medical advice");
});
