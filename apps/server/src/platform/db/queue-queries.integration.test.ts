import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from './database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

describe('queries at once on one connection (a transaction)', () => {
  it('run one after another in the order asked, each answering its own, without pg’s deprecated queue', async () => {
    // The setup fails this test on pg's "already executing a query" deprecation warning.
    const answers = await database.db.transaction((tx) =>
      Promise.all([
        tx.execute(sql`select pg_sleep(0.05), 1 as n, clock_timestamp() as at`),
        tx.execute(sql`select 2 as n, clock_timestamp() as at`),
        tx.execute(sql`select 3 as n, clock_timestamp() as at`),
      ]),
    );
    const rows = answers.map((answer) => rowsOf(answer)[0] as { n: number; at: string });
    expect(rows.map((row) => Number(row.n))).toEqual([1, 2, 3]);
    const times = rows.map((row) => new Date(row.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('keeps going after a query that fails, and the transaction still rolls back as a whole', async () => {
    await database.db.execute(sql`create table queued_probe (n int)`);
    const failed = database.db.transaction((tx) =>
      Promise.all([
        tx.execute(sql`insert into queued_probe values (1)`),
        tx.execute(sql`select * from no_such_table`),
        tx.execute(sql`select 1`),
      ]),
    );
    await expect(failed).rejects.toThrow(/no_such_table/);
    expect(rowsOf(await database.db.execute(sql`select count(*)::int as n from queued_probe`))).toEqual([{ n: 0 }]);
  });
});
