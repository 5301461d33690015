import { and, count, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { candidate_hidden_companies, candidate_openings } from '../../candidates.schema.ts';

export type OpeningRow = typeof candidate_openings.$inferSelect;
export type HiddenRow = typeof candidate_hidden_companies.$inferSelect;

const isOpen = (candidateId: number, companyId: number) =>
  and(
    eq(candidate_openings.candidate_id, candidateId),
    eq(candidate_openings.company_id, companyId),
    isNull(candidate_openings.closed_at),
  );

/** The candidate's consent: the companies a profile is open to, and those it is hidden from. */
export const openingRepo = {
  /** Opens (or opens again) a profile to a company; a reopening counts from now. */
  async open(
    db: Db,
    opening: { candidate_id: number; company_id: number; source: string; opened_by_user_id: number; at: Date },
  ): Promise<OpeningRow> {
    const values = {
      candidate_id: opening.candidate_id,
      company_id: opening.company_id,
      source: opening.source,
      opened_by_user_id: opening.opened_by_user_id,
      opened_at: opening.at,
      closed_at: null,
      contacts_viewed_at: null,
    };
    const [row] = await db
      .insert(candidate_openings)
      .values(values)
      .onConflictDoUpdate({
        target: [candidate_openings.candidate_id, candidate_openings.company_id],
        set: values,
      })
      .returning();
    return row as OpeningRow;
  },

  /** Closes an open opening; false when there was none to close. */
  async close(db: Db, candidateId: number, companyId: number, at: Date): Promise<boolean> {
    const rows = await db
      .update(candidate_openings)
      .set({ closed_at: at })
      .where(isOpen(candidateId, companyId))
      .returning({ company_id: candidate_openings.company_id });
    return rows.length > 0;
  },

  async findOpen(db: Db, candidateId: number, companyId: number): Promise<OpeningRow | undefined> {
    const [row] = await db.select().from(candidate_openings).where(isOpen(candidateId, companyId));
    return row;
  },

  async listOpen(db: Db, candidateId: number): Promise<OpeningRow[]> {
    return db
      .select()
      .from(candidate_openings)
      .where(and(eq(candidate_openings.candidate_id, candidateId), isNull(candidate_openings.closed_at)))
      .orderBy(desc(candidate_openings.opened_at));
  },

  /**
   * The openings to a company still open, newest first, a page at a time, with their number. One the candidate has
   * since hidden from the company is left out, though hiding closes it anyway.
   */
  async listOpenToCompany(
    db: Db,
    companyId: number,
    paging: { limit: number; offset: number },
  ): Promise<{ rows: OpeningRow[]; total: number }> {
    const where = and(
      eq(candidate_openings.company_id, companyId),
      isNull(candidate_openings.closed_at),
      notExists(
        db
          .select({ one: sql`1` })
          .from(candidate_hidden_companies)
          .where(
            and(
              eq(candidate_hidden_companies.candidate_id, candidate_openings.candidate_id),
              eq(candidate_hidden_companies.company_id, candidate_openings.company_id),
            ),
          ),
      ),
    );
    const rows = await db
      .select()
      .from(candidate_openings)
      .where(where)
      .orderBy(desc(candidate_openings.opened_at), desc(candidate_openings.candidate_id))
      .limit(paging.limit)
      .offset(paging.offset);
    const [totals] = await db.select({ total: count() }).from(candidate_openings).where(where);
    return { rows, total: totals?.total ?? 0 };
  },

  async markContactsViewed(db: Db, candidateId: number, companyId: number, at: Date): Promise<void> {
    await db.update(candidate_openings).set({ contacts_viewed_at: at }).where(isOpen(candidateId, companyId));
  },

  async hide(db: Db, candidateId: number, companyId: number, at: Date): Promise<void> {
    await db
      .insert(candidate_hidden_companies)
      .values({ candidate_id: candidateId, company_id: companyId, hidden_at: at })
      .onConflictDoNothing();
  },

  async unhide(db: Db, candidateId: number, companyId: number): Promise<void> {
    await db
      .delete(candidate_hidden_companies)
      .where(
        and(
          eq(candidate_hidden_companies.candidate_id, candidateId),
          eq(candidate_hidden_companies.company_id, companyId),
        ),
      );
  },

  async isHidden(db: Db, candidateId: number, companyId: number): Promise<boolean> {
    const [row] = await db
      .select({ one: sql`1` })
      .from(candidate_hidden_companies)
      .where(
        and(
          eq(candidate_hidden_companies.candidate_id, candidateId),
          eq(candidate_hidden_companies.company_id, companyId),
        ),
      );
    return row !== undefined;
  },

  async listHidden(db: Db, candidateId: number): Promise<HiddenRow[]> {
    return db
      .select()
      .from(candidate_hidden_companies)
      .where(eq(candidate_hidden_companies.candidate_id, candidateId))
      .orderBy(desc(candidate_hidden_companies.hidden_at));
  },

  async countHidden(db: Db, candidateId: number): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(candidate_hidden_companies)
      .where(eq(candidate_hidden_companies.candidate_id, candidateId));
    return row?.total ?? 0;
  },

  /** Which of these candidates' profiles are open to which of these companies, as `candidate:company` keys. */
  async openPairs(db: Db, candidateIds: number[], companyIds: number[]): Promise<Set<string>> {
    if (candidateIds.length === 0 || companyIds.length === 0) return new Set();
    const rows = await db
      .select({ candidate_id: candidate_openings.candidate_id, company_id: candidate_openings.company_id })
      .from(candidate_openings)
      .where(
        and(
          inArray(candidate_openings.candidate_id, [...new Set(candidateIds)]),
          inArray(candidate_openings.company_id, [...new Set(companyIds)]),
          isNull(candidate_openings.closed_at),
        ),
      );
    return new Set(rows.map((row) => `${row.candidate_id}:${row.company_id}`));
  },

  /** Which of these candidates hid their profile from which of these companies, as `candidate:company` keys. */
  async hiddenPairs(db: Db, candidateIds: number[], companyIds: number[]): Promise<Set<string>> {
    if (candidateIds.length === 0 || companyIds.length === 0) return new Set();
    const rows = await db
      .select({
        candidate_id: candidate_hidden_companies.candidate_id,
        company_id: candidate_hidden_companies.company_id,
      })
      .from(candidate_hidden_companies)
      .where(
        and(
          inArray(candidate_hidden_companies.candidate_id, [...new Set(candidateIds)]),
          inArray(candidate_hidden_companies.company_id, [...new Set(companyIds)]),
        ),
      );
    return new Set(rows.map((row) => `${row.candidate_id}:${row.company_id}`));
  },

  /** The candidates who hid their profile from the company. */
  async hiddenFrom(db: Db, companyId: number): Promise<number[]> {
    const rows = await db
      .select({ candidate_id: candidate_hidden_companies.candidate_id })
      .from(candidate_hidden_companies)
      .where(eq(candidate_hidden_companies.company_id, companyId));
    return rows.map((row) => row.candidate_id);
  },
};
