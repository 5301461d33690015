import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns.ts';

/**
 * What each account saved. `target_id` is an id of the domain that owns `type` (vacancies, candidates, companies):
 * no foreign key, since those tables are not this module's; a thing that disappears shows as no longer available.
 */
export const favorites = pgTable(
  'favorites',
  {
    user_id: integer('user_id').notNull(),
    type: text('type').notNull(),
    target_id: integer('target_id').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    // One row per account, type and thing: saving twice changes nothing.
    primaryKey({ columns: [t.user_id, t.type, t.target_id] }),
    // The list reads one account's favorites newest first.
    index('favorites_user_created_idx').on(t.user_id, t.created_at),
  ],
);
