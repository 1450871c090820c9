import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';

/**
 * Every test checks the page it ends on with axe-core: no serious or critical
 * accessibility violations. Tests can also call `checkA11y()` on pages they pass through.
 */
export const test = base.extend<{ checkA11y: () => Promise<void>; autoA11y: undefined }>({
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
    async ({ page, checkA11y }, use) => {
      await use(undefined);
      if (page.url().startsWith('http') && !page.isClosed()) await checkA11y();
    },
    { auto: true },
  ],
});

export { expect };
