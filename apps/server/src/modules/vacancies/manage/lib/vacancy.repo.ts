import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { vacanciesChanged } from '../../search/lib/kept-facets.ts';
import { vacancies, vacancy_questions } from '../../vacancies.schema.ts';
import { rowsOf } from './sql-rows.ts';

export type VacancyRow = typeof vacancies.$inferSelect;
export type NewVacancy = Omit<typeof vacancies.$inferInsert, 'id' | 'search_vector'>;
export type VacancyQuestionRow = typeof vacancy_questions.$inferSelect;
export type MineFilter = 'all' | 'pending' | 'approved' | 'rejected' | 'active' | 'paused' | 'closed';

/** Open to the public: approved by moderation and neither paused nor closed by its company. */
const isLive = and(eq(vacancies.moderation_status, 'approved'), eq(vacancies.state, 'active')) as SQL;

const mineCondition = (filter: MineFilter): SQL | undefined => {
  if (filter === 'all') return undefined;
  if (filter === 'pending' || filter === 'approved' || filter === 'rejected') {
    return eq(vacancies.moderation_status, filter);
  }
  // "Open" is what the public sees: a pending or rejected vacancy is not open, whatever its company set.
  if (filter === 'active') return isLive;
  return eq(vacancies.state, filter);
};

// The search vector is computed by PostgreSQL; a select of it would only carry its lexemes around.
const { search_vector: _vector, ...columns } = getTableColumns(vacancies);

export const vacancyRepo = {
  /** The row and its slug in one statement: the slug ends with the id, so it is unique and never needs a retry. */
  async insert(db: Db, vacancy: Omit<NewVacancy, 'slug'>, slugBase: string): Promise<VacancyRow> {
    const [next] = await rowsOf<{ id: number }>(
      db,
      sql`select nextval(pg_get_serial_sequence('vacancies', 'id'))::int as id`,
    );
    const id = Number(next?.id);
    const [row] = await db
      .insert(vacancies)
      .values({ ...vacancy, id, slug: `${slugBase}-${id}` })
      .returning(columns);
    vacanciesChanged();
    return row as VacancyRow;
  },

  async update(db: Db, id: number, changes: Partial<NewVacancy>): Promise<VacancyRow> {
    const [row] = await db
      .update(vacancies)
      .set({ ...changes, updated_at: sql`now()` })
      .where(eq(vacancies.id, id))
      .returning(columns);
    vacanciesChanged();
    return row as VacancyRow;
  },

  async delete(db: Db, id: number): Promise<void> {
    await db.delete(vacancies).where(eq(vacancies.id, id));
    vacanciesChanged();
  },

  async findById(db: Db, id: number): Promise<VacancyRow | undefined> {
    const [row] = await db.select(columns).from(vacancies).where(eq(vacancies.id, id));
    return row as VacancyRow | undefined;
  },

  /** The ids of the vacancies an employer posted, whatever became of them (an admin's statistics). */
  async idsOfAuthor(db: Db, userId: number): Promise<number[]> {
    const rows = await db.select({ id: vacancies.id }).from(vacancies).where(eq(vacancies.author_user_id, userId));
    return rows.map((row) => row.id);
  },

  async findBySlug(db: Db, slug: string): Promise<VacancyRow | undefined> {
    const [row] = await db.select(columns).from(vacancies).where(eq(vacancies.slug, slug));
    return row as VacancyRow | undefined;
  },

  /** Rows by id, in the order of `ids` (a search page's order). */
  async findByIds(db: Db, ids: number[]): Promise<VacancyRow[]> {
    if (ids.length === 0) return [];
    const rows = (await db.select(columns).from(vacancies).where(inArray(vacancies.id, ids))) as VacancyRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },

  async replaceQuestions(db: Db, vacancyId: number, texts: string[]): Promise<void> {
    await db.delete(vacancy_questions).where(eq(vacancy_questions.vacancy_id, vacancyId));
    if (texts.length === 0) return;
    await db
      .insert(vacancy_questions)
      .values(texts.map((text, position) => ({ vacancy_id: vacancyId, position, text })));
  },

  questionsOf(db: Db, vacancyId: number): Promise<VacancyQuestionRow[]> {
    return db
      .select()
      .from(vacancy_questions)
      .where(eq(vacancy_questions.vacancy_id, vacancyId))
      .orderBy(asc(vacancy_questions.position));
  },

  async listMine(
    db: Db,
    companyId: number,
    filter: MineFilter,
    paging: { limit: number; offset: number },
  ): Promise<VacancyRow[]> {
    return (await db
      .select(columns)
      .from(vacancies)
      .where(and(eq(vacancies.company_id, companyId), mineCondition(filter)))
      .orderBy(desc(vacancies.updated_at), desc(vacancies.id))
      .limit(paging.limit)
      .offset(paging.offset)) as VacancyRow[];
  },

  /** How many of the company's vacancies each tab of its list holds, in one pass. */
  async countMine(db: Db, companyId: number): Promise<Record<MineFilter, number>> {
    const rows = await db
      .select({ moderation: vacancies.moderation_status, state: vacancies.state, n: count() })
      .from(vacancies)
      .where(eq(vacancies.company_id, companyId))
      .groupBy(vacancies.moderation_status, vacancies.state);
    const counts: Record<MineFilter, number> = {
      all: 0,
      pending: 0,
      approved: 0,
      rejected: 0,
      active: 0,
      paused: 0,
      closed: 0,
    };
    for (const row of rows) {
      counts.all += row.n;
      counts[row.moderation as MineFilter] += row.n;
      if (row.state !== 'active' || row.moderation === 'approved') counts[row.state as MineFilter] += row.n;
    }
    return counts;
  },

  async countVip(db: Db, companyId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(vacancies)
      .where(and(eq(vacancies.company_id, companyId), eq(vacancies.is_vip, true), isLive));
    return row?.n ?? 0;
  },

  /** A company's open vacancies, newest first (its page's Vacancies tab). */
  async listLiveOfCompany(db: Db, companyId: number, limit: number, offset = 0): Promise<VacancyRow[]> {
    return (await db
      .select(columns)
      .from(vacancies)
      .where(and(eq(vacancies.company_id, companyId), isLive))
      .orderBy(desc(vacancies.published_at), desc(vacancies.id))
      .limit(limit)
      .offset(offset)) as VacancyRow[];
  },

  /** Open vacancies per company, for a page of companies. */
  async countLiveByCompany(db: Db, companyIds: number[]): Promise<Map<number, number>> {
    if (companyIds.length === 0) return new Map();
    const rows = await db
      .select({ company_id: vacancies.company_id, n: count() })
      .from(vacancies)
      .where(and(inArray(vacancies.company_id, companyIds), isLive))
      .groupBy(vacancies.company_id);
    return new Map(rows.map((row) => [row.company_id, row.n]));
  },

  /** A renamed company's name into its vacancies' search vectors (through the company index, never a table scan). */
  async setCompanyName(db: Db, companyId: number, name: string): Promise<void> {
    await db
      .update(vacancies)
      .set({ company_name: name })
      .where(and(eq(vacancies.company_id, companyId), sql`${vacancies.company_name} is distinct from ${name}`));
  },

  /** Closes every open vacancy of a company (its removal): they leave search and the sitemap at once. */
  async closeAllOfCompany(db: Db, companyId: number): Promise<number[]> {
    const rows = await db
      .update(vacancies)
      .set({ state: 'closed', is_vip: false, is_top: false, updated_at: sql`now()` })
      .where(and(eq(vacancies.company_id, companyId), sql`${vacancies.state} <> 'closed'`))
      .returning({ id: vacancies.id });
    vacanciesChanged();
    return rows.map((row) => row.id);
  },

  /** Inserts many rows at once (the demo seed); the slug is given whole. */
  async insertMany(db: Db, rows: NewVacancy[]): Promise<void> {
    if (rows.length > 0) await db.insert(vacancies).values(rows);
    vacanciesChanged();
  },
};
