import { expect, type Page } from '@playwright/test';

/** A dashboard figure's value (a FigureCard: `<dt>` label, then its `<dd>`), found by its label. */
export function figure(page: Page, label: string) {
  return page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
}

/**
 * Reloads until a figure reads as expected: the ledger's job posts an order some seconds after its
 * payment, longer on a loaded machine.
 */
export async function pollFigure(page: Page, label: string, expected: RegExp) {
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await figure(page, label).textContent())?.trim();
      },
      { timeout: 90_000 },
    )
    .toMatch(expected);
}
