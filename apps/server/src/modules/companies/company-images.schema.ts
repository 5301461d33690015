import { index, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { ownedBy } from '../../platform/db/columns.ts';
import { companies } from './companies.schema.ts';

/** The company page's gallery: image ids of the files module, in the order they were added. */
export const company_photos = pgTable(
  'company_photos',
  {
    company_id: ownedBy('company_id', () => companies.id),
    file_id: text('file_id').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.file_id] }),
    index('company_photos_order_idx').on(t.company_id, t.position),
  ],
);
