import { ADMIN, type Locale, type TAdminListQuery, type TDecisionStatus } from '@hushwork/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { type AdminListShape, adminOrder, adminWhere } from '../../../../platform/db/admin-query.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { adminOffset } from '../../../../platform/moderation.ts';
import { post_comments, post_translations, posts } from '../../content.schema.ts';

const listColumns = {
  id: post_comments.id,
  post_id: post_comments.post_id,
  post_slug: posts.slug,
  post_title: post_translations.title,
  parent_id: post_comments.parent_id,
  text: post_comments.text,
  author_role: post_comments.author_role,
  moderation_status: post_comments.moderation_status,
  moderation_note: post_comments.moderation_note,
  created_at: post_comments.created_at,
};

const shape: AdminListShape = {
  id: post_comments.id,
  status: post_comments.moderation_status,
  search: [post_comments.text, post_translations.title],
  sorts: { created_at: post_comments.id },
};

/** The article's title in the admin's language. */
const titleIn = (locale: Locale) => and(eq(post_translations.post_id, posts.id), eq(post_translations.locale, locale));

/** Admins' reads and decisions over every blog comment, with the article it is under. */
export const adminCommentRepo = {
  async page(db: Db, query: TAdminListQuery, locale: Locale) {
    const where = adminWhere(shape, query);
    const [rows, [counted]] = await Promise.all([
      db
        .select(listColumns)
        .from(post_comments)
        .innerJoin(posts, eq(posts.id, post_comments.post_id))
        .innerJoin(post_translations, titleIn(locale))
        .where(where)
        .orderBy(...adminOrder(shape, query))
        .limit(ADMIN.pageSize)
        .offset(adminOffset(query.page)),
      db
        .select({ n: count() })
        .from(post_comments)
        .innerJoin(posts, eq(posts.id, post_comments.post_id))
        .innerJoin(post_translations, titleIn(locale))
        .where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  },

  async decide(db: Db, ids: number[], status: TDecisionStatus, note: string | null) {
    return db
      .update(post_comments)
      .set({ moderation_status: status, moderation_note: note, updated_at: sql`now()` })
      .where(inArray(post_comments.id, ids))
      .returning({
        id: post_comments.id,
        owner_user_id: post_comments.author_user_id,
        text: post_comments.text,
        post_id: post_comments.post_id,
      });
  },

  async slugsOf(db: Db, postIds: number[]) {
    if (postIds.length === 0) return new Map<number, string>();
    const rows = await db.select({ id: posts.id, slug: posts.slug }).from(posts).where(inArray(posts.id, postIds));
    return new Map(rows.map((row) => [row.id, row.slug]));
  },

  async countByStatus(db: Db, status: TDecisionStatus): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(post_comments)
      .where(eq(post_comments.moderation_status, status));
    return row?.n ?? 0;
  },
};
