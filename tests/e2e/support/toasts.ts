import { expect, type Page } from '@playwright/test';

/**
 * Closes the toasts on screen with their own close buttons, as a person would before reaching
 * what one stands over: on a phone they stand at the top, below the header (decision 0072), and a
 * toast from the page before can still be there when the next page's breadcrumb is wanted. A
 * test's mouse resting over the toaster also pauses their timers, which a finger does not.
 */
export async function closeToasts(page: Page) {
  const close = page.locator('[data-sonner-toast]').getByRole('button', { name: 'Close toast' });
  // A toast can leave between the listing and the click (its time ran out): a short wait, not the test's whole timeout.
  for (const button of await close.all()) await button.click({ timeout: 2000 }).catch(() => undefined);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
}
