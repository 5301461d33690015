import type { Locale } from '@hushwork/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { static_pages } from '../content.schema.ts';

type PageRow = typeof static_pages.$inferSelect;

/** The only file that writes SQL for the static and legal pages. */
export const pageRepo = {
  async find(db: Db, name: string, locale: Locale): Promise<PageRow | undefined> {
    const [row] = await db
      .select()
      .from(static_pages)
      .where(and(eq(static_pages.name, name), eq(static_pages.locale, locale)));
    return row;
  },
  async hashes(db: Db, name: string): Promise<Map<string, string>> {
    const rows = await db
      .select({ locale: static_pages.locale, hash: static_pages.source_hash })
      .from(static_pages)
      .where(eq(static_pages.name, name));
    return new Map(rows.map((row) => [row.locale, row.hash]));
  },
  /** Each page's newest version date over its languages, for the sitemap. */
  async versions(db: Db): Promise<{ name: string; version: string }[]> {
    return db
      .select({ name: static_pages.name, version: sql<string>`max(${static_pages.version})::text` })
      .from(static_pages)
      .groupBy(static_pages.name)
      .orderBy(static_pages.name);
  },
  async upsert(db: Db, row: PageRow): Promise<void> {
    const { name: _name, locale: _locale, ...fields } = row;
    await db
      .insert(static_pages)
      .values(row)
      .onConflictDoUpdate({ target: [static_pages.name, static_pages.locale], set: fields });
  },
};
