import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { post_comments } from '../../content.schema.ts';

export type CommentRow = typeof post_comments.$inferSelect;
type NewComment = Omit<typeof post_comments.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

/** The only file that writes SQL for the blog's comments. */
export const commentRepo = {
  async insert(db: Db, row: NewComment): Promise<CommentRow> {
    const [inserted] = await db.insert(post_comments).values(row).returning();
    return inserted as CommentRow;
  },
  async findById(db: Db, id: number): Promise<CommentRow | undefined> {
    const [row] = await db.select().from(post_comments).where(eq(post_comments.id, id));
    return row;
  },
  /** An article's approved comments and replies, oldest first. */
  async approvedOf(db: Db, postId: number): Promise<CommentRow[]> {
    return db
      .select()
      .from(post_comments)
      .where(and(eq(post_comments.post_id, postId), eq(post_comments.moderation_status, 'approved')))
      .orderBy(asc(post_comments.id));
  },
  /** A force-deleted account's comments go with it (their replies keep their place in the thread). */
  async deleteByAuthor(db: Db, userId: number): Promise<void> {
    await db.delete(post_comments).where(eq(post_comments.author_user_id, userId));
  },
};
