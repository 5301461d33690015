import { z } from 'zod';
import { CANDIDATES } from '../constants.ts';
import { hasContactsInText } from '../contacts-in-text/index.ts';

/** Spec section 5 shows only the first failing rule: an empty value is "required", never also too short. */
export const required = { error: 'validation:required', abort: true } as const;

/**
 * Text shown in the anonymous profile: trimmed, bounded, and without contacts in it (the spec's "not a link or
 * e-mail" rule: an address, link, username or phone number typed here would undo the anonymity).
 */
export const zPublicText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasContactsInText(value), { params: { i18n: 'noContactsInText' } });

/** A required line of public text (a desired position, a job title). */
export const zPublicLine = (max: number) => z.string(required).trim().min(1, required).max(max).pipe(zPublicText(max));

/** Up to `CANDIDATES.tagsMax` free words; a repetition (in any case) is dropped, not refused (spec section 5). */
export const zTags = z
  .array(zPublicLine(CANDIDATES.tagMax))
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((tag) => {
      const key = tag.toLocaleLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .pipe(z.array(z.string()).max(CANDIDATES.tagsMax));

/** A list of choices where a repetition means nothing: kept once. */
export const zUniqueList = <T extends z.ZodType<string | number>>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .transform((values) => [...new Set(values)]);

export const zYear = z.number().int().min(CANDIDATES.yearMin).max(CANDIDATES.yearMax);
/** A month of a career, `YYYY-MM`; strings of this form compare in time order. */
export const zMonth = z
  .string(required)
  .min(1, required)
  .regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, { error: 'validation:format' });
