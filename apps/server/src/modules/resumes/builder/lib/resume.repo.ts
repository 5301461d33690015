import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { resumes } from '../../resumes.schema.ts';

export type ResumeRow = typeof resumes.$inferSelect;
export type NewResumeRow = typeof resumes.$inferInsert;
type ResumeChange = Partial<Pick<ResumeRow, 'document' | 'design' | 'step' | 'shared' | 'indexable'>>;

/** The only SQL of the resumes' table. */
export const resumeRepo = {
  async insert(db: Db, row: NewResumeRow): Promise<ResumeRow> {
    const [inserted] = await db.insert(resumes).values(row).returning();
    if (!inserted) throw new Error('resume insert returned no row');
    return inserted;
  },

  async findByPublicId(db: Db, publicId: string): Promise<ResumeRow | undefined> {
    const [row] = await db.select().from(resumes).where(eq(resumes.public_id, publicId)).limit(1);
    return row;
  },

  async update(db: Db, id: number, change: ResumeChange, at: Date): Promise<ResumeRow> {
    const [row] = await db
      .update(resumes)
      .set({ ...change, updated_at: at })
      .where(eq(resumes.id, id))
      .returning();
    if (!row) throw new Error(`resume ${id} vanished while it was updated`);
    return row;
  },

  /** Gives a guest's resume an owner; the token's hash goes, so the token opens it no more. */
  async claim(db: Db, id: number, userId: number, at: Date): Promise<ResumeRow | undefined> {
    const [row] = await db
      .update(resumes)
      .set({ user_id: userId, token_hash: null, updated_at: at })
      .where(and(eq(resumes.id, id), isNull(resumes.user_id)))
      .returning();
    return row;
  },

  async listOfUser(db: Db, userId: number): Promise<ResumeRow[]> {
    return db
      .select()
      .from(resumes)
      .where(eq(resumes.user_id, userId))
      .orderBy(desc(resumes.updated_at), desc(resumes.id));
  },

  async countOfUser(db: Db, userId: number): Promise<number> {
    const [row] = await db.select({ total: count() }).from(resumes).where(eq(resumes.user_id, userId));
    return row?.total ?? 0;
  },

  async delete(db: Db, id: number): Promise<void> {
    await db.delete(resumes).where(eq(resumes.id, id));
  },

  async deleteOfUser(db: Db, userId: number): Promise<void> {
    await db.delete(resumes).where(eq(resumes.user_id, userId));
  },

  /** Guests' resumes last changed before `before`; answers how many went. */
  async deleteGuestsUntouchedSince(db: Db, before: Date): Promise<number> {
    const gone = await db
      .delete(resumes)
      .where(and(isNull(resumes.user_id), lt(resumes.updated_at, before)))
      .returning({ id: resumes.id });
    return gone.length;
  },
};
