import { sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The columns the modules' tables share, spelled once. Each helper makes a new builder, so no two tables share one;
 * the names stay explicit, so the SQL drizzle-kit generates is what the migrations already hold.
 */

/** Every time the schema keeps is a `timestamp with time zone`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const serialId = () => serial('id').primaryKey();

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

export const timestamps = () => ({ created_at: createdAt(), updated_at: updatedAt() });

/** Written by the owner as `pending`; moderation makes it `approved` or `rejected`. */
export const moderationStatus = () => text('moderation_status').notNull().default('pending');

/** Why moderation rejected the row, shown to its owner while it stays rejected; the next decision clears it. */
export const moderationNote = () => text('moderation_note');

/** A row that belongs to another of its module's rows and goes with it. */
export const ownedBy = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** Ids of other domains' rows (cities, keywords) kept in an array, empty rather than null. */
export const integerList = (name: string) => integer(name).array().notNull().default(sql`'{}'`);

export const textList = (name: string) => text(name).array().notNull().default(sql`'{}'`);

/** The search vector a repository writes with each change. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
