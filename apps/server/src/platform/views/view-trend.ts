import type { Db } from '../db/database.ts';
import { everyDayOf, firstDayOf, type Trend } from '../db/trend.ts';
import { itemViewsRepo } from './item-views.repo.ts';
import type { ViewKind } from './item-views.schema.ts';
import { utcDayOf } from './view-recorder.ts';

/** The views of some items of one kind, in total and on each of the last `days` UTC days up to `now`. */
export async function viewTrendOf(
  db: Db,
  kind: ViewKind,
  itemIds: readonly number[],
  window: { days: number; now: Date },
): Promise<Trend> {
  const [total, perDay] = await Promise.all([
    itemViewsRepo.total(db, kind, itemIds),
    itemViewsRepo.perDay(db, kind, itemIds, utcDayOf(firstDayOf(window))),
  ]);
  return { total, points: everyDayOf(perDay, window) };
}
