import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_SETUP_TOKEN, setupSiteControlPort, siteControlPort } from './tests/e2e/support/accounts';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
// scripts/test.mjs points this at a fresh directory for every run.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'verde-e2e-data');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The web server's SMTP catcher writes every email here; tests read them (tests/e2e/mail.ts).
const mailDir = process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), 'verde-e2e-mail');
process.env.E2E_MAIL_DIR = mailDir;

/** The site without an administrator (second web server below). */
const setupURL = `http://localhost:${port + 1}`;
process.env.E2E_SETUP_URL = setupURL;
process.env.E2E_ADMIN_SETUP_TOKEN = E2E_ADMIN_SETUP_TOKEN;

const serverEnv = {
  E2E_MAIL_DIR: mailDir,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  NODE_ENV: 'production',
  // Every e2e sign-in comes from 127.0.0.1: lift the per-address limits, keep the per-account
  // ones at their defaults so a lock-out can still be shown.
  RATE_LIMIT_SIGN_IN_IP: '1000/900',
  RATE_LIMIT_SIGN_UP_IP: '1000/3600',
  RATE_LIMIT_EMAIL_IP: '1000/3600',
  RATE_LIMIT_SECURITY_EVENTS_IP: '1000/60',
  RATE_LIMIT_STOCK_ALERT_IP: '1000/3600',
  RATE_LIMIT_CONTACT_IP: '1000/3600',
  // Verde AI: visitors share 127.0.0.1, so their allowance is lifted; an account's is small, so
  // the assistant spec reaches it with a fresh account in a few questions.
  RATE_LIMIT_ASSISTANT_IP: '1000/600',
  RATE_LIMIT_ASSISTANT_ACCOUNT: '4/600',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
};

/** The end-to-end tests of live video rooms (their own project, below). */
const LIVE_VIDEO = /live-room\.spec\.ts$/;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  // The live video room's test: a synthetic camera and microphone, allowed without a prompt.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/warm-up.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries anywhere: a test that passes only on its second try is a failing test (npm run test:flaky).
  retries: 0,
  workers: 2,
  // A ceiling for a stuck test, not a speed target: the longest flows (sign-up with two emails,
  // account deletion) take 25 to 35 s on CI's slowest 2-core runs (decision 0046).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // Recording a trace costs every action a snapshot; to see one, run `npx playwright test --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.PLAYWRIGHT_BUNDLED_CHROMIUM ? undefined : chromiumPath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Every test runs at desktop size, except those tagged @mobile (phone only). At phone size run
    // only the tests where the phone layout changes what is tested (the drawer, the bottom bar, the
    // filter sheet, the cart drawer, the search row, the lesson page): tagged @phone, or @mobile
    // (decision 0056). The rest would repeat the same server paths in a narrower window.
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      testIgnore: LIVE_VIDEO,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'mobile',
      grep: /@phone|@mobile/,
      testIgnore: LIVE_VIDEO,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
    // The video room's test runs four browser windows encoding synthetic video: on two cores it
    // starved the tests beside it (toasts caught mid-fade by the accessibility check). It runs on
    // its own, after the others (`npx playwright test --project=live-video --no-deps` runs it alone).
    {
      name: 'live-video',
      testMatch: LIVE_VIDEO,
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/e2e/support/server.ts',
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // On PostgreSQL, a database of its own made afresh for every run, as the PGlite data
      // directory is: whatever an earlier run (or another branch's migrations) left in the
      // server's databases cannot change this one.
      env: {
        ...serverEnv,
        PORT: String(port),
        DATA_DIR: dataDir,
        SITE_URL: baseURL,
        E2E_FRESH_DATABASE: 'verde_e2e_site',
        E2E_CONTROL_PORT: String(siteControlPort(port)),
      },
    },
    {
      // A second site with no administrator yet, for the first-administrator setup test.
      command: 'node --import tsx tests/e2e/support/server.ts',
      url: `${setupURL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        PORT: String(port + 1),
        DATA_DIR: `${dataDir}-setup`,
        SITE_URL: setupURL,
        SEED_DEMO_CONTENT: 'false',
        ADMIN_SETUP_TOKEN: E2E_ADMIN_SETUP_TOKEN,
        E2E_FRESH_DATABASE: 'verde_e2e_setup',
        E2E_CONTROL_PORT: String(setupSiteControlPort(port + 1)),
      },
    },
  ],
});
