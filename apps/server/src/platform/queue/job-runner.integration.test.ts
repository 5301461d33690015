import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { systemClock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { cronFor, type JobRunner, startJobs } from '../jobs.ts';
import type { Logger } from '../logger.ts';
import type { Job } from '../module.ts';
import { buildRegistry } from '../registry.ts';

let database: Database;
const runners: JobRunner[] = [];
const logged: { message: string; details: Record<string, unknown> }[] = [];
const record = (details: unknown, message?: string) =>
  void logged.push({ message: message ?? String(details), details: (details ?? {}) as Record<string, unknown> });
const logger = { info: record, warn: record, error: record, debug: record } as unknown as Logger;

const start = async (jobs: Job[]) => {
  const runner = await startJobs(jobs, { database, clock: systemClock, logger, registry: buildRegistry([]) });
  runners.push(runner);
  return runner;
};

type JobRow = { state: string; singleton_key: string | null; waits_a_minute: boolean };
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const jobsNamed = (name: string) =>
  rowsOf<JobRow>(sql`
    select state, singleton_key, start_after > now() + interval '50 seconds' as waits_a_minute
    from pgboss.job where name = ${name}`);

const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table job_test_change (id serial primary key)`);
});
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop(1000);
});

describe('job runner on pg-boss', () => {
  it('runs each job once at start however many instances start that minute, and keeps its schedule in the database', async () => {
    let runs = 0;
    const job: Job = {
      name: 'count-runs',
      everyMs: HOUR,
      async run() {
        runs += 1;
      },
    };
    await start([job]);
    await start([job]);
    // The start-up run is one per job and singleton slot, the minute pg-boss dates it in; two starts straddle a
    // minute's turn now and then, so the slots are read back rather than guessed from this process's clock.
    const slots = await rowsOf<{ slot: string }>(
      sql`select singleton_on::text as slot from pgboss.job where name = 'count-runs'`,
    );
    const minutes = new Set(slots.map((row) => row.slot)).size;
    expect([1, 2]).toContain(minutes);

    expect(await jobsNamed('count-runs')).toHaveLength(minutes);
    expect(await jobsNamed('count-runs')).toMatchObject(Array(minutes).fill({ singleton_key: 'at-start' }));
    await vi.waitFor(() => expect(runs).toBe(minutes), { timeout: 10_000, interval: 50 });
    const schedules = await runners[0]!.queue.boss.getSchedules();
    expect(schedules).toMatchObject([{ name: 'count-runs', cron: '0 * * * *', timezone: 'UTC' }]);
  });

  it('writes a job together with the change: a rolled-back transaction leaves no job', async () => {
    const runner = await start([]);
    await runner.queue.boss.createQueue('after-change', { name: 'after-change' });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into job_test_change default values`);
        await runner.queue.send(tx, 'after-change', { what: 'gone' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const kept = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into job_test_change default values`);
      return runner.queue.send(tx, 'after-change', { what: 'kept' });
    });
    const rows = await rowsOf(sql`select id, data from pgboss.job where name = 'after-change'`);
    expect(rows).toEqual([{ id: kept, data: { what: 'kept' } }]);
  });

  it('logs a failed run and keeps it for a retry with backoff', async () => {
    const job: Job = {
      name: 'always-fails',
      everyMs: HOUR,
      run: async () => {
        throw new Error('the mail server said no');
      },
    };
    await start([job]);
    await vi.waitFor(
      async () => expect(await jobsNamed('always-fails')).toMatchObject([{ state: 'retry', waits_a_minute: true }]),
      {
        timeout: 10_000,
        interval: 100,
      },
    );
    expect(logged).toContainEqual({ message: 'job failed', details: expect.objectContaining({ job: 'always-fails' }) });
  });

  it('lets a run under way finish on stop, and a restarted runner takes the jobs left', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    let finished = 0;
    const job: Job = {
      name: 'slow',
      everyMs: HOUR,
      run: async () => {
        started += 1;
        await gate;
        finished += 1;
      },
    };
    const first = await start([job]);
    await vi.waitFor(() => expect(started).toBe(1), { timeout: 10_000, interval: 50 });
    // Sent while the runner waits for its next poll: nobody takes it before the stop.
    const left = await first.queue.send(database.db, 'slow', { left: true });
    const stopping = first.stop(5000);
    setTimeout(release, 200);
    await stopping;
    runners.splice(runners.indexOf(first), 1);
    expect(finished).toBe(1);

    const second = await start([job]);
    await vi.waitFor(
      async () => expect(await second.queue.boss.getJobById('slow', left!)).toMatchObject({ state: 'completed' }),
      {
        timeout: 10_000,
        interval: 100,
      },
    );
  });

  it('turns everyMs into a schedule pg-boss can keep, and refuses one it cannot', () => {
    expect([60_000, 5 * 60_000, HOUR, 6 * HOUR, 24 * HOUR].map(cronFor)).toEqual([
      '* * * * *',
      '*/5 * * * *',
      '0 * * * *',
      '0 */6 * * *',
      '0 */24 * * *',
    ]);
    expect(() => cronFor(7 * 60_000)).toThrow(/whole minutes/);
    expect(() => cronFor(90_000)).toThrow(/whole minutes/);
  });
});
