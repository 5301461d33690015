import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { files } from './files.schema.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;
export type FileKind = FileRow['kind'];

export const fileRepo = {
  async insert(db: Db, file: NewFile): Promise<FileRow> {
    const [row] = await db.insert(files).values(file).returning();
    return row!;
  },
  async findOfKind(db: Db, id: string, kind: FileKind): Promise<FileRow | undefined> {
    const [row] = await db
      .select()
      .from(files)
      .where(and(eq(files.id, id), eq(files.kind, kind)));
    return row;
  },
  async findById(db: Db, id: string): Promise<FileRow | undefined> {
    const [row] = await db.select().from(files).where(eq(files.id, id));
    return row;
  },
  async delete(db: Db, id: string): Promise<void> {
    await db.delete(files).where(eq(files.id, id));
  },
};
