// Playwright's global setup (it runs once the web servers answer): opens the pages the tests use
// most, a few times each, so that the first tests of a run do not pay for the server's cold start
// (route modules loaded and compiled, the database's first plans), as a production server is
// warmed by its first visitors. On CI's slowest runs the first test took 25 s longer than the
// same test later in the run.
import type { FullConfig } from '@playwright/test';

const PAGES = [
  '/',
  '/products',
  '/product/brandywine-tomato-seeds',
  '/composting-guide',
  '/search?q=tomato',
  '/auth',
  '/signup',
  '/cart',
  '/donate',
  '/account',
  '/checkout',
  '/this-page-does-not-exist',
];

export default async function warmUp(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) return;
  for (let round = 0; round < 3; round++) {
    for (const path of PAGES) {
      const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
    }
  }
}
