import type { TFavoriteCounts, TFavoriteType } from '@hushwork/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { favorites } from './favorites.schema.ts';

export type FavoriteRow = typeof favorites.$inferSelect;
export type FavoriteKey = { user_id: number; type: TFavoriteType; target_id: number };
export type FavoriteFilter = { type?: TFavoriteType; target_id?: number };

const isKey = (key: FavoriteKey) =>
  and(eq(favorites.user_id, key.user_id), eq(favorites.type, key.type), eq(favorites.target_id, key.target_id));

function whereOf(userId: number, filter: FavoriteFilter): SQL | undefined {
  return and(
    eq(favorites.user_id, userId),
    filter.type ? eq(favorites.type, filter.type) : undefined,
    filter.target_id ? eq(favorites.target_id, filter.target_id) : undefined,
  );
}

export const favoriteRepo = {
  /** Saving what is already saved keeps the first row (and its date). */
  async add(db: Db, key: FavoriteKey): Promise<void> {
    await db.insert(favorites).values(key).onConflictDoNothing();
  },

  async remove(db: Db, key: FavoriteKey): Promise<void> {
    await db.delete(favorites).where(isKey(key));
  },

  async has(db: Db, key: FavoriteKey): Promise<boolean> {
    const [row] = await db.select({ user_id: favorites.user_id }).from(favorites).where(isKey(key)).limit(1);
    return row !== undefined;
  },

  async page(
    db: Db,
    userId: number,
    filter: FavoriteFilter,
    paging: { limit: number; offset: number },
  ): Promise<{ rows: FavoriteRow[]; total: number }> {
    const where = whereOf(userId, filter);
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(favorites)
        .where(where)
        .orderBy(desc(favorites.created_at), desc(favorites.target_id))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ total: count() }).from(favorites).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  async countsOf(db: Db, userId: number): Promise<TFavoriteCounts> {
    const rows = await db
      .select({ type: favorites.type, total: count() })
      .from(favorites)
      .where(eq(favorites.user_id, userId))
      .groupBy(favorites.type);
    const counts: TFavoriteCounts = { vacancy: 0, candidate: 0, company: 0 };
    for (const row of rows) if (row.type in counts) counts[row.type as TFavoriteType] = row.total;
    return counts;
  },

  async countOf(db: Db, userId: number): Promise<number> {
    const [row] = await db.select({ total: count() }).from(favorites).where(eq(favorites.user_id, userId));
    return row?.total ?? 0;
  },
};
