import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Until React has hydrated, clicks on buttons do nothing: wait for it after each load. */
function waitForHydrationAfterLoads(page: Page) {
  const hydrated = () => page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/**
 * Every test checks the page it ends on with axe-core: no serious or critical
 * accessibility violations. Tests can also call `checkA11y()` on pages they pass through.
 */
export const test = base.extend<{ checkA11y: () => Promise<void>; autoA11y: undefined }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForHydrationAfterLoads(page);
    await use(page);
  },
  checkA11y: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(
        serious.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        ),
        `accessibility on ${page.url()}`,
      ).toEqual([]);
    });
  },
  autoA11y: [
    async ({ page, checkA11y, javaScriptEnabled }, use) => {
      await use(undefined);
      // axe runs as a script in the page, so it needs JavaScript.
      if (javaScriptEnabled !== false && page.url().startsWith('http') && !page.isClosed()) await checkA11y();
    },
    { auto: true },
  ],
});

export { expect };
