import { expect, newPersonPage, test } from './fixtures';
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

/*
 * Captions for a lesson's uploaded video: the demo instructor uploads a video and its WebVTT
 * captions to Water-Wise Gardening's preview lesson (a course no other browser test opens), a
 * visitor's lesson page plays the video with the captions track, and both are removed again.
 */
test("caption a lesson video: SubRip is refused, WebVTT plays as the video's captions track", async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  const lesson = 'How plants use water and when to water';
  await signInAs(page, DEMO_INSTRUCTOR);
  await page.goto('/instructor-dashboard');
  await page.getByRole('listitem').filter({ hasText: 'Water-Wise Gardening' }).getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('link', { name: lesson }).first().click();
  await expect(page.getByRole('heading', { name: 'Video and resources' })).toBeVisible();
  const editorUrl = page.url();

  // A video first (an MP4 by its opening bytes): captions belong to it.
  const mp4 = Buffer.alloc(4096);
  mp4.set([0x00, 0x00, 0x00, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
  await page.getByLabel('Video file').setInputFiles({ name: 'watering.mp4', mimeType: 'video/mp4', buffer: mp4 });
  await page.getByRole('button', { name: 'Upload video' }).click();
  await expect(page.getByText('Video uploaded. Learners see it on the lesson page.')).toBeVisible();

  await page.getByLabel('Captions file').setInputFiles({
    name: 'watering.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from('1\n00:00:00,000 --> 00:00:04,000\nWater deeply, then let the top inch dry.\n'),
  });
  await page.getByRole('button', { name: 'Upload captions' }).click();
  await expect(page.getByText('Captions must be a WebVTT file: plain text that begins with the line WEBVTT.')).toBeVisible();
  const captions = 'WEBVTT\n\n00:00.000 --> 00:04.000\nWater deeply, then let the top inch dry.\n';
  await page
    .getByLabel('Captions file')
    .setInputFiles({ name: 'watering.vtt', mimeType: 'text/vtt', buffer: Buffer.from(captions) });
  await page.getByRole('button', { name: 'Upload captions' }).click();
  await expect(page.getByText('Captions uploaded.', { exact: false })).toBeVisible();
  await checkA11y();

  // A visitor's lesson page: the video with its English captions, which the browser can fetch.
  const visitor = await newPersonPage(browser, baseURL);
  try {
    await visitor.goto('/courses/water-wise-gardening');
    await visitor.getByRole('link', { name: lesson }).first().click();
    const track = visitor.locator('video track[kind="captions"]');
    await expect(track).toHaveAttribute('label', 'English captions');
    await expect(track).toHaveAttribute('srclang', 'en');
    const sent = await visitor.request.get((await track.getAttribute('src')) ?? '');
    expect(sent.headers()['content-type']).toBe('text/vtt; charset=utf-8');
    expect(await sent.text()).toBe(captions);
  } finally {
    await visitor.context().close();
  }

  // The lesson as it was: no video, no captions.
  await page.goto(editorUrl);
  await page.getByRole('button', { name: 'Remove captions' }).click();
  await expect(page.getByText('File removed.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove video' }).click();
  await expect(page.getByText('No video uploaded yet.')).toBeVisible();
});
