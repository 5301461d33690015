import { SALARIES } from '@hushwork/contract';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { salary_figures } from '../../vacancies.schema.ts';

export type SalaryFigureRow = typeof salary_figures.$inferSelect;
/** A figure's key: 0 is every technology or country, '' every seniority. */
export type SalaryKey = { technology_id: number; seniority: string; country_id: number };

const EVERY_TECHNOLOGY = 0;
const EVERY_COUNTRY = 0;
const EVERY_SENIORITY = '';

/**
 * Every figure in one statement, from the live vacancies that state a salary. Each vacancy stands once in each group
 * it belongs to: its technologies and "every technology" (0), its seniority and "every seniority" (''), its countries
 * and "every country" (0). Its pay is the middle of its range, or the one end it gives.
 */
const computeFigures = (at: Date) => sql`
  insert into salary_figures (technology_id, seniority, country_id, vacancies, p25, median, p75, computed_at)
  select t.technology_id, s.seniority, c.country_id, count(*)::int,
    round(percentile_cont(0.25) within group (order by v.pay))::int,
    round(percentile_cont(0.5) within group (order by v.pay))::int,
    round(percentile_cont(0.75) within group (order by v.pay))::int,
    ${at.toISOString()}::timestamptz
  from (
    select keyword_ids, country_ids, coalesce(seniority, '') as seniority,
      case when salary_min_usd is not null and salary_max_usd is not null
        then (salary_min_usd + salary_max_usd) / 2.0
        else coalesce(salary_min_usd, salary_max_usd)::numeric end as pay
    from vacancies
    where moderation_status = 'approved' and state = 'active'
      and (salary_min_usd is not null or salary_max_usd is not null)
  ) v
  cross join lateral (select distinct unnest(array_prepend(0, v.keyword_ids)) as technology_id) t
  cross join lateral (select distinct unnest(array['', v.seniority]) as seniority) s
  cross join lateral (select distinct unnest(array_prepend(0, v.country_ids)) as country_id) c
  group by t.technology_id, s.seniority, c.country_id
  having count(*) >= ${SALARIES.minVacancies}`;

const byVacancies = [desc(salary_figures.vacancies), desc(salary_figures.median)];

export const salaryRepo = {
  /** Replaces every figure at once: a reader sees the old set or the new one, never a mix. */
  async replaceAll(db: Db, at: Date): Promise<number> {
    return db.transaction(async (tx) => {
      await tx.delete(salary_figures);
      await tx.execute(computeFigures(at));
      const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(salary_figures);
      return Number(row?.count ?? 0);
    });
  },

  async find(db: Db, key: SalaryKey): Promise<SalaryFigureRow | null> {
    const [row] = await db
      .select()
      .from(salary_figures)
      .where(
        and(
          eq(salary_figures.technology_id, key.technology_id),
          eq(salary_figures.seniority, key.seniority),
          eq(salary_figures.country_id, key.country_id),
        ),
      );
    return row ?? null;
  },

  /** The technologies with a figure over every seniority and country, those with the most vacancies first. */
  technologies(db: Db, limit: number): Promise<SalaryFigureRow[]> {
    return db
      .select()
      .from(salary_figures)
      .where(
        and(
          gt(salary_figures.technology_id, EVERY_TECHNOLOGY),
          eq(salary_figures.seniority, EVERY_SENIORITY),
          eq(salary_figures.country_id, EVERY_COUNTRY),
        ),
      )
      .orderBy(...byVacancies)
      .limit(limit);
  },

  /** One technology's (or every technology's) figures per seniority, in one country or all. */
  bySeniority(db: Db, technologyId: number, countryId: number): Promise<SalaryFigureRow[]> {
    return db
      .select()
      .from(salary_figures)
      .where(
        and(
          eq(salary_figures.technology_id, technologyId),
          ne(salary_figures.seniority, EVERY_SENIORITY),
          eq(salary_figures.country_id, countryId),
        ),
      );
  },

  /** One technology's figures per country, at one seniority or all. */
  byCountry(db: Db, technologyId: number, seniority: string, limit: number): Promise<SalaryFigureRow[]> {
    return db
      .select()
      .from(salary_figures)
      .where(
        and(
          eq(salary_figures.technology_id, technologyId),
          eq(salary_figures.seniority, seniority),
          gt(salary_figures.country_id, EVERY_COUNTRY),
        ),
      )
      .orderBy(...byVacancies)
      .limit(limit);
  },

  /** When the figures were last computed (one refresh writes them all at once); null when there are none. */
  async computedAt(db: Db): Promise<Date | null> {
    const [row] = await db.select({ at: salary_figures.computed_at }).from(salary_figures).limit(1);
    return row?.at ?? null;
  },
};

export const SALARY_EVERY = { technology: EVERY_TECHNOLOGY, country: EVERY_COUNTRY, seniority: EVERY_SENIORITY };
