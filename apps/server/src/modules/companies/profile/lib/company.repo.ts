import { and, asc, count, desc, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import {
  companies,
  company_notes,
  company_offices,
  company_specializations,
  company_technologies,
} from '../../companies.schema.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
export type CompanyRelations = { cityIds: number[]; specializationIds: number[]; technologyIds: number[] };
export type Office = { city_id: number; country_id: number };
export type CompanyFilters = {
  search?: string;
  specialization_id?: number;
  technology_id?: number;
  city_id?: number;
  country_id?: number;
  size?: string;
};

/** drizzle's `exists()` takes a query builder; a raw subquery needs its own parentheses. */
const exists = (subquery: SQL) => sql`exists (${subquery})`;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Listed means anyone may find it: approved by moderation and not hidden by its owner. */
const isListed = and(eq(companies.moderation_status, 'approved'), eq(companies.is_public, true));

function filtersOf(filters: CompanyFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.search) conditions.push(ilike(companies.name, `%${escapeLike(filters.search)}%`));
  if (filters.size) conditions.push(eq(companies.size, filters.size));
  if (filters.specialization_id) {
    const id = filters.specialization_id;
    conditions.push(
      exists(
        sql`select 1 from ${company_specializations} where ${company_specializations.company_id} = ${companies.id} and ${company_specializations.specialization_id} = ${id}`,
      ),
    );
  }
  if (filters.technology_id) {
    const id = filters.technology_id;
    conditions.push(
      exists(
        sql`select 1 from ${company_technologies} where ${company_technologies.company_id} = ${companies.id} and ${company_technologies.keyword_id} = ${id}`,
      ),
    );
  }
  if (filters.city_id || filters.country_id) {
    const place = filters.city_id
      ? eq(company_offices.city_id, filters.city_id)
      : eq(company_offices.country_id, filters.country_id ?? 0);
    conditions.push(
      exists(sql`select 1 from ${company_offices} where ${company_offices.company_id} = ${companies.id} and ${place}`),
    );
  }
  return conditions;
}

export const companyRepo = {
  async insert(db: Db, company: NewCompany): Promise<CompanyRow> {
    const [row] = await db.insert(companies).values(company).returning();
    return row as CompanyRow;
  },

  async update(db: Db, id: number, changes: Partial<NewCompany>): Promise<CompanyRow> {
    const [row] = await db
      .update(companies)
      .set({ ...changes, updated_at: sql`now()` })
      .where(eq(companies.id, id))
      .returning();
    return row as CompanyRow;
  },

  async findById(db: Db, id: number): Promise<CompanyRow | undefined> {
    const [row] = await db.select().from(companies).where(eq(companies.id, id));
    return row;
  },

  /** Several companies in one query (the vacancies of a search page name theirs). */
  findByIds(db: Db, ids: number[]): Promise<CompanyRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.select().from(companies).where(inArray(companies.id, ids));
  },

  async findBySlug(db: Db, slug: string): Promise<CompanyRow | undefined> {
    const [row] = await db.select().from(companies).where(eq(companies.slug, slug));
    return row;
  },

  /**
   * Companies whose site mentions `domain`, for the recruiter import's match; the caller keeps those whose site's
   * host is the domain (this reads candidates, not answers: `acme.com` also appears in `notacme.com`).
   */
  findBySiteLike(db: Db, domain: string): Promise<CompanyRow[]> {
    return db
      .select()
      .from(companies)
      .where(ilike(companies.site, `%${escapeLike(domain)}%`))
      .limit(50);
  },

  /** Companies whose name is `key` once lower-cased, trimmed and with its spaces collapsed (the import's name key). */
  findByNameKey(db: Db, key: string): Promise<CompanyRow[]> {
    return db
      .select()
      .from(companies)
      .where(sql`regexp_replace(lower(trim(${companies.name})), '[[:space:]]+', ' ', 'g') = ${key}`)
      .limit(50);
  },

  /** Slugs already taken that start with `base`, to pick the next free `base-2`, `base-3`… */
  async slugsLike(db: Db, base: string): Promise<string[]> {
    const rows = await db
      .select({ slug: companies.slug })
      .from(companies)
      .where(like(companies.slug, `${escapeLike(base)}%`));
    return rows.map((row) => row.slug);
  },

  async replaceRelations(
    db: Db,
    companyId: number,
    relations: { offices: Office[]; specializationIds: number[]; technologyIds: number[] },
  ): Promise<void> {
    await db.delete(company_offices).where(eq(company_offices.company_id, companyId));
    await db.delete(company_specializations).where(eq(company_specializations.company_id, companyId));
    await db.delete(company_technologies).where(eq(company_technologies.company_id, companyId));
    if (relations.offices.length > 0) {
      await db
        .insert(company_offices)
        .values(relations.offices.map((office, position) => ({ company_id: companyId, ...office, position })));
    }
    if (relations.specializationIds.length > 0) {
      await db
        .insert(company_specializations)
        .values(relations.specializationIds.map((specialization_id) => ({ company_id: companyId, specialization_id })));
    }
    if (relations.technologyIds.length > 0) {
      await db
        .insert(company_technologies)
        .values(relations.technologyIds.map((keyword_id) => ({ company_id: companyId, keyword_id })));
    }
  },

  /** The related ids of several companies at once (one query per relation, whatever the page size). */
  async relationsOf(db: Db, companyIds: number[]): Promise<Map<number, CompanyRelations>> {
    const result = new Map<number, CompanyRelations>(
      companyIds.map((id) => [id, { cityIds: [], specializationIds: [], technologyIds: [] }]),
    );
    if (companyIds.length === 0) return result;
    const [offices, specs, techs] = await Promise.all([
      db
        .select()
        .from(company_offices)
        .where(inArray(company_offices.company_id, companyIds))
        .orderBy(asc(company_offices.position)),
      db.select().from(company_specializations).where(inArray(company_specializations.company_id, companyIds)),
      db.select().from(company_technologies).where(inArray(company_technologies.company_id, companyIds)),
    ]);
    for (const office of offices) result.get(office.company_id)?.cityIds.push(office.city_id);
    for (const spec of specs) result.get(spec.company_id)?.specializationIds.push(spec.specialization_id);
    for (const tech of techs) result.get(tech.company_id)?.technologyIds.push(tech.keyword_id);
    return result;
  },

  async listListed(
    db: Db,
    filters: CompanyFilters,
    paging: { limit: number; offset: number },
  ): Promise<{ rows: CompanyRow[]; total: number }> {
    const where = and(isListed, ...filtersOf(filters));
    const [rows, [totals]] = await Promise.all([
      db.select().from(companies).where(where).orderBy(desc(companies.id)).limit(paging.limit).offset(paging.offset),
      db.select({ total: count() }).from(companies).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  },

  /** Every listed company's slug, for the sitemap (newest first, bounded by the sitemap protocol's 50,000 URLs). */
  async listedSlugs(db: Db, limit: number): Promise<string[]> {
    const rows = await db
      .select({ slug: companies.slug })
      .from(companies)
      .where(isListed)
      .orderBy(desc(companies.id))
      .limit(limit);
    return rows.map((row) => row.slug);
  },

  /** Name matches among listed companies, names starting with the term first. */
  searchListed(db: Db, term: string, limit: number) {
    const pattern = escapeLike(term.toLowerCase());
    return db
      .select({ id: companies.id, slug: companies.slug, name: companies.name, logo_id: companies.logo_id })
      .from(companies)
      .where(and(isListed, like(sql`lower(${companies.name})`, `%${pattern}%`)))
      .orderBy(desc(like(sql`lower(${companies.name})`, `${pattern}%`)), asc(companies.name))
      .limit(limit);
  },

  /** The companies whose logo, banner or CEO photo is this file (the gallery is company-image.repo's). */
  async idsWithPicture(db: Db, fileId: string): Promise<number[]> {
    const rows = await db
      .select({ id: companies.id })
      .from(companies)
      .where(or(eq(companies.logo_id, fileId), eq(companies.banner_id, fileId), eq(companies.ceo_photo_id, fileId)));
    return rows.map((row) => row.id);
  },

  async findNote(db: Db, companyId: number, userId: number): Promise<string | null> {
    const [row] = await db
      .select({ text: company_notes.text })
      .from(company_notes)
      .where(and(eq(company_notes.company_id, companyId), eq(company_notes.user_id, userId)));
    return row?.text ?? null;
  },

  async saveNote(db: Db, companyId: number, userId: number, text: string): Promise<void> {
    await db
      .insert(company_notes)
      .values({ company_id: companyId, user_id: userId, text })
      .onConflictDoUpdate({
        target: [company_notes.company_id, company_notes.user_id],
        set: { text, updated_at: sql`now()` },
      });
  },

  async deleteNote(db: Db, companyId: number, userId: number): Promise<void> {
    await db
      .delete(company_notes)
      .where(and(eq(company_notes.company_id, companyId), eq(company_notes.user_id, userId)));
  },
};
