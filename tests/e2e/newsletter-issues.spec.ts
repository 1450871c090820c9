import { expect, newPersonPage, test } from './fixtures';
import { linkIn, waitForMail } from './mail';
import { uniqueId } from './support/shopper';

/*
 * Newsletter issues (issue 36, decision 0083): a reader confirms a subscription and another only
 * signs up; the admin writes an issue, previews it and sends it; the issue goes to the confirmed
 * reader only, and its unsubscribe link works.
 */

test.use({ asAdmin: true });

test('write, preview and send an issue; the confirmed reader gets it and unsubscribes from it', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  // Two visitors' sign-ups by email, a send through the job and SMTP, and an unsubscribe.
  test.setTimeout(150_000);
  const id = uniqueId();
  const confirmedAddress = `issue-reader-${id}@example.org`;
  const pendingAddress = `issue-pending-${id}@example.org`;
  const subject = `Garlic before the frost ${id}`;

  // One reader signs up and confirms; another signs up and does not.
  const reader = await newPersonPage(browser, baseURL);
  for (const address of [confirmedAddress, pendingAddress]) {
    await reader.goto('/about');
    const footer = reader.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Newsletter' }).fill(address);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Thanks! Check your inbox for a link to confirm your subscription.')).toBeVisible();
  }
  const confirmation = await waitForMail({ to: confirmedAddress, subject: /Confirm your .* newsletter subscription/ });
  await reader.goto(linkIn(confirmation, /\/newsletter\?confirm=/));
  await expect(reader.getByText('Your subscription is confirmed.', { exact: false })).toBeVisible();

  // The admin writes the issue; the preview follows the text.
  await page.goto('/admin/communications');
  await expect(page.getByRole('heading', { level: 1, name: 'Communications' })).toBeVisible();
  await page.getByRole('link', { name: 'Write a new issue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Write a new issue' })).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Enter a subject.')).toBeVisible();
  await expect(page.getByText('Write the issue’s text.')).toBeVisible();
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Preheader (optional)').fill('Plant cloves now for bulbs next July.');
  await page
    .getByLabel('Text (markdown)')
    .fill('## Plant now\n\nSet each clove **pointed end up**, a hand apart.\n\n<script>alert(1)</script>');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Plant now' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('pointed end up');
  await expect(preview.locator('script')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await checkA11y();

  // Sending takes a second, confirming step.
  await page.getByText(/^Send to \d+ confirmed subscribers?$/).click();
  await expect(page.getByText('It cannot be undone or sent again.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: /^Yes, send it to \d+ subscribers?$/ }).click();
  await expect(page.getByText('Sending started.', { exact: false })).toBeVisible();

  // The reader's row turns to sent as the job delivers; the unconfirmed address is not a recipient.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(confirmedAddress) })).toContainText('Sent', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: new RegExp(pendingAddress) })).toHaveCount(0);
  await checkA11y();

  // A second send is not offered.
  await expect(page.getByText(/^Send to \d+ confirmed/)).toHaveCount(0);

  // The email arrives with the words and the unsubscribe link, which works.
  const issueMail = await waitForMail({ to: confirmedAddress, subject: new RegExp(subject) });
  expect(issueMail.text).toContain('pointed end up');
  const unsubscribe = linkIn(issueMail, /\/newsletter\/preferences\?token=/);
  await reader.goto(unsubscribe);
  await expect(reader.getByText('You receive the newsletter.')).toBeVisible();
  await reader.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(reader.getByText('Done: you are unsubscribed and will get no more newsletters.')).toBeVisible();
  await reader.context().close();
});
