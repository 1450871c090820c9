#!/usr/bin/env node
// `npm test`: lint, types, unit and integration tests, the production build, and the
// end-to-end tests in Chromium. Ends with one summary line of all test counts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-test-'));
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
const counts = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function finish(ok) {
  fs.rmSync(reports, { recursive: true, force: true });
  console.log(`\nDatabase: ${database}`);
  console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].filter(Boolean);
  return candidates.find((candidate) => fs.existsSync(candidate));
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function fail() {
  counts.failed += 1;
  finish(false);
}

// CI runs this twice, on PGlite and then on PostgreSQL. The second run sets TEST_SKIP_CHECKS=1
// to skip what does not depend on the database: lint, types and the build the first run made.
const skipChecks = process.env.TEST_SKIP_CHECKS === '1' && fs.existsSync(path.join(root, 'build/server/index.js'));
if (skipChecks) {
  console.log('\nTEST_SKIP_CHECKS=1: lint, types and the build were checked by the previous run; skipping them.');
} else {
  // npm run lint: Biome, then the dependency rule (dependency-cruiser, decision 0032).
  if (!run('Lint (biome, dependency rule)', npm, ['run', 'lint'])) fail();
  if (!run('Types (react-router typegen && tsc)', npx, ['react-router', 'typegen']) || !run('', npx, ['tsc', '--noEmit'])) fail();

  // The build comes first: some integration tests start the production server as a process.
  if (!run('Production build', npx, ['react-router', 'build'])) fail();
}

const vitestReport = path.join(reports, 'vitest.json');
const unitOk = run(`Unit and integration tests (Vitest, ${database})`, npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
if (fs.existsSync(vitestReport)) {
  const report = JSON.parse(fs.readFileSync(vitestReport, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
} else if (!unitOk) counts.failed += 1;

const e2eEnv = {};
const chromium = findChromium();
if (!chromium) {
  console.log(
    '\nNo Chromium found for the end-to-end tests. Install it with your package manager, for example\n' +
      '  sudo apt-get install -y chromium        (Debian, Ubuntu)\n' +
      'or point CHROMIUM_PATH at an installed Chromium or Chrome. Trying Playwright’s own Chromium download…',
  );
  if (!run("Installing Playwright's Chromium", npx, ['playwright', 'install', 'chromium'])) {
    console.error('\nCould not download Chromium either. Install Chromium as above, then run npm test again.');
    counts.failed += 1;
    finish(false);
  }
  e2eEnv.PLAYWRIGHT_BUNDLED_CHROMIUM = '1';
} else {
  e2eEnv.CHROMIUM_PATH = chromium;
}

const e2eData = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-e2e-data-'));
const e2eMail = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-e2e-mail-'));
const e2eReport = path.join(reports, 'playwright.json');
const e2eOk = run('End-to-end tests (Playwright, Chromium, production build)', npx, ['playwright', 'test'], {
  ...e2eEnv,
  E2E_DATA_DIR: e2eData,
  E2E_MAIL_DIR: e2eMail,
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
});
fs.rmSync(e2eData, { recursive: true, force: true });
fs.rmSync(e2eMail, { recursive: true, force: true });
if (fs.existsSync(e2eReport)) {
  const stats = JSON.parse(fs.readFileSync(e2eReport, 'utf8')).stats ?? {};
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed += stats.unexpected ?? 0;
  counts.skipped += stats.skipped ?? 0;
} else if (!e2eOk) counts.failed += 1;

finish(unitOk && e2eOk);
