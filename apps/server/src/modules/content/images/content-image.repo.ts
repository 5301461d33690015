import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { content_images } from '../content.schema.ts';

export type ContentImageRow = typeof content_images.$inferSelect;

/** The only file that writes SQL for the articles' pictures. */
export const contentImageRepo = {
  async findByHashes(db: Db, hashes: readonly string[]): Promise<ContentImageRow[]> {
    if (hashes.length === 0) return [];
    return db
      .select()
      .from(content_images)
      .where(inArray(content_images.sha256, [...hashes]));
  },
  /** The row kept for the hash: this one, or the one another start stored first. */
  async insert(db: Db, row: Omit<ContentImageRow, 'created_at'>): Promise<ContentImageRow> {
    const [saved] = await db.insert(content_images).values(row).onConflictDoNothing().returning();
    if (saved) return saved;
    const [kept] = await contentImageRepo.findByHashes(db, [row.sha256]);
    return kept!;
  },
  async holds(db: Db, fileId: string): Promise<boolean> {
    const [row] = await db
      .select({ file_id: content_images.file_id })
      .from(content_images)
      .where(eq(content_images.file_id, fileId));
    return row !== undefined;
  },
};
