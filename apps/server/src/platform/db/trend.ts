import { and, count, gte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

export type Trend = { total: number; points: { day: string; count: number }[] };

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * How many rows of `table` there are (those `where` keeps) and how many `column` dates to each of the last `days`
 * UTC days up to `now`, every day present (0 when none), oldest first: what a dashboard chart draws.
 */
export async function trendOf(
  db: Db,
  options: { table: PgTable; column: PgColumn; where?: SQL; days: number; now: Date },
): Promise<Trend> {
  const first = firstDayOf(options);
  const day = sql<string>`to_char(${options.column} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [perDay, [all]] = await Promise.all([
    db
      .select({ day, n: count() })
      .from(options.table)
      .where(and(gte(options.column, first), options.where))
      .groupBy(day),
    db.select({ n: count() }).from(options.table).where(options.where),
  ]);
  return {
    total: all?.n ?? 0,
    points: everyDayOf(
      perDay.map((row) => ({ day: row.day, count: row.n })),
      options,
    ),
  };
}

/** The first of the last `days` UTC days up to `now`, at midnight. */
export function firstDayOf({ days, now }: { days: number; now: Date }): Date {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  first.setUTCDate(first.getUTCDate() - (days - 1));
  return first;
}

/** Counts per `YYYY-MM-DD` spread over each of the last `days` days up to `now`, 0 where none, oldest first. */
export function everyDayOf(perDay: readonly { day: string; count: number }[], window: { days: number; now: Date }) {
  const first = firstDayOf(window);
  const byDay = new Map(perDay.map((row) => [row.day, row.count]));
  return Array.from({ length: window.days }, (_, index) => {
    const date = new Date(first);
    date.setUTCDate(first.getUTCDate() + index);
    return { day: dayOf(date), count: byDay.get(dayOf(date)) ?? 0 };
  });
}

/** Two trends of one window added day by day (a company's answers: its rejections and its offers). */
export const sumOfTrends = (a: Trend, b: Trend): Trend => ({
  total: a.total + b.total,
  points: a.points.map((point, index) => ({ day: point.day, count: point.count + (b.points[index]?.count ?? 0) })),
});
