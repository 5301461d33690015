import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns.ts';

/**
 * The opens a company spent on community members (ADR 0049): one row per company and member, written when an open
 * is charged, so opening the same member again is free. A plan's opens left are its opens minus the rows of its
 * current period. The consent itself is the candidates' opening (source `community`); this is the bill of it.
 */
export const community_openings = pgTable(
  'community_openings',
  {
    company_id: integer('company_id').notNull(),
    candidate_id: integer('candidate_id').notNull(),
    opened_by_user_id: integer('opened_by_user_id').notNull(),
    opened_at: timestamptz('opened_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.candidate_id] }),
    index('community_openings_company_opened_idx').on(t.company_id, t.opened_at),
  ],
);

/** The free demo plan, once per company: when it started and ends. */
export const community_demos = pgTable('community_demos', {
  company_id: integer('company_id').primaryKey(),
  started_by_user_id: integer('started_by_user_id').notNull(),
  started_at: timestamptz('started_at').notNull(),
  ends_at: timestamptz('ends_at').notNull(),
});
