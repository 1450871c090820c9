import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { DEMO_ADMIN } from './support/accounts';

const HYDRATED = 'html[data-hydrated]';

/** Until React has hydrated, clicks on buttons do nothing: wait for it after each load. */
function waitForHydrationAfterLoads(page: Page) {
  const hydrated = () => page.waitForSelector(HYDRATED, { state: 'attached' });
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

/** What Playwright says when a document navigation replaced the page a script was running in. */
const REPLACED_PAGE = /Execution context was destroyed|Frame was detached/i;

/**
 * The page as a person would read it: loaded and hydrated. A test's last step may have started
 * a document navigation (a form posted without JavaScript, a redirect after sign-in) that is
 * still under way when the step's assertion passes on the new address.
 */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForSelector(HYDRATED, { state: 'attached' });
  // A toast shown before the toaster's code has loaded waits in a queue (toast-queue.ts), with no
  // animation yet for the wait below to see: wait for the toaster to take it first.
  await page.waitForSelector('html:not([data-toasts-waiting])', { state: 'attached' });
  // A toast sliding in is half transparent: axe would measure the contrast of a frame of its
  // animation, not of what a person reads. Finite transitions and animations end first. A toast
  // can also start a moment later (the toaster is loaded when the first toast is shown, so a
  // welcome toast may begin after the page is hydrated): so wait until a quarter of a second
  // passes with nothing animating. Three seconds at most: no transition of ours runs that long.
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .filter((animation) => animation.playState === 'running');
    const deadline = Date.now() + 3_000;
    let quietSince = 0;
    while (Date.now() < deadline) {
      const busy = running();
      if (busy.length > 0) {
        quietSince = 0;
        await Promise.race([
          Promise.all(busy.map((animation) => animation.finished.catch(() => undefined))),
          new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
        ]);
      } else if (quietSince === 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 250) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

async function seriousViolations(page: Page) {
  // Legacy mode runs axe in the page itself. The default opens a second, blank page to merge
  // results across iframes, which costs about half a second a check; our pages have no iframes.
  // resultTypes: only violations are gathered node by node (passes and the rest keep one node
  // each); the same rules run and find the same violations, about a fifth sooner on long pages.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The demo admin's cookies, signed in once per worker process and reused by its admin tests. */
let adminState: Promise<StorageState> | undefined;

async function signInAdmin(browser: Browser, baseURL: string | undefined): Promise<StorageState> {
  const page = await browser.newPage({ baseURL });
  try {
    await page.goto('/auth');
    await page.waitForSelector(HYDRATED, { state: 'attached' });
    await page.getByLabel('Email or mobile number').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/');
    return await page.context().storageState();
  } finally {
    await page.close();
  }
}

/** axe on the settled page: no serious or critical violations. */
async function checkSettled(page: Page) {
  // A navigation that replaces the document while axe reads it throws away the reading, not
  // the check: the new page is checked once it has settled. Three replacements in a row
  // would mean a page that keeps reloading itself, which fails here as it should.
  for (let attempt = 1; ; attempt++) {
    await settle(page);
    try {
      expect(await seriousViolations(page), `accessibility on ${page.url()}`).toEqual([]);
      return;
    } catch (error) {
      if (attempt === 3 || !(error instanceof Error) || !REPLACED_PAGE.test(error.message)) throw error;
    }
  }
}

/** Pauses (or resumes) the toasts' timers: sonner holds a toast while the document is hidden. */
async function holdToasts(page: Page, hold: boolean) {
  if (page.isClosed()) return;
  await page
    .evaluate((isHeld) => {
      if (isHeld) Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      else delete (document as { hidden?: boolean }).hidden;
      document.dispatchEvent(new Event('visibilitychange'));
    }, hold)
    .catch(() => {});
}

/**
 * Another person's browser window in the same test (a learner beside the administrator): cookies
 * of its own, and page loads that wait for hydration as the test's own `page` does. Closed with
 * `page.context().close()`.
 */
export async function newPersonPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  // Signed out, whatever the test's own page starts as: a new context takes the test's options,
  // `asAdmin`'s storage state included.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  waitForHydrationAfterLoads(page);
  return page;
}

/**
 * axe on another person's window in the same test (newPersonPage, or a context of its own), as
 * `checkA11y` checks the test's own page: the administrator's screen beside a vendor's, say.
 */
export async function checkA11yOf(page: Page) {
  await holdToasts(page, true);
  try {
    await checkSettled(page);
  } finally {
    await holdToasts(page, false);
  }
}

/**
 * Every test checks the page it ends on with axe-core: no serious or critical
 * accessibility violations. Tests can also call `checkA11y()` on pages they pass through.
 */
export const test = base.extend<{ checkA11y: () => Promise<void>; autoA11y: undefined; asAdmin: boolean }>({
  /**
   * `test.use({ asAdmin: true })`: the browser starts signed in as the demo admin, for tests
   * about what an admin does rather than about signing in (accounts.spec.ts covers that).
   */
  asAdmin: [false, { option: true }],
  storageState: async ({ asAdmin, storageState, browser, baseURL }, use) => {
    if (!asAdmin) return use(storageState);
    adminState ??= signInAdmin(browser, baseURL);
    await use(await adminState);
  },
  page: async ({ page, context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      waitForHydrationAfterLoads(page);
      // A second tab a test opens (context.newPage()) waits for hydration too.
      context.on('page', waitForHydrationAfterLoads);
    }
    await use(page);
  },
  checkA11y: async ({ page }, use) => {
    // A toast whose time runs out while axe reads the page fades under it, and its contrast is
    // measured half transparent (seen on CI's slowest runs). The toaster pauses its timers while
    // the document is hidden, so it is told so for the length of the check (checkA11yOf).
    await use(() => checkA11yOf(page));
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
