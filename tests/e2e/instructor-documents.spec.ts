import { expect, test } from './fixtures';
import { DEMO_INSTRUCTOR } from './support/accounts';
import { signInAs, uniqueId } from './support/shopper';

/*
 * An instructor's identity and credential documents (/instructor/verification), as the demo
 * instructor sends one: a file that only claims to be a PDF is refused by its bytes, a real one is
 * received, opened by its owner as an attachment, and deleted.
 */

test('send a document: a renamed text file is refused, a PDF is received, downloaded and deleted', async ({
  page,
  checkA11y,
}) => {
  const name = `diploma-${uniqueId()}.pdf`;
  await signInAs(page, DEMO_INSTRUCTOR);
  await page.goto('/instructor/verification');
  await page.getByLabel('Training or experience').check();
  await page.getByLabel('The document').setInputFiles({
    name: `fake-${name}`,
    mimeType: 'application/pdf',
    buffer: Buffer.from('#!/bin/sh\necho not a pdf\n'),
  });
  await page.getByRole('button', { name: 'Send the document' }).click();
  await expect(
    page.getByText('Send a PDF, JPEG or PNG. Other kinds of file are refused, whatever their name says.'),
  ).toBeVisible();

  await page.getByLabel('Training or experience').check();
  await page.getByLabel('The document').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Send the document' }).click();
  await expect(page.getByText('Document received. Our review team will see it with your application.')).toBeVisible();
  const link = page.getByRole('link', { name });
  await expect(link).toBeVisible();
  await checkA11y();

  // Its owner opens it: sent as an attachment under its own name.
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toBe(name);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText('Document deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});
