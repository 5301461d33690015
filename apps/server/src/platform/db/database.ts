import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type EmbeddedDatabase, launchEmbeddedDatabase, startEmbeddedDatabase } from './embedded/embedded-database.ts';
import { queueQueries } from './queue-queries.ts';

/**
 * The one database type use cases and repositories see, whichever driver is underneath. Queries name their tables
 * (modules own them); no schema is registered, so the platform never imports a module's tables.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, for cloning test databases. */
  dump?(): Promise<Blob>;
};

const migrationsFolder = fileURLToPath(new URL('../../db/migrations', import.meta.url));

/**
 * Drizzle's migrator applies each migration newer than the last one recorded. When the journal's last migration is
 * recorded already, one read says so, and the migrator's own work (creating its schema and table if missing, reading
 * and hashing every file, an empty transaction) is skipped: about 0.4 s of a second start on the embedded database.
 */
async function migrateUnlessCurrent(pool: pg.Pool) {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const recorded = await pool
    .query<{ created_at: string }>('select max(created_at) as created_at from drizzle.__drizzle_migrations')
    .then((result) => Number(result.rows[0]?.created_at ?? 0))
    // No migrations table yet: a new database.
    .catch(() => 0);
  if (recorded >= newest) return;
  await migrateNodePg(drizzleNodePg(pool), { migrationsFolder });
}

/** Where connection failures are reported (the process logger's error level, in main). */
type ReportError = (message: string) => void;

export type OpenDatabaseOptions = ({ url: string } | { dataDir: string | null; loadDataDir?: Blob }) & {
  logger?: ReportError;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if ('url' in options) return postgresDatabase(options.url, options.logger);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const { dataDir, loadDataDir } = options;
  const embedded = await startEmbeddedDatabase({ dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
  return pgliteDatabase(embedded, options.logger);
}

/**
 * The database at once, and `ready` once it takes queries: the server builds its app while the embedded database
 * boots on its thread. Nothing may query it before `ready` has resolved; a database that cannot open rejects `ready`.
 */
export function connectDatabase(options: ({ url: string } | { dataDir: string }) & { logger?: ReportError }): {
  database: Database;
  ready: Promise<void>;
} {
  if ('url' in options) return { database: postgresDatabase(options.url, options.logger), ready: Promise.resolve() };
  mkdirSync(options.dataDir, { recursive: true });
  const embedded = launchEmbeddedDatabase({ dataDir: options.dataDir });
  return { database: pgliteDatabase(embedded, options.logger), ready: embedded.started };
}

/**
 * A connection that fails (a PostgreSQL restart, the embedded worker stopping) emits 'error' on its client. Unheard,
 * that is an uncaught exception that kills the process. An idle client's error reaches the pool, which reports it. A
 * checked-out client's error also fails the query it runs, whose caller reports it: its own listener only keeps the
 * process alive.
 */
export function logConnectionErrors(pool: pg.Pool, logger?: ReportError) {
  pool.on('error', (error) => logger?.(`database connection error: ${error.message}`));
  pool.on('connect', (client) => client.on('error', () => {}));
}

/** Every connection of the pool as the app uses it: errors heard, queries one after another (`queue-queries.ts`). */
function prepareConnections(pool: pg.Pool, logger?: ReportError) {
  logConnectionErrors(pool, logger);
  pool.on('connect', queueQueries);
}

function pgliteDatabase(embedded: EmbeddedDatabase, logger?: ReportError): Database {
  const { pool } = embedded;
  prepareConnections(pool, logger);
  return {
    db: drizzleNodePg(pool) as unknown as Db,
    kind: 'pglite',
    migrate: () => migrateUnlessCurrent(pool),
    ping: async () => void (await pool.query('select 1')),
    close: () => embedded.close(),
    dump: () => embedded.dump(),
  };
}

function postgresDatabase(url: string, logger?: ReportError): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  prepareConnections(pool, logger);
  const db = drizzleNodePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateUnlessCurrent(pool),
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}
