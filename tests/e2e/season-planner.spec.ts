import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpBuyer } from './support/shopper';

/*
 * The season planner (issue 36): choose a zone and a hemisphere, read what to do each month,
 * download the plan for a calendar, with JavaScript and without; a member saves a plan and
 * deletes it again.
 */

async function chooseZone(page: Page, zone: string, hemisphere: 'Northern hemisphere' | 'Southern hemisphere') {
  await page.getByLabel('Hardiness zone (USDA)').selectOption(zone);
  await page.getByLabel(hemisphere).check();
  await page.getByRole('button', { name: 'Show my calendar' }).click();
}

/** The month table's row for a month, as text. */
const monthRow = (page: Page, month: string) =>
  page
    .getByRole('table', { name: 'What to do each month' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: month }) });

async function downloadCalendar(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download for your calendar (.ics)' }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await fs.readFile(await file.path(), 'utf8') };
}

test('plans a season from a zone and downloads it for a calendar', async ({ page }) => {
  await page.goto('/season-planner');
  await expect(page.getByRole('heading', { level: 1, name: 'Season Planner' })).toBeVisible();
  await chooseZone(page, '7a', 'Northern hemisphere');
  await expect(page).toHaveURL(/zone=7a&(lastFrost=&)?hemisphere=north/);
  await expect(page.getByText(/Zone 7a, Northern hemisphere: last frost around April 4, \d{4}/)).toBeVisible();
  await expect(monthRow(page, 'February')).toContainText('Tomato');
  await expect(monthRow(page, 'December')).not.toContainText('Tomato');

  const { name, text } = await downloadCalendar(page);
  expect(name).toBe('season-plan-zone-7a-north.ics');
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text).toMatch(/SUMMARY:Tomato: sow indoors\r\n/);
  expect(text).toMatch(/DTSTART;VALUE=DATE:\d{4}0207\r\nDTEND;VALUE=DATE:\d{4}0228\r\n/);
  expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

  // The southern hemisphere: the same zone six months on.
  await chooseZone(page, '7a', 'Southern hemisphere');
  await expect(page.getByText(/last frost around October 4/)).toBeVisible();
  await expect(monthRow(page, 'August')).toContainText('Tomato');
});

test('says which field is wrong', async ({ page }) => {
  await page.goto('/season-planner?lastFrost=2027-02-30&hemisphere=north');
  await expect(page.getByText('Enter a real date (year, month, day) between 2000 and 2100.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'What to do each month' })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still answers, and the calendar still downloads', async ({ page }) => {
    await page.goto('/season-planner');
    await page.getByLabel('Or your last-frost date').fill('2028-04-15');
    await page.getByRole('button', { name: 'Show my calendar' }).click();
    await expect(page).toHaveURL(/lastFrost=2028-04-15/);
    await expect(page.getByText(/last frost on April 15, 2028 \(your date\)/)).toBeVisible();
    await expect(monthRow(page, 'February')).toContainText('Tomato');
    const { name, text } = await downloadCalendar(page);
    expect(name).toBe('season-plan-2028-04-15-north.ics');
    expect(text).toContain('DTSTART;VALUE=DATE:20280219\r\n');
    await expect(page.getByRole('link', { name: 'Sign in to save this plan' })).toBeVisible();
  });
});

test('a member saves a plan, sees it and deletes it', async ({ page }) => {
  await signUpBuyer(page, 'planner');
  await page.goto('/season-planner?zone=5b&hemisphere=north');
  await page.getByLabel('Name this plan').fill('Raised beds');
  await page.getByRole('button', { name: 'Save plan' }).click();
  const saved = page.getByRole('region', { name: 'Your saved plans' });
  await expect(saved.getByRole('link', { name: 'Raised beds' })).toBeVisible();
  await saved.getByRole('link', { name: 'Raised beds' }).click();
  await expect(page).toHaveURL(/zone=5b&hemisphere=north/);
  await saved.getByRole('button', { name: 'Delete Raised beds' }).click();
  await expect(saved.getByText('You have not saved a plan yet.')).toBeVisible();
});
