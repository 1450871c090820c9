import { expect, test } from './fixtures';

/*
 * Issue 35, point 4: the "Sell on …" invitation covers nothing. For every text, picture and
 * control on the page outside the invitation, its box and the invitation's box must not
 * intersect, whatever the page's width (the phone project runs this at 390 px).
 */

const PAGES = ['/', '/products', '/product/brandywine-tomato-seeds', '/courses'];

for (const path of PAGES) {
  test(`the “Sell on …” invitation covers nothing on ${path}`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(path);
    const invitation = page.getByRole('complementary', { name: /organic and sustainable goods/ });
    await expect(invitation.getByRole('link', { name: /^Sell on / })).toBeVisible();
    // Scrolled to the invitation, then to the top: a fixed button would cover something at one of them.
    for (const position of ['invitation', 'top'] as const) {
      if (position === 'invitation') await invitation.scrollIntoViewIfNeeded();
      else await page.evaluate(() => window.scrollTo(0, 0));
      const overlaps = await invitation.evaluate((band) => {
        const box = band.getBoundingClientRect();
        const selector = 'a, button, input, select, textarea, img, picture, video, p, h1, h2, h3, h4, li, label';
        const found: string[] = [];
        for (const element of document.querySelectorAll<HTMLElement>(selector)) {
          if (band.contains(element) || element.contains(band)) continue;
          const other = element.getBoundingClientRect();
          if (other.width === 0 || other.height === 0) continue;
          const style = getComputedStyle(element);
          if (style.visibility === 'hidden' || style.display === 'none') continue;
          const intersects = box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom;
          if (intersects) found.push(`${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 40) ?? ''}`);
        }
        return found;
      });
      expect(overlaps, `elements under the invitation (${position})`).toEqual([]);
    }
    await invitation.getByRole('link', { name: /^Sell on / }).click();
    await expect(page).toHaveURL(/\/vendors\/onboard$/);
    // The application (issue 39): what selling here takes, its terms, and for a visitor the way in.
    await expect(page.getByRole('heading', { name: 'What selling here takes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the vendor terms' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to apply' })).toBeVisible();
  });
}
