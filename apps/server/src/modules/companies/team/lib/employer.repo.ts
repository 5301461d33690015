import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { company_join_requests, employers } from '../../companies.schema.ts';

export type EmployerRow = typeof employers.$inferSelect;
export type NewEmployer = typeof employers.$inferInsert;
export type JoinRequestRow = typeof company_join_requests.$inferSelect;

export const employerRepo = {
  async find(db: Db, userId: number): Promise<EmployerRow | undefined> {
    const [row] = await db.select().from(employers).where(eq(employers.user_id, userId));
    return row;
  },

  async upsert(db: Db, employer: NewEmployer): Promise<EmployerRow> {
    const { user_id, ...changes } = employer;
    const [row] = await db
      .insert(employers)
      .values(employer)
      .onConflictDoUpdate({ target: employers.user_id, set: changes })
      .returning();
    return row as EmployerRow;
  },

  async update(db: Db, userId: number, changes: Partial<NewEmployer>): Promise<EmployerRow> {
    const [row] = await db.update(employers).set(changes).where(eq(employers.user_id, userId)).returning();
    return row as EmployerRow;
  },

  listTeam(db: Db, companyId: number): Promise<EmployerRow[]> {
    return db
      .select()
      .from(employers)
      .where(eq(employers.company_id, companyId))
      .orderBy(desc(employers.is_owner), asc(employers.created_at), asc(employers.user_id));
  },

  async openRequestOf(db: Db, userId: number): Promise<JoinRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(company_join_requests)
      .where(and(eq(company_join_requests.user_id, userId), eq(company_join_requests.status, 'pending')));
    return row;
  },

  async insertRequest(db: Db, companyId: number, userId: number): Promise<JoinRequestRow> {
    const [row] = await db.insert(company_join_requests).values({ company_id: companyId, user_id: userId }).returning();
    return row as JoinRequestRow;
  },

  listOpenRequests(db: Db, companyId: number): Promise<JoinRequestRow[]> {
    return db
      .select()
      .from(company_join_requests)
      .where(and(eq(company_join_requests.company_id, companyId), eq(company_join_requests.status, 'pending')))
      .orderBy(asc(company_join_requests.id));
  },

  /** Decides an open request of this company; undefined when there is none (already decided, or another company's). */
  async decideRequest(
    db: Db,
    requestId: number,
    companyId: number,
    status: 'accepted' | 'declined',
  ): Promise<JoinRequestRow | undefined> {
    const [row] = await db
      .update(company_join_requests)
      .set({ status, decided_at: sql`now()` })
      .where(
        and(
          eq(company_join_requests.id, requestId),
          eq(company_join_requests.company_id, companyId),
          eq(company_join_requests.status, 'pending'),
        ),
      )
      .returning();
    return row;
  },
};
