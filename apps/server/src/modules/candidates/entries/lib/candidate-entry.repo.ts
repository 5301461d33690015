import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { candidate_education, candidate_experience, candidate_skills } from '../../candidates.schema.ts';

export type EducationRow = typeof candidate_education.$inferSelect;
export type ExperienceRow = typeof candidate_experience.$inferSelect;
export type SkillRow = typeof candidate_skills.$inferSelect;
export type EntryKind = 'education' | 'experience' | 'skills';

const tables = { education: candidate_education, experience: candidate_experience, skills: candidate_skills };
type Table = (typeof tables)[EntryKind];
type RowOf<K extends EntryKind> = (typeof tables)[K]['$inferSelect'];
type NewOf<K extends EntryKind> = Omit<(typeof tables)[K]['$inferInsert'], 'id' | 'candidate_id' | 'created_at'>;

/** Newest first for education and jobs (what a reader looks at first), skills in the order they were added. */
const orderOf = (kind: EntryKind) =>
  kind === 'education'
    ? [desc(candidate_education.start_year), desc(candidate_education.id)]
    : kind === 'experience'
      ? [desc(candidate_experience.started_at), desc(candidate_experience.id)]
      : [asc(candidate_skills.id)];

/** The education, jobs and skills of a profile: one set of functions for the three kinds. */
export const entryRepo = {
  async insert<K extends EntryKind>(db: Db, kind: K, candidateId: number, entry: NewOf<K>): Promise<RowOf<K>> {
    const table: Table = tables[kind];
    const [row] = await db
      .insert(table)
      .values({ ...entry, candidate_id: candidateId } as never)
      .returning();
    return row as RowOf<K>;
  },

  /** Changes an entry of this candidate; `undefined` when the candidate has no entry of that id. */
  async update<K extends EntryKind>(
    db: Db,
    kind: K,
    candidateId: number,
    id: number,
    entry: NewOf<K>,
  ): Promise<RowOf<K> | undefined> {
    const table: Table = tables[kind];
    const [row] = await db
      .update(table)
      .set(entry as never)
      .where(and(eq(table.id, id), eq(table.candidate_id, candidateId)))
      .returning();
    return row as RowOf<K> | undefined;
  },

  async delete(db: Db, kind: EntryKind, candidateId: number, id: number): Promise<boolean> {
    const table: Table = tables[kind];
    const rows = await db
      .delete(table)
      .where(and(eq(table.id, id), eq(table.candidate_id, candidateId)))
      .returning({ id: table.id });
    return rows.length > 0;
  },

  async count(db: Db, kind: EntryKind, candidateId: number): Promise<number> {
    const table: Table = tables[kind];
    const [row] = await db.select({ total: count() }).from(table).where(eq(table.candidate_id, candidateId));
    return row?.total ?? 0;
  },

  async list<K extends EntryKind>(db: Db, kind: K, candidateId: number): Promise<RowOf<K>[]> {
    const table: Table = tables[kind];
    const rows = await db
      .select()
      .from(table)
      .where(eq(table.candidate_id, candidateId))
      .orderBy(...orderOf(kind));
    return rows as RowOf<K>[];
  },

  /** Another skill of this candidate with the same name in any case (`exceptId` is the one being renamed). */
  async skillNamed(db: Db, candidateId: number, name: string, exceptId?: number): Promise<boolean> {
    const [row] = await db
      .select({ id: candidate_skills.id })
      .from(candidate_skills)
      .where(
        and(
          eq(candidate_skills.candidate_id, candidateId),
          eq(sql`lower(${candidate_skills.name})`, name.toLowerCase()),
          exceptId === undefined ? undefined : sql`${candidate_skills.id} <> ${exceptId}`,
        ),
      );
    return row !== undefined;
  },

  /** The skill names of several candidates, for the cards of a list. */
  async skillNamesOf(db: Db, candidateIds: number[]): Promise<Map<number, string[]>> {
    const result = new Map<number, string[]>(candidateIds.map((id) => [id, []]));
    if (candidateIds.length === 0) return result;
    const rows = await db
      .select({ candidate_id: candidate_skills.candidate_id, name: candidate_skills.name })
      .from(candidate_skills)
      .where(inArray(candidate_skills.candidate_id, candidateIds))
      .orderBy(asc(candidate_skills.id));
    for (const row of rows) result.get(row.candidate_id)?.push(row.name);
    return result;
  },
};
