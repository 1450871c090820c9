import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Issue 35, point 1: the page cache shares a visitor's page with the next visitor, so a page that
 * showed times in the first visitor's zone showed them to everyone. Pages the cache shares are
 * rendered in UTC (which says so), and each browser shows its own zone once hydrated (decision 0071).
 */

/** What a reader in `timeZone` should read for the instant `iso` (formatDateTime's en-US form). */
function expectedText(iso: string, timeZone: string) {
  const date = new Date(iso);
  const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short', timeZone })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${when} ${zone}`;
}

async function visitorIn(browser: Browser, baseURL: string | undefined, timezoneId: string) {
  const context = await browser.newContext({ baseURL, timezoneId, locale: 'en-US' });
  const page = await context.newPage();
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#425/i.test(message.text())) hydrationErrors.push(message.text());
  });
  return { page, hydrationErrors };
}

async function expectOwnTimes(page: Page, timeZone: string) {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  const times = page.getByRole('article').locator('time');
  await expect(times.first()).toBeVisible();
  for (const time of await times.all()) {
    const iso = await time.getAttribute('datetime');
    expect(iso).toBeTruthy();
    await expect(time).toHaveText(expectedText(iso as string, timeZone));
  }
}

test('each visitor reads class times in their own zone, though the cache shares one page', async ({ browser, baseURL }) => {
  const losAngeles = await visitorIn(browser, baseURL, 'America/Los_Angeles');
  const tokyo = await visitorIn(browser, baseURL, 'Asia/Tokyo');
  const berlin = await visitorIn(browser, baseURL, 'Europe/Berlin');

  // Two first visits straight to /coaching, one right after the other: the second is served the
  // page the first one's request rendered.
  await losAngeles.page.goto('/coaching', { waitUntil: 'commit' });
  await tokyo.page.goto('/coaching', { waitUntil: 'commit' });
  await expectOwnTimes(losAngeles.page, 'America/Los_Angeles');
  await expectOwnTimes(tokyo.page, 'Asia/Tokyo');

  // A visitor whose browser has already set its tz cookie (home page first) gets the same page.
  await berlin.page.goto('/');
  await berlin.page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await berlin.page.goto('/coaching');
  await expectOwnTimes(berlin.page, 'Europe/Berlin');
  // And Los Angeles, coming back with its cookie now set, still reads its own.
  await losAngeles.page.reload();
  await expectOwnTimes(losAngeles.page, 'America/Los_Angeles');

  for (const visitor of [losAngeles, tokyo, berlin]) {
    expect(visitor.hydrationErrors).toEqual([]);
    await visitor.page.context().close();
  }
});
