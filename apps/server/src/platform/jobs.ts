import type { Clock } from './clock.ts';
import type { Database } from './db/database.ts';
import type { Logger } from './logger.ts';
import type { Job } from './module.ts';

/**
 * Runs each job at start and then every `everyMs`. A failed run is logged and retried at the next tick; the timers do
 * not hold the process open, so shutdown never waits for them.
 */
export function startJobs(jobs: readonly Job[], context: { database: Database; clock: Clock; logger: Logger }) {
  for (const job of jobs) {
    const run = () =>
      job.run(context).catch((error: unknown) => context.logger.error({ err: error, job: job.name }, 'job failed'));
    void run();
    setInterval(run, job.everyMs).unref();
  }
}
