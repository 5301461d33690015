import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which seeds ran and at which version, so a second start neither repeats nor duplicates them. */
export const seed_runs = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  ran_at: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
