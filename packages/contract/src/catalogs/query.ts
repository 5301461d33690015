import { z } from 'zod';
import { CATALOG_LIMITS } from '../constants.ts';
import { zId } from '../validation.ts';

/** A trimmed search term; empty means "no search". */
export const zSearch = z
  .string()
  .trim()
  .max(CATALOG_LIMITS.searchMaxLength)
  .optional()
  .transform((value) => (value ? value : undefined));

export const zLimit = (max: number) => z.coerce.number().int().min(1).max(max).optional();

/** Ids arrive as `1,2,3`, `ids=1&ids=2` or `ids[]=1`; all mean the same list. */
export const zIdList = z.preprocess((value) => {
  if (value === undefined || value === '') return undefined;
  const parts = Array.isArray(value) ? value : String(value).split(',');
  return parts.map((part) => String(part).trim()).filter(Boolean);
}, z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(100).optional());

export const ZIdParams = z.object({ id: zId });
export const ZSlugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/),
});
