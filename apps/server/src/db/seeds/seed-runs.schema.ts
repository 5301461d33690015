import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns.ts';

/** Which seeds ran and at which version, so a second start neither repeats nor duplicates them. */
export const seed_runs = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  /** An every-start seed's digest of its sources at its last run (`Seed.digest`). */
  digest: text('digest'),
  ran_at: timestamptz('ran_at').notNull().defaultNow(),
});
