import { data, redirect } from 'react-router';
import { flashCookie } from '~/features/accounts/flash.server';
import type { SessionUser } from '~/features/accounts/guard.server';
import { retryFailedJobs } from '~/features/jobs/failed-jobs.server';
import { reportJobs } from '~/features/jobs/job-report.server';
import { checkLedger, postUnpostedNow } from '~/features/ledger/ledger-check.server';
import { logSecurityEvent } from '~/features/security/security.server';
import { pageSeo } from '~/features/seo/seo.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { listSecurityEvents } from './security-log.server';

/*
 * Direct fixes (decision 0112): the mends an admin may make at once, each the owning domain's
 * operation (which checks the admin itself), and each written to the security log as the acting
 * admin's, type ADMIN_FIX, where this page lists the last of them. Jobs and the ledger build on
 * nothing of security's, so the record is written here, beside the route, as the security log's
 * page composes accounts and security (security-log.server.ts).
 */

const PATH = '/creator-hub/direct-fix-controls';
export const FIX_EVENT = 'ADMIN_FIX';
/** How many failed jobs the page lists, newest first (the system console shows ten). */
const FAILURES_SHOWN = 50;
const FIXES_SHOWN = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function loadDirectFixes(request: Request, user: SessionUser) {
  const [jobs, ledger, fixes, seo] = await Promise.all([
    reportJobs({ since: new Date(Date.now() - DAY_MS), failures: FAILURES_SHOWN }),
    checkLedger({ actor: user }),
    listSecurityEvents({ type: FIX_EVENT }),
    pageSeo(request, { path: PATH, pageKey: 'creator-hub-direct-fix-controls', noindex: true }),
  ]);
  return {
    failedJobs: jobs.failures,
    ledger,
    fixes: fixes.events.slice(0, FIXES_SHOWN).map(({ id, details, createdAt, userEmail }) => ({
      id,
      fix: String((details as { fix?: unknown }).fix ?? ''),
      count: Number((details as { count?: unknown }).count ?? 0),
      createdAt,
      by: userEmail,
    })),
    seo,
  };
}

/** What a refused form is answered with (the page stays, with the reason; `formError` when the form could not be read). */
export type FixAnswer = { ok: false; message?: string; formError?: string };

const INTENTS = ['retry-job', 'retry-all', 'post-ledger'] as const;
type Intent = (typeof INTENTS)[number];
const isIntent = (value: string): value is Intent => (INTENTS as readonly string[]).includes(value);

/** Each fix ends back on the page with a toast saying what it did (so a reload sends nothing twice). */
export async function directFixAction(request: Request, user: SessionUser) {
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const intent = textField(read.form, 'intent');
  if (!isIntent(intent)) return data<FixAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  let fix: 'jobs-retried' | 'ledger-posted';
  let details: Record<string, unknown>;
  let count: number;
  if (intent === 'post-ledger') {
    const posted = await postUnpostedNow({ actor: user });
    fix = 'ledger-posted';
    count = posted.orders;
    details = { fix, count, entries: posted.entries };
  } else {
    const jobId = textField(read.form, 'jobId');
    if (intent === 'retry-job' && !jobId) return data<FixAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
    const retried = await retryFailedJobs({ actor: user, jobIds: intent === 'retry-all' ? 'all' : [jobId] });
    if (retried.length === 0) {
      return data<FixAnswer>({ ok: false, message: 'fixes.jobs.noneRetried' }, { status: 409 });
    }
    fix = 'jobs-retried';
    count = retried.length;
    details = { fix, count, jobs: retried.slice(0, 20) };
  }
  if (count > 0) await logSecurityEvent({ type: FIX_EVENT, severity: 'medium', details }, { request, userId: user.id });
  return redirect(PATH, {
    headers: { 'Set-Cookie': flashCookie({ kind: 'success', title: `fixes.done.${fix}`, vars: { count } }, request) },
  });
}
