import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns.ts';

/** A stored copy of an image other than the main one (the thumbnail), kept beside it. */
export type StoredVariant = { key: string; content_type: string; size: number; width: number; height: number };

/**
 * One uploaded file. The id is random (never a sequence): it is the file's public address. `user_id` has no foreign
 * key to identity's users on purpose: a module reaches another only through its use cases, and accounts are erased,
 * never deleted (their files go with `deleteFile`).
 */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    user_id: integer('user_id').notNull(),
    kind: text('kind', { enum: ['image', 'document'] }).notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    storage_key: text('storage_key').notNull(),
    /** The uploaded file's name, cleaned: for the owner's download only, never shown to anyone else. */
    name: text('name'),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<Record<string, StoredVariant>>().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [index('files_user_idx').on(t.user_id)],
);
