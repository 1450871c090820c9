#!/usr/bin/env node
// `npm run test:flaky`: builds, then runs every end-to-end test three times over (retries stay
// off) and names each test that failed even once. Not part of CI: it takes three times as long.
// A test that fails one run in ten is a failing test; this is how to find it before CI does.
import { npx, printSlowest, resultsOf, run, runEndToEnd } from './e2e-run.mjs';

const REPEATS = 3; // tests/e2e/support/accounts.ts MAX_REPEATS provides accounts for this many.

if (!run('Production build', npx, ['react-router', 'build'])) process.exit(1);
const { ok, report } = runEndToEnd(`End-to-end tests, each run ${REPEATS} times`, [
  `--repeat-each=${REPEATS}`,
  ...process.argv.slice(2),
]);
if (!report) {
  console.error('\nPlaywright wrote no report: see its output above.');
  process.exit(1);
}

const byTest = new Map();
for (const result of resultsOf(report)) {
  const key = `[${result.project}] ${result.title}`;
  const entry = byTest.get(key) ?? { runs: 0, failures: 0 };
  entry.runs += 1;
  if (result.status !== 'passed' && result.status !== 'skipped') entry.failures += 1;
  byTest.set(key, entry);
}
const unsteady = [...byTest].filter(([, entry]) => entry.failures > 0);
printSlowest(report);
if (unsteady.length === 0) {
  console.log(`\nNo flaky test: ${byTest.size} tests, each passed all ${REPEATS} runs.`);
} else {
  console.log(`\n${unsteady.length} of ${byTest.size} tests failed at least once:`);
  for (const [key, entry] of unsteady) console.log(`  ${entry.failures} of ${entry.runs} runs failed: ${key}`);
}
process.exit(ok && unsteady.length === 0 ? 0 : 1);
