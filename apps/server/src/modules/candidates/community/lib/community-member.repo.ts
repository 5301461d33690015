import type { TCommunitySearchFilters } from '@hushwork/contract';
import { and, desc, eq, ilike, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import {
  candidate_hidden_companies,
  candidate_identities,
  candidate_openings,
  candidate_skills,
  candidates,
} from '../../candidates.schema.ts';
import type { CandidateRow, IdentityRow } from '../../profile/lib/candidate.repo.ts';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Who is in the community directory as `companyId` sees it: joined, approved, not hidden from the company, and not
 * closed to it (a candidate who closed their profile to a company said "not them", which the directory respects).
 * Admins (`companyId` null) see every member.
 */
const memberOf = (companyId: number | null): SQL => {
  const member = and(isNotNull(candidates.community_joined_at), eq(candidates.moderation_status, 'approved')) as SQL;
  if (companyId === null) return member;
  return and(
    member,
    sql`not exists (select 1 from ${candidate_hidden_companies} where ${candidate_hidden_companies.candidate_id} = ${candidates.id} and ${candidate_hidden_companies.company_id} = ${companyId})`,
    sql`not exists (select 1 from ${candidate_openings} where ${candidate_openings.candidate_id} = ${candidates.id} and ${candidate_openings.company_id} = ${companyId} and ${candidate_openings.closed_at} is not null)`,
  ) as SQL;
};

/** The only SQL of the community directory's side of candidates. */
export const communityMemberRepo = {
  async search(
    db: Db,
    companyId: number | null,
    filters: TCommunitySearchFilters,
    page: { limit: number; offset: number },
  ): Promise<{ rows: CandidateRow[]; total: number }> {
    const conditions: SQL[] = [memberOf(companyId)];
    if (filters.q) {
      const term = `%${escapeLike(filters.q)}%`;
      conditions.push(
        sql`(${ilike(candidates.desired_position, term)} or exists (select 1 from ${candidate_skills} where ${candidate_skills.candidate_id} = ${candidates.id} and ${candidate_skills.name} ilike ${term}))`,
      );
    }
    for (const skill of filters.skills ?? [])
      conditions.push(
        sql`exists (select 1 from ${candidate_skills} where ${candidate_skills.candidate_id} = ${candidates.id} and lower(${candidate_skills.name}) = lower(${skill}))`,
      );
    if (filters.seniority) conditions.push(eq(candidates.seniority, filters.seniority));
    if (filters.country_id !== undefined) conditions.push(sql`${filters.country_id} = any(${candidates.country_ids})`);
    const where = and(...conditions);
    const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(candidates).where(where);
    const rows = await db
      .select()
      .from(candidates)
      .where(where)
      .orderBy(desc(candidates.community_joined_at), desc(candidates.id))
      .limit(page.limit)
      .offset(page.offset);
    return { rows, total: count?.total ?? 0 };
  },

  async find(db: Db, companyId: number | null, id: number): Promise<CandidateRow | undefined> {
    const [row] = await db
      .select()
      .from(candidates)
      .where(and(eq(candidates.id, id), memberOf(companyId)))
      .limit(1);
    return row;
  },

  /** Which of these candidates are open to the company now (any source). */
  async openedTo(db: Db, companyId: number, candidateIds: number[]): Promise<Set<number>> {
    if (candidateIds.length === 0) return new Set();
    const rows = await db
      .select({ id: candidate_openings.candidate_id })
      .from(candidate_openings)
      .where(
        and(
          eq(candidate_openings.company_id, companyId),
          inArray(candidate_openings.candidate_id, candidateIds),
          sql`${candidate_openings.closed_at} is null`,
        ),
      );
    return new Set(rows.map((row) => row.id));
  },

  async skillsOf(db: Db, candidateIds: number[]): Promise<Map<number, string[]>> {
    const skills = new Map<number, string[]>();
    if (candidateIds.length === 0) return skills;
    const rows = await db
      .select({ candidate_id: candidate_skills.candidate_id, name: candidate_skills.name })
      .from(candidate_skills)
      .where(inArray(candidate_skills.candidate_id, candidateIds))
      .orderBy(candidate_skills.id);
    for (const row of rows) skills.set(row.candidate_id, [...(skills.get(row.candidate_id) ?? []), row.name]);
    return skills;
  },

  async identitiesOf(db: Db, candidateIds: number[]): Promise<Map<number, IdentityRow>> {
    if (candidateIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(candidate_identities)
      .where(inArray(candidate_identities.candidate_id, candidateIds));
    return new Map(rows.map((row) => [row.candidate_id, row]));
  },

  async setJoined(db: Db, candidateId: number, joinedAt: Date | null): Promise<CandidateRow> {
    const [row] = await db
      .update(candidates)
      .set({ community_joined_at: joinedAt })
      .where(eq(candidates.id, candidateId))
      .returning();
    if (!row) throw new Error(`candidate ${candidateId} not found`);
    return row;
  },
};
