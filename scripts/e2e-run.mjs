// Runs the end-to-end suite (Playwright, Chromium, the production build) with a fresh data
// and mail directory; shared by `npm test` (scripts/test.mjs) and `npm run test:flaky`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command in the project, its output shown as it comes; true when it exits 0. */
export function run(title, command, args, env = {}) {
  if (title) console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
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

/** The browser for Playwright: the system's Chromium, or Playwright's own download as a last resort. */
function browserEnv() {
  const chromium = findChromium();
  if (chromium) return { CHROMIUM_PATH: chromium };
  console.log(
    '\nNo Chromium found for the end-to-end tests. Install it with your package manager, for example\n' +
      '  sudo apt-get install -y chromium        (Debian, Ubuntu)\n' +
      'or point CHROMIUM_PATH at an installed Chromium or Chrome. Trying Playwright’s own Chromium download…',
  );
  if (!run("Installing Playwright's Chromium", npx, ['playwright', 'install', 'chromium'])) {
    console.error('\nCould not download Chromium either. Install Chromium as above, then run the tests again.');
    return null;
  }
  return { PLAYWRIGHT_BUNDLED_CHROMIUM: '1' };
}

/**
 * Runs Playwright with `args` and returns its JSON report (null when none was written) and
 * whether it exited 0. Needs the production build (`react-router build`).
 */
export function runEndToEnd(title, args = []) {
  const browser = browserEnv();
  if (!browser) return { ok: false, report: null };
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-e2e-report-'));
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-e2e-data-'));
  const mail = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-e2e-mail-'));
  const reportFile = path.join(reports, 'playwright.json');
  try {
    const ok = run(title, npx, ['playwright', 'test', ...args], {
      ...browser,
      E2E_DATA_DIR: data,
      E2E_MAIL_DIR: mail,
      PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
    });
    const report = fs.existsSync(reportFile) ? JSON.parse(fs.readFileSync(reportFile, 'utf8')) : null;
    return { ok, report };
  } finally {
    for (const dir of [reports, data, mail, `${data}-setup`]) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Every test result in a Playwright JSON report: title path, project, status and duration. */
export function resultsOf(report) {
  const results = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          results.push({
            title: [...titles, spec.title].filter(Boolean).join(' › '),
            project: test.projectName,
            status: result.status,
            duration: result.duration,
          });
        }
      }
    }
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return results;
}

/** Prints the slowest tests of a report, so that a creeping test shows up before it times out. */
export function printSlowest(report, count = 10) {
  const slowest = resultsOf(report)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, count);
  if (slowest.length === 0) return;
  console.log(`\nSlowest ${slowest.length} end-to-end tests:`);
  for (const result of slowest)
    console.log(`  ${(result.duration / 1000).toFixed(1).padStart(5)} s  [${result.project}] ${result.title}`);
}
