import { z } from 'zod';
import { zPublicLine } from '../candidates/fields.ts';
import { ADMIN, CANDIDATES } from '../constants.ts';
import { dataOf, listOf, pagedListOf } from '../envelope.ts';
import { zId } from '../validation.ts';

const optionalSearch = z
  .string()
  .trim()
  .max(ADMIN.searchMax)
  .optional()
  .transform((value) => value || undefined);
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** `GET admin/specializations`: the whole catalog (a few dozen), narrowed by a search in its names. */
export const ZAdminSpecializationsQuery = z.object({ q: optionalSearch });
export type TAdminSpecializationsQuery = z.input<typeof ZAdminSpecializationsQuery>;

/** A specialization of the catalog with how many vacancies and candidate profiles name it (any status). */
export const ZAdminSpecialization = z
  .object({
    id: z.number().int(),
    type_id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    vacancies: z.number().int(),
    candidates: z.number().int(),
  })
  .meta({ id: 'AdminSpecialization' });
export type TAdminSpecialization = z.infer<typeof ZAdminSpecialization>;
export const ZAdminSpecializationsList = listOf(ZAdminSpecialization);

/** `GET admin/community/skills`: the skills people typed on their profiles, searched, by usage or name. */
export const ZCommunitySkillsQuery = z.object({
  q: optionalSearch,
  sort: z.preprocess(emptyAsAbsent, z.enum(['usage', 'name']).optional()),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(ADMIN.pageMax).default(1),
});
export type TCommunitySkillsQuery = z.input<typeof ZCommunitySkillsQuery>;
export type TCommunitySkillsQueryParsed = z.output<typeof ZCommunitySkillsQuery>;

/**
 * One community skill: the profiles' entries that spell the same name whatever its case (ADR 0036). `id` is the
 * oldest such entry's, so it stays while the skill exists; `name` the spelling most profiles use.
 */
export const ZCommunitySkill = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** How many candidate profiles list it. */
    usage: z.number().int(),
    /** Other spellings of it in use (`react`, `React`), the shown one excluded. */
    variants: z.array(z.string()),
  })
  .meta({ id: 'CommunitySkill' });
export type TCommunitySkill = z.infer<typeof ZCommunitySkill>;
export const ZCommunitySkillsPage = pagedListOf(ZCommunitySkill);

export const ZCommunitySkillParams = z.object({ id: zId });

/**
 * `PUT admin/community/skills/{id}`: the name every profile's entry of the skill takes. A name another skill has
 * merges the two: a profile listing both keeps one entry.
 */
export const ZUpdateCommunitySkillRequest = z
  .strictObject({
    // The profile form's own rule for a skill's name: what it refuses there it refuses here.
    name: zPublicLine(CANDIDATES.skillNameMax),
  })
  .meta({ id: 'UpdateCommunitySkillRequest' });
export type TUpdateCommunitySkillRequest = z.input<typeof ZUpdateCommunitySkillRequest>;
export const ZCommunitySkillResponse = dataOf(
  ZCommunitySkill.extend({ merged: z.boolean() }).meta({ id: 'CommunitySkillChange' }),
);
