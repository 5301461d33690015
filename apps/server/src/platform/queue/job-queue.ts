import PgBoss from 'pg-boss';
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { type SqlExecutor, sqlExecutor } from './sql-executor.ts';

export type JobQueue = {
  /** pg-boss itself, for the job runner (`platform/jobs.ts`): queues, schedules, workers. */
  boss: PgBoss;
  /**
   * Sends a job through `db`: pass the transaction of the change that causes the job, and the job exists exactly
   * when the change does. The queue must exist (`boss.createQueue`). Resolves to the job's id.
   */
  send(db: Db, name: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /** `boss.work`, with the handler's runs counted so that stop() can wait for them. */
  work<T>(name: string, options: PgBoss.WorkOptions, handler: PgBoss.WorkHandler<T>): Promise<string>;
  /**
   * Stops fetching and waits up to `timeoutMs` for the jobs under way; after that, pg-boss's queries go unanswered
   * (the database is about to close).
   */
  stop(timeoutMs: number): Promise<void>;
};

/**
 * The process's one pg-boss (ADR 0022), on the application's own pool: in embedded mode that is PGlite's one
 * connection, which pg-boss shares with requests query by query. Its tables live in the `pgboss` schema, which it
 * creates and migrates itself at start.
 */
export async function startJobQueue({ db, logger }: { db: Db; logger: Logger }): Promise<JobQueue> {
  const inner = sqlExecutor(db);
  const inFlight = new Set<Promise<unknown>>();
  const running = new Set<Promise<unknown>>();
  const track = <T>(pending: Set<Promise<unknown>>, promise: Promise<T>) => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise)).catch(() => {});
    return promise;
  };
  let stopped = false;
  const executor: SqlExecutor = {
    executeSql(text, values) {
      // pg-boss does not await the query that completes or fails a job: once the database is closing, a rejected
      // one would be an unhandled rejection, which ends the process. Left unanswered, the job expires and is retried.
      if (stopped) return new Promise(() => {});
      return track(inFlight, inner.executeSql(text, values));
    },
  };
  /** Resolves once no query or handler is under way, or after `ms`. */
  const quiet = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      const check = async () => {
        while (inFlight.size > 0 || running.size > 0) {
          await Promise.allSettled([...inFlight, ...running]);
          // A fetch that just returned hands its jobs to the handler a few ticks later.
          await new Promise((next) => setImmediate(next));
        }
        clearTimeout(timer);
        resolve();
      };
      void check();
    });
  const boss = new PgBoss({
    db: executor,
    schema: 'pgboss',
    // Schedules have a minute's resolution; checking for their jobs every 5 s (the default) costs 12 queries a
    // minute on a connection that serves requests, for nothing.
    cronWorkerIntervalSeconds: 30,
  });
  boss.on('error', (error: Error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  return {
    boss,
    send: (target, name, data, options = {}) => boss.send(name, data, { ...options, db: sqlExecutor(target) }),
    work: (name, options, handler) => boss.work<never>(name, options, (jobs) => track(running, handler(jobs))),
    async stop(timeoutMs) {
      const started = Date.now();
      await boss.stop({ graceful: true, close: false, timeout: timeoutMs });
      // pg-boss waits only for jobs already handed to a handler, not for a fetch under way that may return some.
      await quiet(Math.max(0, timeoutMs - (Date.now() - started)));
      stopped = true;
    },
  };
}
