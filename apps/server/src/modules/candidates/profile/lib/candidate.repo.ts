import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import {
  candidate_experience,
  candidate_identities,
  candidate_places,
  candidate_skills,
  candidates,
} from '../../candidates.schema.ts';

export type CandidateRow = typeof candidates.$inferSelect;
export type NewCandidate = Omit<typeof candidates.$inferInsert, 'search_vector'>;
export type IdentityRow = typeof candidate_identities.$inferSelect;
export type NewIdentity = typeof candidate_identities.$inferInsert;
export type PlaceRow = { country_id: number; city_id: number | null };

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The weighted words a profile is found by: what the candidate wants to do (A), what they know (B), what they say
 * and did (C). Built in SQL from the row and its entries, so every write path gives the same vector. The name, the
 * contacts and employers the candidate hid never enter it: a search for them must find nothing.
 */
const searchVectorOf = (id: number | typeof candidates.id) => sql`
  setweight(to_tsvector('simple', ${candidates.desired_position}), 'A') ||
  setweight(to_tsvector('simple', ${candidates.references_text} || ' ' || array_to_string(${candidates.tags}, ' ') || ' ' ||
    coalesce((select string_agg(${candidate_skills.name}, ' ') from ${candidate_skills}
      where ${candidate_skills.candidate_id} = ${id}), '')), 'B') ||
  setweight(to_tsvector('simple', ${candidates.expectation_description} || ' ' ||
    coalesce((select string_agg(${candidate_experience.position} || ' ' || ${candidate_experience.description} ||
      case when ${candidate_experience.is_company_hidden} then '' else ' ' || ${candidate_experience.company_name} end, ' ')
      from ${candidate_experience} where ${candidate_experience.candidate_id} = ${id}), '')), 'C')`;

export const candidateRepo = {
  async insert(db: Db, candidate: NewCandidate): Promise<CandidateRow> {
    const [row] = await db.insert(candidates).values(candidate).returning();
    return row as CandidateRow;
  },

  async update(db: Db, id: number, changes: Partial<NewCandidate>): Promise<CandidateRow> {
    const [row] = await db
      .update(candidates)
      .set({ ...changes, updated_at: sql`now()` })
      .where(eq(candidates.id, id))
      .returning();
    return row as CandidateRow;
  },

  /** Rewrites the search vector from the row and its entries; call after any change to either. */
  async refreshSearchVector(db: Db, id: number): Promise<void> {
    await db
      .update(candidates)
      .set({ search_vector: searchVectorOf(id) })
      .where(eq(candidates.id, id));
  },

  /** The same for many profiles in one statement (an admin renamed a skill they all list). */
  async refreshSearchVectors(db: Db, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(candidates)
      .set({ search_vector: searchVectorOf(candidates.id) })
      .where(inArray(candidates.id, ids));
  },

  async findById(db: Db, id: number): Promise<CandidateRow | undefined> {
    const [row] = await db.select().from(candidates).where(eq(candidates.id, id));
    return row;
  },

  async findByIds(db: Db, ids: number[]): Promise<CandidateRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(candidates)
      .where(inArray(candidates.id, [...new Set(ids)]));
  },

  async findBySlug(db: Db, slug: string): Promise<CandidateRow | undefined> {
    const [row] = await db.select().from(candidates).where(eq(candidates.slug, slug));
    return row;
  },

  async findByUserId(db: Db, userId: number): Promise<CandidateRow | undefined> {
    const [row] = await db.select().from(candidates).where(eq(candidates.user_id, userId));
    return row;
  },

  async slugExists(db: Db, slug: string): Promise<boolean> {
    const [row] = await db.select({ id: candidates.id }).from(candidates).where(eq(candidates.slug, slug));
    return row !== undefined;
  },

  async findIdentity(db: Db, candidateId: number): Promise<IdentityRow | undefined> {
    const [row] = await db
      .select()
      .from(candidate_identities)
      .where(eq(candidate_identities.candidate_id, candidateId));
    return row;
  },

  /** The names of these candidates, for the readers the policy opened them to (one query per page). */
  async namesOf(db: Db, candidateIds: number[]): Promise<Map<number, string>> {
    if (candidateIds.length === 0) return new Map();
    const rows = await db
      .select({ candidate_id: candidate_identities.candidate_id, name: candidate_identities.name })
      .from(candidate_identities)
      .where(inArray(candidate_identities.candidate_id, [...new Set(candidateIds)]));
    return new Map(rows.map((row) => [row.candidate_id, row.name]));
  },

  async saveIdentity(db: Db, identity: NewIdentity): Promise<IdentityRow> {
    const { candidate_id, ...changes } = identity;
    const [row] = await db
      .insert(candidate_identities)
      .values(identity)
      .onConflictDoUpdate({ target: candidate_identities.candidate_id, set: { ...changes, updated_at: sql`now()` } })
      .returning();
    return row as IdentityRow;
  },

  /** Sets or clears the photo or the CV (the identity exists from the profile's first save). */
  async setFile(db: Db, candidateId: number, file: { photo_id?: string | null; cv_file_id?: string | null }) {
    await db
      .update(candidate_identities)
      .set({ ...file, updated_at: sql`now()` })
      .where(eq(candidate_identities.candidate_id, candidateId));
  },

  /** The candidate whose photo or CV a file is, if any. */
  async findByFile(db: Db, fileId: string): Promise<number | undefined> {
    const [row] = await db
      .select({ id: candidate_identities.candidate_id })
      .from(candidate_identities)
      .where(or(eq(candidate_identities.photo_id, fileId), eq(candidate_identities.cv_file_id, fileId)));
    return row?.id;
  },

  /** The accounts whose profiles hold this file as their photo or CV (one, unless a forged id was saved). */
  async userIdsWithFile(db: Db, fileId: string): Promise<number[]> {
    const rows = await db
      .select({ user_id: candidates.user_id })
      .from(candidate_identities)
      .innerJoin(candidates, eq(candidates.id, candidate_identities.candidate_id))
      .where(or(eq(candidate_identities.photo_id, fileId), eq(candidate_identities.cv_file_id, fileId)));
    return rows.map((row) => row.user_id);
  },

  /** Replaces the places, keeping their order; the row's `country_ids`/`city_ids` are the caller's to write. */
  async replacePlaces(db: Db, candidateId: number, places: PlaceRow[]): Promise<void> {
    await db.delete(candidate_places).where(eq(candidate_places.candidate_id, candidateId));
    if (places.length === 0) return;
    await db
      .insert(candidate_places)
      .values(places.map((place, position) => ({ candidate_id: candidateId, position, ...place })));
  },

  /** The places of several candidates at once, in their order. */
  async placesOf(db: Db, candidateIds: number[]): Promise<Map<number, PlaceRow[]>> {
    const result = new Map<number, PlaceRow[]>(candidateIds.map((id) => [id, []]));
    if (candidateIds.length === 0) return result;
    const rows = await db
      .select()
      .from(candidate_places)
      .where(inArray(candidate_places.candidate_id, candidateIds))
      .orderBy(candidate_places.candidate_id, candidate_places.position);
    for (const row of rows) result.get(row.candidate_id)?.push({ country_id: row.country_id, city_id: row.city_id });
    return result;
  },

  /** Desired positions of listed profiles containing the term, most common first. */
  async desiredPositions(db: Db, term: string | undefined, limit: number) {
    const position = sql<string>`min(${candidates.desired_position})`;
    const conditions = [eq(candidates.moderation_status, 'approved'), eq(candidates.is_public, true)];
    if (term) {
      conditions.push(like(sql`lower(${candidates.desired_position})`, `%${escapeLike(term.toLowerCase())}%`));
    }
    return db
      .select({ name: position, count: sql<number>`count(*)::int` })
      .from(candidates)
      .where(and(...conditions))
      .groupBy(sql`lower(${candidates.desired_position})`)
      .orderBy(sql`count(*) desc`, position)
      .limit(limit);
  },
};
