import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';

/** The rows of a raw query: both drivers (node-postgres over PGlite or PostgreSQL) answer `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
