import type { Page } from '@playwright/test';

/** Whether the page itself scrolls sideways (WCAG 1.4.10: it must not at 390 px). */
export const pageScrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
