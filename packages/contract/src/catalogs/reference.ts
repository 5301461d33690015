import { z } from 'zod';
import { CATALOG_LIMITS, SPECIALIZATION_TYPE_IDS } from '../constants.ts';
import { dataOf, listOf } from '../envelope.ts';
import { ZCatalogOption, ZContinent, ZKeyword, ZLanguage, ZSpecialization } from './entities.ts';
import { zIdList, zLimit, zSearch } from './query.ts';

/** Keys of GET /api/catalogs/{key}; option lists come from the spec's section 9. */
export const OPTION_CATALOG_KEYS = [
  'seniority',
  'experience',
  'english_levels',
  'job_types',
  'employment',
  'degrees',
  'project_durations',
  'months',
] as const;
export const CATALOG_KEYS = [...OPTION_CATALOG_KEYS, 'languages', 'continents'] as const;
export type TCatalogKey = (typeof CATALOG_KEYS)[number];

export const ZCatalogKeyParams = z.object({ key: z.enum(CATALOG_KEYS) });

export const ZListCatalogsQuery = z.object({
  keys: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : String(value).split(',')),
    z.array(z.enum(CATALOG_KEYS)).max(CATALOG_KEYS.length).optional(),
  ),
});
export const ZCatalogEntry = z.union([ZCatalogOption, ZLanguage, ZContinent]);
export const ZListCatalogsResponse = dataOf(z.record(z.string(), z.array(ZCatalogEntry)));
export const ZGetCatalogResponse = listOf(ZCatalogEntry);

export const ZListSpecializationsQuery = z.object({
  type_id: z.coerce
    .number()
    .int()
    .refine((value) => (SPECIALIZATION_TYPE_IDS as readonly number[]).includes(value), {
      params: { i18n: 'specializationType' },
    })
    .optional(),
  ids: zIdList,
  search: zSearch,
  limit: zLimit(CATALOG_LIMITS.specializationsMax),
});
export type TListSpecializationsQuery = z.infer<typeof ZListSpecializationsQuery>;
export const ZListSpecializationsResponse = listOf(ZSpecialization);
export const ZTopSpecializationsQuery = ZListSpecializationsQuery.pick({ type_id: true });

export const ZListKeywordsQuery = z.object({
  ids: zIdList,
  search: zSearch,
  limit: zLimit(CATALOG_LIMITS.keywordsMax),
});
export type TListKeywordsQuery = z.infer<typeof ZListKeywordsQuery>;
export const ZListKeywordsResponse = listOf(ZKeyword);

export const ZListLanguagesResponse = listOf(ZLanguage);
export const ZListOptionsResponse = listOf(ZCatalogOption);
