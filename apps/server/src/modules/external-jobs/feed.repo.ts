import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { external_job_feeds } from './external-jobs.schema.ts';

export type FeedRow = typeof external_job_feeds.$inferSelect;

export const feedRepo = {
  /** Every feed with the number of jobs it brought, oldest first (the order the queue fetches them in). */
  async listWithCounts(db: Db): Promise<(FeedRow & { jobs_count: number })[]> {
    return db
      .select({
        id: external_job_feeds.id,
        url: external_job_feeds.url,
        name: external_job_feeds.name,
        last_fetched_at: external_job_feeds.last_fetched_at,
        last_error: external_job_feeds.last_error,
        created_at: external_job_feeds.created_at,
        jobs_count: sql<number>`(select count(*)::int from external_jobs j where j.feed_id = external_job_feeds.id)`,
      })
      .from(external_job_feeds)
      .orderBy(asc(external_job_feeds.id));
  },

  async list(db: Db): Promise<FeedRow[]> {
    return db.select().from(external_job_feeds).orderBy(asc(external_job_feeds.id));
  },

  async count(db: Db): Promise<number> {
    const [row] = await db.select({ total: count() }).from(external_job_feeds);
    return row?.total ?? 0;
  },

  async findByUrl(db: Db, url: string): Promise<FeedRow | undefined> {
    const [row] = await db.select().from(external_job_feeds).where(eq(external_job_feeds.url, url));
    return row;
  },

  async insert(db: Db, feed: { url: string; name: string }): Promise<FeedRow> {
    const [row] = await db.insert(external_job_feeds).values(feed).returning();
    return row as FeedRow;
  },

  /** Removes a feed; its jobs go with it (the foreign key cascades). Answers whether there was one. */
  async delete(db: Db, id: number): Promise<boolean> {
    const deleted = await db
      .delete(external_job_feeds)
      .where(eq(external_job_feeds.id, id))
      .returning({ id: external_job_feeds.id });
    return deleted.length > 0;
  },

  async recordFetch(db: Db, id: number, outcome: { at: Date; error: string | null }): Promise<void> {
    await db
      .update(external_job_feeds)
      .set({ last_fetched_at: outcome.at, last_error: outcome.error })
      .where(eq(external_job_feeds.id, id));
  },
};
