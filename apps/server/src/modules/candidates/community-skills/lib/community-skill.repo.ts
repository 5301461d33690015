import { ADMIN, type TCommunitySkill, type TCommunitySkillsQueryParsed } from '@hushwork/contract';
import { and, asc, count, countDistinct, desc, eq, ilike, inArray, min, sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { adminOffset, adminPageOf, containsPattern } from '../../../../platform/moderation.ts';
import { candidate_skills } from '../../candidates.schema.ts';

/** A skill is its name whatever the case: the profiles' unique index says so too. */
const keyOf = sql<string>`lower(${candidate_skills.name})`;
const GROUP = {
  id: min(candidate_skills.id).mapWith(Number),
  // The spelling most profiles use; ties go to the first in order, so the answer is stable.
  name: sql<string>`mode() within group (order by ${candidate_skills.name})`,
  usage: count(),
  names: sql<string[]>`array_agg(distinct ${candidate_skills.name})`,
};

type GroupRow = { id: number; name: string; usage: number; names: string[] };
const present = (row: GroupRow): TCommunitySkill => ({
  id: row.id,
  name: row.name,
  usage: row.usage,
  variants: row.names.filter((name) => name !== row.name).sort(),
});

/** The only SQL of the community skills: the entries of `candidate_skills`, grouped by their name. */
export const communitySkillRepo = {
  async page(db: Db, query: TCommunitySkillsQueryParsed) {
    const where = query.q ? ilike(candidate_skills.name, containsPattern(query.q)) : undefined;
    const direction = query.dir === 'asc' ? asc : desc;
    const order = query.sort === 'name' ? [direction(keyOf)] : [direction(count()), asc(keyOf)];
    const [rows, [total]] = await Promise.all([
      db
        .select(GROUP)
        .from(candidate_skills)
        .where(where)
        .groupBy(keyOf)
        .orderBy(...order)
        .limit(ADMIN.pageSize)
        .offset(adminOffset(query.page)),
      db
        .select({ n: countDistinct(keyOf) })
        .from(candidate_skills)
        .where(where),
    ]);
    return adminPageOf(rows.map(present), total!.n, query.page);
  },

  /** The skill whose oldest entry (or any entry) has this id, by its key; undefined when no entry has it. */
  async keyOfEntry(db: Db, id: number): Promise<string | undefined> {
    const [row] = await db.select({ key: keyOf }).from(candidate_skills).where(eq(candidate_skills.id, id));
    return row?.key;
  },

  async findByKey(db: Db, key: string): Promise<TCommunitySkill | undefined> {
    const [row] = await db.select(GROUP).from(candidate_skills).where(eq(keyOf, key)).groupBy(keyOf);
    return row ? present(row) : undefined;
  },

  async candidatesOf(db: Db, keys: string[]): Promise<number[]> {
    const rows = await db
      .selectDistinct({ id: candidate_skills.candidate_id })
      .from(candidate_skills)
      .where(inArray(keyOf, keys));
    return rows.map((row) => row.id);
  },

  /**
   * Every entry of skill `from` takes `name`, and so does every entry of the skill `name` already is (the spelling
   * becomes one). A profile listing both keeps its entry of `name` (with its level) and loses the other.
   */
  async rename(db: Db, from: string, name: string): Promise<void> {
    const to = name.toLowerCase();
    if (to !== from) {
      const both = db.select({ id: candidate_skills.candidate_id }).from(candidate_skills).where(eq(keyOf, to));
      await db.delete(candidate_skills).where(and(eq(keyOf, from), inArray(candidate_skills.candidate_id, both)));
    }
    await db
      .update(candidate_skills)
      .set({ name })
      .where(inArray(keyOf, [...new Set([from, to])]));
  },
};
