import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.ts';

/** The company page's gallery: image ids of the files module, in the order they were added. */
export const company_photos = pgTable(
  'company_photos',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    file_id: text('file_id').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.file_id] }),
    index('company_photos_order_idx').on(t.company_id, t.position),
  ],
);
