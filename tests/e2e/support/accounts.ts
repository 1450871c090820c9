// Accounts tests/e2e/support/server.ts makes for the end-to-end tests.
export const INCOMPLETE_PASSWORD = 'old-orchard-ladder-7';
/** One per project (desktop, mobile) and try (CI retries once). */
export const INCOMPLETE_ACCOUNTS = ['desktop', 'mobile'].flatMap((project) =>
  [0, 1].map((retry) => `e2e.incomplete.${project}.${retry}@example.test`),
);

/** The setup token of the second e2e site, which starts without an administrator. */
export const E2E_ADMIN_SETUP_TOKEN = 'e2e-first-admin-setup-token';
