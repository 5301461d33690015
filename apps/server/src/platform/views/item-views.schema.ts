import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** What a view is of: a vacancy's, a candidate's or a company's public page, or a blog article (ADR 0037). */
export type ViewKind = 'vacancy' | 'candidate' | 'company' | 'post';

/** Views of one item on one UTC day: the only thing the statistics read. */
export const item_views = pgTable(
  'item_views',
  {
    kind: text('kind').$type<ViewKind>().notNull(),
    item_id: integer('item_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.item_id, t.day] })],
);

/**
 * Who already counted for an item today, as a keyed hash that changes with the day (ADR 0037): it tells two views
 * of one viewer apart from two viewers', and nothing more. Rows of past days are pruned; they serve no one.
 */
export const item_view_marks = pgTable(
  'item_view_marks',
  {
    kind: text('kind').$type<ViewKind>().notNull(),
    item_id: integer('item_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    viewer: text('viewer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.item_id, t.day, t.viewer] })],
);
