import { and, desc, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { item_view_marks, item_views, type ViewKind } from './item-views.schema.ts';

export type ViewMark = { kind: ViewKind; item_id: number; day: string; viewer: string };

/** The only SQL on the view counters (ADR 0037); each domain reads its items' views through it. */
export const itemViewsRepo = {
  /**
   * One statement for a batch of views: each viewer's mark for the day, and each day's counter raised by the marks
   * that were new, so a reload, a second tab or a crawler's retries count once, in this batch or across batches.
   */
  async recordMany(db: Db, marks: readonly ViewMark[]): Promise<void> {
    if (marks.length === 0) return;
    // One array parameter per column (a plain array would be spread into one parameter per value).
    const column = <K extends keyof ViewMark>(key: K) => sql.param(marks.map((mark) => mark[key]));
    await db.execute(sql`
      WITH fresh AS (
        INSERT INTO ${item_view_marks} (kind, item_id, day, viewer)
        SELECT * FROM unnest(${column('kind')}::text[], ${column('item_id')}::int[], ${column('day')}::date[],
                             ${column('viewer')}::text[])
        ON CONFLICT DO NOTHING
        RETURNING kind, item_id, day
      )
      INSERT INTO ${item_views} (kind, item_id, day, views)
      SELECT kind, item_id, day, count(*)::int FROM fresh GROUP BY kind, item_id, day
      ON CONFLICT (kind, item_id, day) DO UPDATE SET views = ${item_views.views} + excluded.views`);
  },

  async total(db: Db, kind: ViewKind, itemIds: readonly number[]): Promise<number> {
    if (itemIds.length === 0) return 0;
    const [row] = await db
      .select({ views: sum(item_views.views).mapWith(Number) })
      .from(item_views)
      .where(and(eq(item_views.kind, kind), inArray(item_views.item_id, [...itemIds])));
    return row?.views ?? 0;
  },

  /** All-time views of each item (an item never viewed is absent). */
  async totalsByItem(db: Db, kind: ViewKind, itemIds: readonly number[]): Promise<Map<number, number>> {
    if (itemIds.length === 0) return new Map();
    const rows = await db
      .select({ item_id: item_views.item_id, views: sum(item_views.views).mapWith(Number) })
      .from(item_views)
      .where(and(eq(item_views.kind, kind), inArray(item_views.item_id, [...itemIds])))
      .groupBy(item_views.item_id);
    return new Map(rows.map((row) => [row.item_id, row.views]));
  },

  /** The `limit` most viewed items of a kind of few items (the blog's articles), all time. */
  async mostViewed(db: Db, kind: ViewKind, limit: number) {
    const views = sum(item_views.views).mapWith(Number);
    return db
      .select({ item_id: item_views.item_id, views })
      .from(item_views)
      .where(eq(item_views.kind, kind))
      .groupBy(item_views.item_id)
      .orderBy(desc(views), item_views.item_id)
      .limit(limit);
  },

  /** Views per day from `since` (a `YYYY-MM-DD`), days without views left out. */
  async perDay(db: Db, kind: ViewKind, itemIds: readonly number[], since: string) {
    if (itemIds.length === 0) return [];
    return db
      .select({ day: item_views.day, count: sum(item_views.views).mapWith(Number) })
      .from(item_views)
      .where(and(eq(item_views.kind, kind), inArray(item_views.item_id, [...itemIds]), gte(item_views.day, since)))
      .groupBy(item_views.day);
  },

  /** Marks of days before `day`: they decide nothing any more. */
  async pruneMarksBefore(db: Db, day: string): Promise<void> {
    await db.delete(item_view_marks).where(lt(item_view_marks.day, day));
  },
};
