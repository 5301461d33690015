import type { TResumeDesign, TResumeDocument } from '@hushwork/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestamps } from '../../platform/db/columns.ts';

/**
 * Resumes made in the builder (issue 28). A guest's has no owner and is reached with the token `store` gave, of which
 * only its SHA-256 hash is kept: a leaked table gives no one a way in. Claiming a resume sets its owner and clears
 * the hash, so the token stops working. The document and design are the contract's schemas as they were saved.
 */
export const resumes = pgTable(
  'resumes',
  {
    id: serialId(),
    /** The id every call and `/cv/{id}` use: random, so resumes cannot be walked or counted. */
    public_id: text('public_id').notNull(),
    user_id: integer('user_id'),
    token_hash: text('token_hash'),
    document: jsonb('document').$type<TResumeDocument>().notNull(),
    design: jsonb('design').$type<TResumeDesign>().notNull(),
    step: smallint('step').notNull().default(1),
    shared: boolean('shared').notNull().default(false),
    indexable: boolean('indexable').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('resumes_public_id_idx').on(t.public_id),
    // The owner's list, last edited first.
    index('resumes_user_updated_idx').on(t.user_id, t.updated_at),
    // The daily pass over guests' resumes nobody touched for `RESUMES.guestKeepDays`.
    index('resumes_guest_updated_idx').on(t.updated_at).where(sql`user_id is null`),
  ],
);
