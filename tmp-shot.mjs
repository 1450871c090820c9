import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const context = await browser.newContext({ viewport, baseURL: 'http://localhost:3700' });
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByLabel('Email or mobile number').fill('demo.admin@verde-living.example');
  await page.getByLabel('Password').fill('grow-demo-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto('/creator-hub/user-oversight');
  await page.screenshot({ path: `/tmp/uo-list-${name}.png`, fullPage: true });
  await page.goto('/creator-hub/user-oversight?q=demo.user');
  const link = page.locator('a[href*="/creator-hub/user-oversight/"]').first();
  await link.click();
  await page.waitForURL(/user-oversight\/.+/);
  await page.screenshot({ path: `/tmp/uo-member-${name}.png`, fullPage: true });
  await context.close();
}
await browser.close();
