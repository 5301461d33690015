import { and, avg, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { external_company_ratings } from './external-jobs.schema.ts';

export const ratingRepo = {
  /** One rating per account and company: rating again replaces the first. */
  async save(db: Db, rating: { company_slug: string; user_id: number; rating: number }): Promise<void> {
    await db
      .insert(external_company_ratings)
      .values(rating)
      .onConflictDoUpdate({
        target: [external_company_ratings.company_slug, external_company_ratings.user_id],
        set: { rating: rating.rating, updated_at: sql`now()` },
      });
  },

  /** The average (null while nobody rated) and the number of ratings of a company, and the reader's own. */
  async summaryOf(db: Db, companySlug: string, userId: number | null) {
    const [[totals], mine] = await Promise.all([
      db
        .select({ average: avg(external_company_ratings.rating), count: count() })
        .from(external_company_ratings)
        .where(eq(external_company_ratings.company_slug, companySlug)),
      userId === null
        ? Promise.resolve([])
        : db
            .select({ rating: external_company_ratings.rating })
            .from(external_company_ratings)
            .where(
              and(eq(external_company_ratings.company_slug, companySlug), eq(external_company_ratings.user_id, userId)),
            ),
    ]);
    const average = totals?.average == null ? null : Math.round(Number(totals.average) * 10) / 10;
    return { average, count: totals?.count ?? 0, my_rating: mine[0]?.rating ?? null };
  },
};
