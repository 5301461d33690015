import type PgBoss from 'pg-boss';
import type { Db } from '../db/database.ts';

type Queryable = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/** pg-boss's `db` option: something that runs one SQL text with positional values. */
export type SqlExecutor = PgBoss.Db;

/**
 * Runs pg-boss's SQL on the node-postgres pool under a Drizzle database, or on the client a Drizzle transaction
 * holds: a job sent through a transaction's executor commits or rolls back with that transaction. Drizzle's own
 * `execute` would not do: it turns dates into strings, and pg-boss sends multi-statement texts.
 */
export function sqlExecutor(db: Db): SqlExecutor {
  // Drizzle keeps the pool (or the transaction's checked-out client) on its session; it has no public accessor.
  const client = (db as unknown as { session?: { client?: Queryable } }).session?.client;
  if (typeof client?.query !== 'function') throw new Error('sqlExecutor needs a node-postgres Drizzle database');
  return { executeSql: (text, values) => client.query(text, values) as Promise<{ rows: never[] }> };
}
