import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declareJob, declareScheduledJob } from './job-contract';
import { getJobsState } from './job-runtime.server';
import { handleJob } from './jobs.server';

// What a job's declaration promises before any queue exists; enqueueing and running through
// pg-boss are in tests/integration/jobs.test.ts.

const context = { jobId: 'job-1', attempt: 1, logger: pino({ level: 'silent' }) };

describe('job definitions', () => {
  it('takes a name that can name a queue', () => {
    expect(() => declareJob('renew subscription', z.object({}))).toThrow(/letters, digits/);
    expect(() => declareJob('.renew', z.object({}))).toThrow();
    expect(declareJob('subscriptions.renew', z.object({})).name).toBe('subscriptions.renew');
  });

  it('gives a scheduled job its clock and an empty payload, and starts the clock with its handler', () => {
    const nightly = declareScheduledJob('test.nightly-sweep', '0 3 * * *');
    expect(nightly.cron).toBe('0 3 * * *');
    expect(nightly.schema.parse({ stray: 1 })).toEqual({});
    expect(getJobsState().schedules.has(nightly.name)).toBe(false);
    handleJob(nightly, async () => {});
    expect(getJobsState().schedules.get(nightly.name)).toBe('0 3 * * *');
  });

  it('runs the handler on the data parsed with its schema, and never on data that does not fit', async () => {
    const job = declareJob('test.parsed-payload', z.object({ quantity: z.number().int().positive() }));
    const heard: Array<{ quantity: number }> = [];
    handleJob(job, async (payload) => {
      heard.push(payload);
    });
    const registered = getJobsState().definitions.get(job.name);
    await registered?.handler({ quantity: 2, extra: 'dropped' }, context);
    await expect(registered?.handler({ quantity: 'two' }, context)).rejects.toThrow(/quantity/);
    expect(heard).toEqual([{ quantity: 2 }]);
    expect(getJobsState().schedules.has(job.name)).toBe(false);
  });
});
