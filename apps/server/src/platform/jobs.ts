import type { Job, JobContext } from './module.ts';
import { type JobQueue, startJobQueue } from './queue/job-queue.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The cron line for `everyMs`: a whole number of minutes that divides an hour, or of hours that divides a day.
 * Anything else has no exact cron form, and a job must not silently run at another rhythm than it declares.
 */
export function cronFor(everyMs: number): string {
  if (everyMs % MINUTE_MS === 0 && everyMs < HOUR_MS && HOUR_MS % everyMs === 0) {
    const minutes = everyMs / MINUTE_MS;
    return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  }
  if (everyMs % HOUR_MS === 0 && (24 * HOUR_MS) % everyMs === 0) {
    const hours = everyMs / HOUR_MS;
    return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  }
  throw new Error(`a job's everyMs must be whole minutes dividing an hour or whole hours dividing a day: ${everyMs}`);
}

export type JobRunner = {
  queue: JobQueue;
  /** Stops taking jobs and waits up to `timeoutMs` for those under way (shutdown calls it before the database closes). */
  stop(timeoutMs?: number): Promise<void>;
};

/** Three more tries after a failed run, 1–2, 2–4 and 4–8 minutes later (pg-boss's backoff); then the next tick. */
const RETRIES = { retryLimit: 3, retryDelay: 60, retryBackoff: true } as const;

/**
 * Runs each job on the pg-boss queue (ADR 0022): once at start, then on the schedule its `everyMs` gives. pg-boss
 * keeps schedules and jobs in the database, so one instance among several runs each tick, a failed run is retried,
 * and a run cut short by a crash is taken up again once it expires. A job's `run` must bear being run twice.
 */
export async function startJobs(jobs: readonly Job[], context: JobContext): Promise<JobRunner> {
  const { database, logger } = context;
  const queue = await startJobQueue({ db: database.db, logger });
  const { boss } = queue;
  const names = new Set(jobs.map((job) => job.name));
  // A job removed from the code leaves its schedule behind; unworked, it would pile up jobs nobody takes.
  for (const schedule of await boss.getSchedules()) {
    if (!names.has(schedule.name)) await boss.unschedule(schedule.name);
  }
  // Creating a queue is DDL (a partition of pg-boss's job table); on PGlite that is tens of milliseconds each boot.
  const queues = new Set((await boss.getQueues()).map((existing) => existing.name));
  for (const job of jobs) {
    if (!queues.has(job.name)) await boss.createQueue(job.name, { name: job.name, ...RETRIES });
    await boss.schedule(job.name, cronFor(job.everyMs), {}, { tz: 'UTC' });
    // Instances starting in the same clock minute share one start-up run (pg-boss's singleton slot).
    await boss.send(job.name, {}, { singletonKey: 'at-start', singletonSeconds: 60 });
    // A schedule's job appears at most once a minute: polling for it more often only costs queries.
    await queue.work(job.name, { pollingIntervalSeconds: 30 }, async () => {
      try {
        await job.run(context);
      } catch (error) {
        logger.error({ err: error, job: job.name }, 'job failed');
        throw error;
      }
    });
  }
  return { queue, stop: (timeoutMs = 10_000) => queue.stop(timeoutMs) };
}
