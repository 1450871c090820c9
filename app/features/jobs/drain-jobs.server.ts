import { ensureQueues, getJobsState, type JobData, requireRuntime } from './job-runtime.server';
import { dispatchOutboxEvents } from './outbox.server';
import { runJob } from './worker.server';

/** The names of the jobs a drain ran, once per attempt. */
export type DrainSummary = { completed: string[]; failed: string[] };

/**
 * For tests, after startJobs({ runWorkers: false }): dispatches pending events and runs every job
 * that is due through the registered handlers, with pg-boss's fetch, complete and fail, including
 * jobs those jobs create, until nothing is left. Retries due later (backoff) stay queued.
 * Returns the names of the jobs run, once per attempt.
 */
export async function drainJobs({ timeoutMs = 15_000 }: { timeoutMs?: number } = {}): Promise<DrainSummary> {
  const runtime = requireRuntime();
  if (runtime.isRunningWorkers) throw new Error('drainJobs() runs jobs itself: start jobs with runWorkers: false.');
  const summary: DrainSummary = { completed: [], failed: [] };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dispatched = await dispatchOutboxEvents();
    let ran = 0;
    const names = [...getJobsState().definitions.keys()];
    await ensureQueues(runtime, names);
    for (const name of names) {
      const jobs = await runtime.boss.fetch<JobData>(name, { includeMetadata: true, batchSize: 50 });
      for (const job of jobs) {
        ran += 1;
        try {
          await runJob(runtime, name, job);
          await runtime.boss.complete(name, job.id);
          summary.completed.push(name);
        } catch (error) {
          await runtime.boss.fail(name, job.id, error instanceof Error ? error : { message: String(error) });
          summary.failed.push(name);
        }
      }
    }
    if (ran === 0 && dispatched === 0) return summary;
    if (Date.now() > deadline) throw new Error(`drainJobs(): jobs still due after ${timeoutMs} ms`);
  }
}
