import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '../../db/schema/index.ts';
import { startEmbeddedDatabase } from './embedded/embedded-database.ts';

export type Schema = typeof schema;
/** The one database type use cases and repositories see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

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

export type OpenDatabaseOptions =
  | { url: string; logger?: (message: string) => void }
  | { dataDir: string | null; loadDataDir?: Blob };

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return 'url' in options
    ? openPostgres(options.url, options.logger)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const embedded = await startEmbeddedDatabase({ dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
  const { pool } = embedded;
  return {
    db: drizzleNodePg(pool, { schema }) as unknown as Db,
    kind: 'pglite',
    migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder }),
    ping: async () => void (await pool.query('select 1')),
    close: () => embedded.close(),
    dump: () => embedded.dump(),
  };
}

async function openPostgres(url: string, logger?: (message: string) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's error would otherwise be an uncaught exception that kills the process.
  pool.on('error', (error) => logger?.(`postgres pool error: ${error.message}`));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder }),
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}
