import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { logConnectionErrors } from '../database.ts';
import { startEmbeddedDatabase } from './embedded-database.ts';

const scratch = mkdtempSync(join(tmpdir(), 'hushwork-embedded-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the embedded database on its worker thread', async () => {
  const embedded = await startEmbeddedDatabase({ dataDir: null });
  const { pool } = embedded;
  afterAll(() => embedded.close());
  await pool.query('create table item (id int primary key, name text not null)');

  it('keeps the server thread free while a long query runs', async () => {
    let timerFiredAt = 0;
    const started = performance.now();
    setTimeout(() => {
      timerFiredAt = performance.now();
    }, 5);
    const query = pool.query('select count(*)::int as n from generate_series(1, 3000000) a, generate_series(1, 2) b');
    const { rows } = await query;
    const finishedAt = performance.now();
    expect(rows[0].n).toBe(6_000_000);
    // The 5 ms timer ran while PGlite was still counting, not after it.
    expect(timerFiredAt).toBeGreaterThan(0);
    expect(timerFiredAt - started).toBeLessThan(finishedAt - started);
  });

  it('reports a constraint violation with its SQLSTATE and constraint, like PostgreSQL', async () => {
    await pool.query('insert into item values ($1, $2)', [1, 'one']);
    const failure = await pool.query('insert into item values ($1, $2)', [1, 'again']).catch((error) => error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'item_pkey' });
    // The backend goes on answering after the error.
    expect((await pool.query('select name from item where id = $1', [1])).rows).toEqual([{ name: 'one' }]);
  });

  it('rolls back what a dropped connection left open in a transaction', async () => {
    const client = await pool.connect();
    await client.query('begin');
    await client.query('insert into item values (2, $1)', ['half done']);
    client.release(new Error('connection dropped by the caller'));
    const { rows } = await pool.query('select count(*)::int as n from item where id = 2');
    expect(rows[0].n).toBe(0);
    // And the next connection starts outside any transaction: its insert is there for everyone.
    await pool.query('insert into item values (3, $1)', ['kept']);
    expect((await pool.query('select name from item where id = 3')).rows).toEqual([{ name: 'kept' }]);
  });

  it('serves queries that arrive together in their order, each with its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pool.query('select $1::int * 2 as doubled', [i])),
    );
    expect(answers.map((answer) => answer.rows[0].doubled)).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
  });

  it('clones itself through a dump that a new database starts from', async () => {
    const clone = await startEmbeddedDatabase({ dataDir: null, loadDataDir: await embedded.dump() });
    try {
      expect((await clone.pool.query('select id from item order by id')).rows).toEqual([{ id: 1 }, { id: 3 }]);
    } finally {
      await clone.close();
    }
  });
});

describe('an embedded database whose thread stops', () => {
  it('fails its queries with the reason, and the process goes on', async () => {
    const embedded = await startEmbeddedDatabase({ dataDir: null });
    const errors: string[] = [];
    logConnectionErrors(embedded.pool, (message) => errors.push(message));
    await embedded.pool.query('select 1');
    await embedded.thread.terminate();
    await expect(embedded.pool.query('select 1')).rejects.toThrow(/embedded database stopped/);
    await expect(embedded.dump()).rejects.toThrow(/embedded database stopped/);
    // The idle connection's failure was heard, not thrown at the process.
    expect(errors).toEqual([expect.stringMatching(/embedded database stopped/)]);
    await embedded.close();
  });
});

describe('an embedded database in a data directory', () => {
  it('keeps its data across a close and a new start', async () => {
    const dataDir = join(scratch, 'kept');
    const first = await startEmbeddedDatabase({ dataDir });
    await first.pool.query("create table note (body text); insert into note values ('still here')");
    await first.close();
    const second = await startEmbeddedDatabase({ dataDir });
    try {
      expect((await second.pool.query('select body from note')).rows).toEqual([{ body: 'still here' }]);
    } finally {
      await second.close();
    }
  });

  it('fails to start with the reason when the data directory is unusable', async () => {
    const notADirectory = join(scratch, 'a-file');
    writeFileSync(notADirectory, 'not a database');
    await expect(startEmbeddedDatabase({ dataDir: notADirectory })).rejects.toThrow(/embedded database/);
  });
});
