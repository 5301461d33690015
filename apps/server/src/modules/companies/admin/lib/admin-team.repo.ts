import { ADMIN } from '@hushwork/contract';
import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { companies, company_join_requests, employers } from '../../companies.schema.ts';
import { team_invitations } from '../../team-invitations.schema.ts';

const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The SQL of admins' edits of companies and teams: suggestions, employers' places, a company's removal. */
export const adminTeamRepo = {
  /** The first companies whose name (or slug) starts with the text, shortest names first: an exact name comes first. */
  autocomplete(db: Db, prefix: string) {
    const pattern = startsWith(prefix);
    return db
      .select({ id: companies.id, name: companies.name, slug: companies.slug })
      .from(companies)
      .where(or(ilike(companies.name, pattern), ilike(companies.slug, pattern)))
      .orderBy(sql`length(${companies.name})`, asc(companies.name), asc(companies.id))
      .limit(ADMIN.autocompleteMax);
  },

  /** Each account's team place with its company's name, for a page of accounts. */
  placesOf(db: Db, userIds: number[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return db
      .select({
        user_id: employers.user_id,
        company_id: employers.company_id,
        company_name: companies.name,
        is_owner: employers.is_owner,
        is_admin: employers.is_admin,
        blocked_at: employers.blocked_at,
      })
      .from(employers)
      .leftJoin(companies, eq(companies.id, employers.company_id))
      .where(inArray(employers.user_id, userIds));
  },

  /**
   * An admin's removal (ADR 0038): the row stays for what points at it (vacancies, applications, conversations,
   * reviews), rejected and hidden, with no owner; every member leaves the team, open join requests are declined and
   * open invitations dropped, so nobody acts for it again.
   */
  async remove(db: Db, id: number): Promise<number[]> {
    await db
      .update(companies)
      .set({
        moderation_status: 'rejected',
        moderation_note: null,
        is_public: false,
        is_safe: false,
        vip_vacancies: false,
        owner_user_id: null,
        updated_at: sql`now()`,
      })
      .where(eq(companies.id, id));
    const members = await db
      .update(employers)
      .set({ company_id: null, is_owner: false, is_admin: false, blocked_at: null })
      .where(eq(employers.company_id, id))
      .returning({ user_id: employers.user_id });
    await db
      .update(company_join_requests)
      .set({ status: 'declined', decided_at: sql`now()` })
      .where(and(eq(company_join_requests.company_id, id), eq(company_join_requests.status, 'pending')));
    await db
      .delete(team_invitations)
      .where(and(eq(team_invitations.company_id, id), isNull(team_invitations.accepted_at)));
    return members.map((member) => member.user_id);
  },
};
