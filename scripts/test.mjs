#!/usr/bin/env node
// `npm test`: lint, types, unit and integration tests, the production build, and the
// end-to-end tests in Chromium. Ends with one summary line of all test counts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { npm, npx, printSlowest, resultsOf, root, run, runEndToEnd } from './e2e-run.mjs';

const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
const counts = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
// The failed tests by name, printed last: CI keeps only the tail of a failed run's output.
const failures = [];
const startedAt = Date.now();

/** Runs one part of the suite and remembers how long it took, for the closing summary. */
function timed(part, action) {
  const started = Date.now();
  const ok = action();
  timings.push([part, Date.now() - started]);
  return ok;
}

function finish(ok) {
  console.log(`\nDatabase: ${database}`);
  for (const [part, ms] of timings) console.log(`  ${part}: ${(ms / 1000).toFixed(0)} s`);
  console.log(`  total: ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  if (failures.length > 0) {
    console.log(`\nFailed (${failures.length}):`);
    for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
  }
  console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

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
  const checked = timed(
    'lint and types',
    () =>
      // npm run lint: Biome, then the dependency rule (dependency-cruiser, decision 0032).
      run('Lint (biome and the dependency rule)', npm, ['run', 'lint']) &&
      run('Types (react-router typegen && tsc)', npx, ['react-router', 'typegen']) &&
      run('', npx, ['tsc', '--noEmit']),
  );
  if (!checked) fail();
  // The build comes first: some integration tests start the production server as a process.
  if (!timed('production build', () => run('Production build', npx, ['react-router', 'build']))) fail();
}

// CI's second pass, on PostgreSQL, runs what the database can change (decisions 0045, 0046): the
// integration tests, and at desktop size the end-to-end flows that write across many tables in
// one transaction. The unit tests under app/ and server/ touch no database, the phone layout is
// the same HTML and CSS on either database, and the read-only pages run the same queries the
// integration tests run; all of them ran in the first pass.
const databaseOnly = process.env.TEST_DATABASE_ONLY === '1';
const DATABASE_FLOWS = [
  'tests/e2e/accounts.spec.ts', // better-auth's adapter: users, sessions, verification, two-step
  'tests/e2e/checkout.spec.ts', // orders, payments, stock holds, subscriptions, the address book
  'tests/e2e/payment-retry.spec.ts', // a decline keeps the hold; cancel releases it
  'tests/e2e/account-deletion.spec.ts', // erasure and anonymisation in one transaction
  'tests/e2e/inventory.spec.ts', // the all-or-nothing CSV import
  'tests/e2e/forum.spec.ts', // live replies through LISTEN/NOTIFY on the server, held posts, moderation
  'tests/e2e/assistant.spec.ts', // Verde AI: passages and vectors, kept conversations, confirmed actions, the per-account limit
];
if (databaseOnly) console.log('TEST_DATABASE_ONLY=1: integration tests, and the database flows end to end at desktop size.');

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-test-'));
const vitestReport = path.join(reports, 'vitest.json');
const unitOk = timed('unit and integration', () =>
  run(`Unit and integration tests (Vitest, ${database})`, npx, [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
    ...(databaseOnly ? ['tests/integration'] : []),
  ]),
);
if (fs.existsSync(vitestReport)) {
  const report = JSON.parse(fs.readFileSync(vitestReport, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const why = String(test.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 200);
      failures.push(`${where} › ${test.fullName}: ${why}`);
    }
    // A file that failed to load has no test results, only its message.
    if (file.status === 'failed' && (file.assertionResults ?? []).every((test) => test.status !== 'failed'))
      failures.push(
        `${where}: ${String(file.message ?? '')
          .split('\n')[0]
          .slice(0, 200)}`,
      );
  }
} else if (!unitOk) counts.failed += 1;
fs.rmSync(reports, { recursive: true, force: true });

let e2e;
timed('end to end', () => {
  e2e = runEndToEnd(
    'End-to-end tests (Playwright, Chromium, production build)',
    databaseOnly ? ['--project=desktop', ...DATABASE_FLOWS] : [],
  );
  return e2e.ok;
});
if (e2e.report) {
  const stats = e2e.report.stats ?? {};
  counts.passed += stats.expected ?? 0;
  // Retries are off (playwright.config.ts), so nothing should be "flaky"; count it as failed if it is.
  counts.failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  counts.skipped += stats.skipped ?? 0;
  for (const result of resultsOf(e2e.report))
    if (result.status !== 'passed' && result.status !== 'skipped')
      failures.push(`[${result.project}] ${result.title}: ${result.status}`);
  printSlowest(e2e.report);
} else if (!e2e.ok) counts.failed += 1;

finish(unitOk && e2e.ok);
