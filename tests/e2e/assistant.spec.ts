import { expect, test } from './fixtures';
import { signUpBuyer } from './support/shopper';

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
  // Focus goes back to the button that opened it.
  await expect(page.getByRole('button', { name: 'Chat with Verde AI' })).toBeFocused();
});

test('a medical question is declined politely', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Chat with Verde AI' }).click();
  const chat = page.getByRole('region', { name: 'Chat with Verde AI' });
  await chat.getByRole('textbox', { name: 'Your question' }).fill('how much ibuprofen can I take for a headache');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('log', { name: 'Conversation' })).toContainText("I can't give medical advice");
});

test('Verde AI offers to fill the cart from a guide, and does it once confirmed', async ({ page, checkA11y }) => {
  await page.goto('/about');
  await expect(page.getByRole('button', { name: /^Cart, 0 items/ })).toBeVisible();
  await page.getByRole('button', { name: 'Chat with Verde AI' }).click();
  const chat = page.getByRole('region', { name: 'Chat with Verde AI' });
  const box = chat.getByRole('textbox', { name: 'Your question' });
  await box.fill('add the materials of the composting guide to my cart');
  await box.press('Enter');
  const offer = chat.getByTestId('assistant-action');
  await expect(offer).toContainText('I can add the products named in “Composting Guide” to your cart');
  await expect(offer).toContainText('The Composting Handbook');
  await checkA11y();
  // Nothing is added until the person confirms.
  await expect(page.getByRole('button', { name: /^Cart, 0 items/ })).toBeVisible();
  await offer.getByRole('button', { name: 'Add them to my cart' }).click();
  const done = chat.getByText(/^I added (\d+) products? from “Composting Guide” to your cart\.$/);
  await expect(done).toBeVisible();
  const added = Number((await done.textContent())?.match(/\d+/)?.[0]);
  expect(added).toBeGreaterThan(0);
  await expect(offer).toContainText('Done.');
  await expect(page.getByRole('button', { name: new RegExp(`^Cart, ${added} items?`) })).toBeVisible();
});

test('a member finds a past conversation again, deletes it, and is told when they have asked too much', async ({ page }) => {
  await signUpBuyer(page, 'verde-ai');
  await page.goto('/about');
  await page.getByRole('button', { name: 'Chat with Verde AI' }).click();
  const chat = page.getByRole('region', { name: 'Chat with Verde AI' });
  const box = chat.getByRole('textbox', { name: 'Your question' });
  const log = chat.getByRole('log', { name: 'Conversation' });
  await box.fill('how do I stop my compost heap smelling');
  await box.press('Enter');
  await expect(log.getByText('Sources')).toBeVisible();

  // A new conversation, then the first one found again among the past ones.
  await chat.getByRole('button', { name: 'New conversation' }).click();
  await expect(log.getByText('how do I stop my compost heap smelling')).toHaveCount(0);
  await chat.getByRole('button', { name: 'Past conversations' }).click();
  const past = chat.getByRole('region', { name: 'Your past conversations' });
  await past.getByRole('button', { name: /^how do I stop my compost heap smelling/ }).click();
  await expect(log.getByText('how do I stop my compost heap smelling')).toBeVisible();
  await expect(log.getByRole('link', { name: /^\[1\] / })).toBeVisible();

  // Deleted, it is gone from the list and from the panel.
  await chat.getByRole('button', { name: 'Past conversations' }).click();
  await past.getByRole('button', { name: 'Delete the conversation “how do I stop my compost heap smelling”' }).click();
  // Deleting asks once more; keeping it changes nothing.
  await past.getByRole('button', { name: 'Keep' }).click();
  await past.getByRole('button', { name: 'Delete the conversation “how do I stop my compost heap smelling”' }).click();
  await past.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(past.getByText('No past conversations yet.')).toBeVisible();
  await chat.getByRole('button', { name: 'Back to the conversation' }).click();
  await expect(log.getByText('how do I stop my compost heap smelling')).toHaveCount(0);

  // The account's allowance (4 questions in 10 minutes here) is said when it is reached.
  for (const question of ['what is bokashi', 'when do I sow peas', 'how deep do I plant garlic']) {
    await box.fill(question);
    await box.press('Enter');
    await expect(log.getByText(question)).toBeVisible();
    await expect(chat.getByRole('button', { name: 'Send' })).toBeEnabled();
  }
  await box.fill('one question too many');
  await box.press('Enter');
  await expect(
    page.getByText(/You have asked a lot of questions in a short time\. Please try again in \d+ minutes?\./),
  ).toBeVisible();
});
