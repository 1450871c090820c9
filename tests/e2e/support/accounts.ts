// Accounts tests/e2e/support/server.ts makes for the end-to-end tests.
export const INCOMPLETE_PASSWORD = 'old-orchard-ladder-7';
/** The most repetitions of one test in a run: `npm run test:flaky` runs each test three times. */
export const MAX_REPEATS = 3;

/** One per project (desktop, mobile) and repetition: completing the profile is a one-time act. */
export const INCOMPLETE_ACCOUNTS = ['desktop', 'mobile'].flatMap((project) =>
  Array.from({ length: MAX_REPEATS }, (_, repeat) => `e2e.incomplete.${project}.${repeat}@example.test`),
);

/** Each e2e server answers test-harness requests here (tests/e2e/support/server.ts). */
export const siteControlPort = (sitePort: number) => sitePort + 100;
export const setupSiteControlPort = siteControlPort;

/** The demo instructor (app/features/accounts/demo-accounts.server.ts): teaches the classes the harness makes. */
export const DEMO_INSTRUCTOR = { email: 'demo.instructor@verde-living.example', password: 'grow-demo-2026' };

/** The setup token of the second e2e site, which starts without an administrator. */
export const E2E_ADMIN_SETUP_TOKEN = 'e2e-first-admin-setup-token';

/** The demo administrator every local install has (app/features/accounts/demo-accounts.server.ts). */
export const DEMO_ADMIN = { email: 'demo.admin@verde-living.example', password: 'grow-demo-2026' };
