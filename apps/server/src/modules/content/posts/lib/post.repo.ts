import type { Locale } from '@hushwork/contract';
import { and, avg, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { post_ratings, post_translations, posts } from '../../content.schema.ts';

export type PostRow = typeof posts.$inferSelect;
type NewPost = Omit<typeof posts.$inferInsert, 'id' | 'created_at' | 'updated_at'>;
type NewTranslation = typeof post_translations.$inferInsert;

/** An article with its text in one language. */
const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  category: posts.category,
  published_at: posts.published_at,
  revised_at: posts.revised_at,
  title: post_translations.title,
  description: post_translations.description,
  reading_minutes: post_translations.reading_minutes,
};
export type PostSummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] };

const inLocale = (locale: Locale) => and(eq(post_translations.post_id, posts.id), eq(post_translations.locale, locale));

/** The only file that writes SQL for articles, their translations and ratings. */
export const postRepo = {
  async upsert(db: Db, row: NewPost): Promise<PostRow> {
    const [saved] = await db
      .insert(posts)
      .values(row)
      .onConflictDoUpdate({ target: posts.slug, set: { ...row, updated_at: new Date() } })
      .returning();
    return saved as PostRow;
  },
  /** The stored source hash of each language of an article, to re-render only what changed. */
  async translationHashes(db: Db, postId: number): Promise<Map<string, string>> {
    const rows = await db
      .select({ locale: post_translations.locale, hash: post_translations.source_hash })
      .from(post_translations)
      .where(eq(post_translations.post_id, postId));
    return new Map(rows.map((row) => [row.locale, row.hash]));
  },
  async upsertTranslation(db: Db, row: NewTranslation): Promise<void> {
    const { post_id: _post, locale: _locale, ...fields } = row;
    await db
      .insert(post_translations)
      .values(row)
      .onConflictDoUpdate({ target: [post_translations.post_id, post_translations.locale], set: fields });
  },

  async page(db: Db, locale: Locale, options: { category?: string; limit: number; offset: number }) {
    const where = options.category ? eq(posts.category, options.category) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select(summaryColumns)
        .from(posts)
        .innerJoin(post_translations, inLocale(locale))
        .where(where)
        .orderBy(desc(posts.published_at), desc(posts.id))
        .limit(options.limit)
        .offset(options.offset),
      db.select({ total: count() }).from(posts).where(where),
    ]);
    return { rows: rows as PostSummaryRow[], total: total?.total ?? 0 };
  },
  async summariesByIds(db: Db, locale: Locale, ids: readonly number[]): Promise<PostSummaryRow[]> {
    if (ids.length === 0) return [];
    return db
      .select(summaryColumns)
      .from(posts)
      .innerJoin(post_translations, inLocale(locale))
      .where(inArray(posts.id, [...ids])) as Promise<PostSummaryRow[]>;
  },
  async summariesBySlugs(db: Db, locale: Locale, slugs: readonly string[]): Promise<PostSummaryRow[]> {
    if (slugs.length === 0) return [];
    return db
      .select(summaryColumns)
      .from(posts)
      .innerJoin(post_translations, inLocale(locale))
      .where(inArray(posts.slug, [...slugs])) as Promise<PostSummaryRow[]>;
  },
  /** Every article's slug and the date it last changed (revised, else published), for the sitemap. */
  async allChanged(db: Db): Promise<{ slug: string; changed: Date }[]> {
    return db
      .select({
        slug: posts.slug,
        changed: sql<Date>`coalesce(${posts.revised_at}, ${posts.published_at})`.mapWith(posts.published_at),
      })
      .from(posts)
      .orderBy(posts.id);
  },
  async find(db: Db, key: number | string): Promise<PostRow | undefined> {
    const [row] = await db
      .select()
      .from(posts)
      .where(typeof key === 'number' ? eq(posts.id, key) : eq(posts.slug, key));
    return row;
  },
  async translation(db: Db, postId: number, locale: Locale) {
    const [row] = await db
      .select()
      .from(post_translations)
      .where(and(eq(post_translations.post_id, postId), eq(post_translations.locale, locale)));
    return row;
  },

  /** Average (one decimal) and number of votes per article. */
  async ratings(db: Db, ids: readonly number[]) {
    if (ids.length === 0) return new Map<number, { average: number | null; count: number }>();
    const rows = await db
      .select({ post_id: post_ratings.post_id, average: avg(post_ratings.rating), count: count() })
      .from(post_ratings)
      .where(inArray(post_ratings.post_id, [...ids]))
      .groupBy(post_ratings.post_id);
    return new Map(
      rows.map((row) => [
        row.post_id,
        { average: row.average === null ? null : Math.round(Number(row.average) * 10) / 10, count: row.count },
      ]),
    );
  },
  /** A reader's vote: a second vote replaces the first. */
  async vote(db: Db, vote: { post_id: number; voter: string; rating: number }): Promise<void> {
    await db
      .insert(post_ratings)
      .values(vote)
      .onConflictDoUpdate({
        target: [post_ratings.post_id, post_ratings.voter],
        set: { rating: vote.rating, updated_at: sql`now()` },
      });
  },
};
