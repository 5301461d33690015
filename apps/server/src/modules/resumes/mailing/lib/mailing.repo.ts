import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { resumeMailingLog, resumeMailingOptOuts, resumeMailings, resumeMailingTargets } from '../mailing.schema.ts';

export type MailingRow = typeof resumeMailings.$inferSelect;
export type MailingLogRow = typeof resumeMailingLog.$inferSelect;
type NewLogRow = typeof resumeMailingLog.$inferInsert;

/** The only SQL of resume mailing: mailings, their targets, their sending log and the opt-outs. */
export const mailingRepo = {
  async insert(
    db: Db,
    mailing: { user_id: number; resume_id: string; mode: string },
    vacancyIds: number[],
  ): Promise<MailingRow> {
    const [row] = await db.insert(resumeMailings).values(mailing).returning();
    if (!row) throw new Error('mailing not inserted');
    if (vacancyIds.length > 0)
      await db
        .insert(resumeMailingTargets)
        .values(vacancyIds.map((vacancy_id) => ({ mailing_id: row.id, vacancy_id })));
    return row;
  },

  async findOfUser(db: Db, userId: number, id: number): Promise<MailingRow | undefined> {
    const [row] = await db
      .select()
      .from(resumeMailings)
      .where(and(eq(resumeMailings.id, id), eq(resumeMailings.user_id, userId)))
      .limit(1);
    return row;
  },

  /** Locked for the change it is read for: a webhook and its owner's click cannot interleave. */
  async lockById(db: Db, id: number): Promise<MailingRow | undefined> {
    const [row] = await db.select().from(resumeMailings).where(eq(resumeMailings.id, id)).for('update').limit(1);
    return row;
  },

  async listOfUser(db: Db, userId: number): Promise<MailingRow[]> {
    return db
      .select()
      .from(resumeMailings)
      .where(eq(resumeMailings.user_id, userId))
      .orderBy(desc(resumeMailings.created_at), desc(resumeMailings.id));
  },

  async update(db: Db, id: number, patch: Partial<MailingRow>, now: Date): Promise<MailingRow> {
    const [row] = await db
      .update(resumeMailings)
      .set({ ...patch, updated_at: now })
      .where(eq(resumeMailings.id, id))
      .returning();
    if (!row) throw new Error(`mailing ${id} not found`);
    return row;
  },

  async delete(db: Db, id: number): Promise<void> {
    await db.delete(resumeMailings).where(eq(resumeMailings.id, id));
  },

  async deleteOfUser(db: Db, userId: number): Promise<void> {
    await db.delete(resumeMailings).where(eq(resumeMailings.user_id, userId));
  },

  async forgetAddress(db: Db, email: string): Promise<void> {
    await db.delete(resumeMailingOptOuts).where(eq(resumeMailingOptOuts.email, email.toLowerCase()));
  },

  async targetsOf(db: Db, mailingId: number): Promise<number[]> {
    const rows = await db
      .select({ vacancy_id: resumeMailingTargets.vacancy_id })
      .from(resumeMailingTargets)
      .where(eq(resumeMailingTargets.mailing_id, mailingId));
    return rows.map((row) => row.vacancy_id);
  },

  async countTargets(db: Db, mailingIds: number[]): Promise<Map<number, number>> {
    if (mailingIds.length === 0) return new Map();
    const rows = await db
      .select({ mailing_id: resumeMailingTargets.mailing_id, count: sql<number>`count(*)::int` })
      .from(resumeMailingTargets)
      .where(inArray(resumeMailingTargets.mailing_id, mailingIds))
      .groupBy(resumeMailingTargets.mailing_id);
    return new Map(rows.map((row) => [row.mailing_id, row.count]));
  },

  /** The active `auto` mailings, for the autosender's daily pass. */
  async activeAuto(db: Db, now: Date): Promise<MailingRow[]> {
    return db
      .select()
      .from(resumeMailings)
      .where(
        and(
          eq(resumeMailings.mode, 'auto'),
          eq(resumeMailings.status, 'active'),
          isNotNull(resumeMailings.paid_until),
          sql`${resumeMailings.paid_until} > ${now}`,
        ),
      )
      .orderBy(resumeMailings.id);
  },

  async insertLog(db: Db, entry: NewLogRow): Promise<void> {
    await db.insert(resumeMailingLog).values(entry);
  },

  async logsOf(db: Db, mailingIds: number[]): Promise<MailingLogRow[]> {
    if (mailingIds.length === 0) return [];
    return db
      .select()
      .from(resumeMailingLog)
      .where(inArray(resumeMailingLog.mailing_id, mailingIds))
      .orderBy(desc(resumeMailingLog.at), desc(resumeMailingLog.id));
  },

  /** The companies a mailing already reached, and the vacancies it already looked at (sent or skipped). */
  async handledOf(db: Db, mailingId: number): Promise<{ companies: Set<number>; vacancies: Set<number> }> {
    const rows = await db
      .select({
        company_id: resumeMailingLog.company_id,
        vacancy_id: resumeMailingLog.vacancy_id,
        outcome: resumeMailingLog.outcome,
      })
      .from(resumeMailingLog)
      .where(eq(resumeMailingLog.mailing_id, mailingId));
    return {
      companies: new Set(rows.filter((row) => row.outcome === 'sent').map((row) => row.company_id)),
      vacancies: new Set(rows.map((row) => row.vacancy_id)),
    };
  },

  /** How many companies a mailing was sent to since `since` (the autosender's daily limit). */
  async sentSince(db: Db, mailingId: number, since: Date): Promise<number> {
    return db.$count(
      resumeMailingLog,
      and(
        eq(resumeMailingLog.mailing_id, mailingId),
        eq(resumeMailingLog.outcome, 'sent'),
        sql`${resumeMailingLog.at} >= ${since}`,
      ),
    );
  },

  async findLogByToken(db: Db, token: string): Promise<MailingLogRow | undefined> {
    const [row] = await db.select().from(resumeMailingLog).where(eq(resumeMailingLog.unsubscribe_token, token));
    return row;
  },

  /** Why nothing may be sent to this company or address: opted out or bounced, or null. */
  async optOutOf(db: Db, companyId: number, email: string): Promise<'opted_out' | 'bounced' | null> {
    const [row] = await db
      .select({ reason: resumeMailingOptOuts.reason })
      .from(resumeMailingOptOuts)
      .where(or(eq(resumeMailingOptOuts.company_id, companyId), eq(resumeMailingOptOuts.email, email.toLowerCase())))
      .orderBy(resumeMailingOptOuts.id)
      .limit(1);
    return (row?.reason as 'opted_out' | 'bounced' | undefined) ?? null;
  },

  async optOutAddress(db: Db, email: string, reason: 'opted_out' | 'bounced'): Promise<void> {
    await db.insert(resumeMailingOptOuts).values({ email: email.toLowerCase(), reason }).onConflictDoNothing();
  },

  async isCompanyOptedOut(db: Db, companyId: number): Promise<boolean> {
    return (await db.$count(resumeMailingOptOuts, eq(resumeMailingOptOuts.company_id, companyId))) > 0;
  },

  async setCompanyOptOut(db: Db, companyId: number, optedOut: boolean): Promise<void> {
    if (optedOut)
      await db
        .insert(resumeMailingOptOuts)
        .values({ company_id: companyId, reason: 'opted_out' })
        .onConflictDoNothing();
    else await db.delete(resumeMailingOptOuts).where(eq(resumeMailingOptOuts.company_id, companyId));
  },
};
