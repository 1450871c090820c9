import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_INSTRUCTOR, siteControlPort } from './support/accounts';
import { signInAs, signUpBuyer } from './support/shopper';

/*
 * A live class's video room (issue 13), as two people meet in it: a learner books a class that
 * starts in five minutes and the demo instructor teaches it; both join from their own browsers
 * (Chromium's synthetic camera and microphone), each sees the other's video and reads the
 * other's chat line. A third person without a seat is refused.
 */

async function makeLiveClass(baseURL: string): Promise<{ id: string; title: string }> {
  const control = `http://127.0.0.1:${siteControlPort(Number(new URL(baseURL).port))}`;
  const response = await fetch(`${control}/live-class`, { method: 'POST' });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; title: string };
}

/** What the page logged (the call's warnings): shown when a video does not play. */
function recordConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
  return lines;
}

/** Waits until the named video shows moving pictures: frames decoded, with a size. */
async function expectPlaying(page: Page, label: string, log: string[]) {
  const video = page.getByLabel(label, { exact: true });
  await expect(video).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState >= 2 && element.videoWidth > 0), {
      timeout: 20_000,
      message: `${label} plays (connection ${await video.getAttribute('data-connection')}; page log: ${log.join(' | ')})`,
    })
    .toBe(true);
}

test('a learner and the instructor meet in the class room: video both ways, chat both ways; no seat, no entry', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  // Four browser windows sending synthetic video share two cores: a ceiling, not a target.
  test.setTimeout(120_000);
  const session = await makeLiveClass(baseURL ?? '');
  const learnerLog = recordConsole(page);

  // The learner books a seat and finds the room open.
  await signUpBuyer(page, 'live', { first: 'Lena', last: 'Learner' });
  await page.goto(`/coaching/classes/${session.id}`);
  await page.getByRole('button', { name: 'Book a seat' }).click();
  await expect(page.getByText('You have a seat in this class.')).toBeVisible();
  await page.getByRole('link', { name: 'Join the live session' }).click();
  await expect(page).toHaveURL(`/video-session/${session.id}`);
  await expect(page.getByRole('heading', { name: 'Ready to join?' })).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: 'Join the session' }).click();
  await expect(page.getByRole('heading', { name: 'People here (1)' })).toBeVisible();
  await expectPlaying(page, 'Your camera', learnerLog);

  // The instructor, in a browser of their own.
  const teacherContext = await browser.newContext({ baseURL });
  const teacher = await teacherContext.newPage();
  const teacherLog = recordConsole(teacher);
  try {
    await signInAs(teacher, DEMO_INSTRUCTOR);
    await teacher.goto(`/coaching/classes/${session.id}`);
    await teacher.getByRole('link', { name: 'Join the live session' }).click();
    await teacher.getByRole('button', { name: 'Join the session' }).click();

    // Each sees the other: in the list of people, and on video.
    await expect(teacher.getByRole('heading', { name: 'People here (2)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'People here (2)' })).toBeVisible();
    await expect(page.getByText('Instructor', { exact: true })).toBeVisible();
    await expectPlaying(page, 'Video of Demo I.', [...learnerLog, 'TEACHER', ...teacherLog]);
    await expectPlaying(teacher, 'Video of Lena L.', teacherLog);

    // Chat, both ways.
    await page.getByLabel('Message').fill('Hello from the learner!');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(teacher.getByText('Hello from the learner!')).toBeVisible();
    await teacher.getByLabel('Message').fill('Welcome, Lena. We start in a few minutes.');
    await teacher.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Welcome, Lena. We start in a few minutes.')).toBeVisible();

    // Muting shows on the other side.
    await page.getByRole('button', { name: 'Mute' }).click();
    await expect(page.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
    await expect(teacher.getByRole('listitem').filter({ hasText: 'Lena L.' }).getByLabel('Microphone off')).toBeVisible();
    await checkA11y();

    // The learner leaves; the instructor sees them go.
    await page.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(`/coaching/classes/${session.id}`);
    await expect(teacher.getByRole('heading', { name: 'People here (1)' })).toBeVisible();
  } finally {
    await teacherContext.close();
  }

  // Someone without a seat gets the Access Denied screen.
  const strangerContext = await browser.newContext({ baseURL });
  const stranger = await strangerContext.newPage();
  try {
    await signUpBuyer(stranger, 'nolive');
    await stranger.goto(`/video-session/${session.id}`);
    await expect(stranger.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  } finally {
    await strangerContext.close();
  }
});
