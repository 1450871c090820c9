import { expect, test } from './fixtures';
import { DEMO_INSTRUCTOR } from './support/accounts';
import { signInAs, uniqueId } from './support/shopper';

/*
 * A lesson's downloadable resource (decision 0055), from the instructor's editor to a learner's
 * download: the demo instructor adds a worksheet to Composting Basics' open preview lesson, a
 * visitor downloads it from the lesson page, and the instructor removes it again.
 */

const LESSON = 'Browns, greens and the carbon-to-nitrogen ratio';

test('add a resource to a lesson, download it from the lesson page as a visitor, remove it', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  const name = `compost-worksheet-${uniqueId()}.csv`;
  await signInAs(page, DEMO_INSTRUCTOR);
  await page.goto('/instructor-dashboard');
  await page.getByRole('listitem').filter({ hasText: 'Composting Basics' }).getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('link', { name: LESSON }).first().click();
  await expect(page.getByRole('heading', { name: 'Video and resources' })).toBeVisible();
  const editorUrl = page.url();

  // A script is not a resource, whatever its name says.
  await page
    .getByLabel('Resource file')
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\0\0binary') });
  await page.getByRole('button', { name: 'Add resource' }).click();
  await expect(page.getByText('A resource can be a PDF, JPEG, PNG, WebP, plain text or CSV file.')).toBeVisible();

  await page.getByLabel('Resource file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from('material,kind,ratio\nstraw,brown,80:1\ngrass clippings,green,20:1\n'),
  });
  await page.getByRole('button', { name: 'Add resource' }).click();
  await expect(page.getByText('Resource added. Learners can download it from the lesson page.')).toBeVisible();
  await checkA11y();

  // A visitor reads the open preview lesson and downloads the worksheet.
  const visitorContext = await browser.newContext({ baseURL });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/courses/composting-basics');
    await visitor.getByRole('link', { name: LESSON }).first().click();
    await expect(visitor.getByRole('heading', { name: 'Downloads for this lesson' })).toBeVisible();
    const download = visitor.waitForEvent('download');
    await visitor.getByRole('link', { name }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(name);
  } finally {
    await visitorContext.close();
  }

  await page.goto(editorUrl);
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(page.getByText('File removed.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toHaveCount(0);
});
