import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { company_photos } from '../../company-images.schema.ts';

export const companyImageRepo = {
  async photoIdsOf(db: Db, companyIds: number[]): Promise<Map<number, string[]>> {
    const byCompany = new Map<number, string[]>();
    if (companyIds.length === 0) return byCompany;
    const rows = await db
      .select()
      .from(company_photos)
      .where(inArray(company_photos.company_id, companyIds))
      .orderBy(asc(company_photos.position), asc(company_photos.file_id));
    for (const row of rows) byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), row.file_id]);
    return byCompany;
  },
  async countPhotos(db: Db, companyId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(company_photos).where(eq(company_photos.company_id, companyId));
    return row?.n ?? 0;
  },
  async addPhoto(db: Db, companyId: number, fileId: string): Promise<void> {
    const [last] = await db
      .select({ position: max(company_photos.position) })
      .from(company_photos)
      .where(eq(company_photos.company_id, companyId));
    await db
      .insert(company_photos)
      .values({ company_id: companyId, file_id: fileId, position: (last?.position ?? -1) + 1 });
  },
  /** The companies whose gallery shows this file. */
  async companyIdsWithPhoto(db: Db, fileId: string): Promise<number[]> {
    const rows = await db
      .select({ id: company_photos.company_id })
      .from(company_photos)
      .where(eq(company_photos.file_id, fileId));
    return rows.map((row) => row.id);
  },
  /** True when the photo was the company's and is gone. */
  async removePhoto(db: Db, companyId: number, fileId: string): Promise<boolean> {
    const removed = await db
      .delete(company_photos)
      .where(and(eq(company_photos.company_id, companyId), eq(company_photos.file_id, fileId)))
      .returning();
    return removed.length > 0;
  },
};
