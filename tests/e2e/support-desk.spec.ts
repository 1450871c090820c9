import { expect, newPersonPage, test } from './fixtures';
import { waitForMail } from './mail';
import { uniqueId } from './support/shopper';

/*
 * The contact desk (issue 36, decision 0082): a visitor writes from /contact and gets the
 * acknowledgement by email; an admin finds the ticket on the desk, answers it, and the answer
 * reaches the visitor by email; then the admin closes the ticket.
 */

test.use({ asAdmin: true });

test('a visitor’s message becomes a ticket that an admin answers by email and closes', async ({ page, browser, baseURL }) => {
  // Two browsers and two emails through the outbox and the mail server.
  test.setTimeout(120_000);
  const id = uniqueId();
  const email = `desk.${id}@example.org`;
  const question = `My seed box ${id} arrived with a torn packet of kale. Could you send another packet?`;
  const answer = `Sorry about the packet ${id}. A new one goes out with tomorrow's post.`;

  // The visitor writes from the contact page.
  const visitor = await newPersonPage(browser, baseURL);
  await visitor.goto('/contact');
  const form = visitor.getByRole('region', { name: 'Send us a message' });
  await form.getByLabel('Your name').fill('Rosa Field');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('What is it about?').selectOption({ label: 'An order or a delivery' });
  await form.getByLabel('Your message').fill(question);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(visitor.getByRole('heading', { name: 'Thank you, we have your message' })).toBeVisible();
  // The contact details stay beside it.
  await expect(visitor.getByRole('heading', { name: 'Contact details' })).toBeVisible();

  const acknowledgement = await waitForMail({ to: email, subject: /We have your message: ticket \d+/ });
  const number = acknowledgement.subject.match(/ticket (\d+)/)?.[1] ?? '';
  expect(acknowledgement.text).toContain(question);
  await visitor.context().close();

  // The admin finds it on the desk, among the open tickets.
  await page.goto('/creator-hub/pro-support-desk?status=open');
  await page.getByRole('link', { name: `#${number}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Ticket #${number}` })).toBeVisible();
  await expect(page.getByText(question)).toBeVisible();
  await expect(page.getByRole('heading', { name: /orders?$/ })).toBeVisible();

  // The answer goes out by email and stays on the ticket.
  await page.getByLabel('Your answer').fill(answer);
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Answer sent and recorded on the ticket.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: answer })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2 messages' })).toBeVisible();
  await expect(page.getByLabel('Your answer')).toHaveValue('');

  const reply = await waitForMail({ to: email, subject: new RegExp(`Re: ticket ${number}\\b`) });
  expect(reply.text).toContain(answer);

  // Closed: the answer form gives way to a note, and the ticket can be reopened.
  await page.getByRole('button', { name: 'Close ticket' }).click();
  await expect(page.getByText('Ticket closed.')).toBeVisible();
  await expect(page.getByText('This ticket is closed. Reopen it to answer.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen ticket' })).toBeVisible();
  await page.goto('/creator-hub/pro-support-desk?status=closed');
  await expect(page.getByRole('link', { name: `#${number}`, exact: true })).toBeVisible();
});
