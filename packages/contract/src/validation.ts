import { z } from 'zod';
import { IDENTITY } from './constants.ts';

/**
 * The spec's section 5 rules as zod pieces. A message written as `validation:<key>` (or `params.i18n` on a refinement)
 * names the catalog entry the server words the mistake with, in the caller's language.
 */
export const zEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation:required' })
  .max(IDENTITY.emailMax)
  .pipe(z.email({ error: 'validation:email' }));

export const zPassword = z
  .string()
  .min(IDENTITY.passwordMin)
  .max(IDENTITY.passwordMax)
  .refine((value) => /\p{L}/u.test(value) && /\p{N}/u.test(value), { params: { i18n: 'passwordWeak' } });

/** A person's or company's display name: letters, spaces, hyphens, apostrophes and dots. */
export const zName = z
  .string()
  .trim()
  .min(2)
  .max(IDENTITY.nameMax)
  .regex(/^[\p{L}\p{M}][\p{L}\p{M}\p{N} .'’\-&]*$/u, { error: 'validation:name' });

/** Adds the sameAsPassword rule to a schema that has `password` and `sameAsPassword`. */
export const withSamePassword = <T extends z.ZodType<{ password: string; sameAsPassword: string }>>(schema: T) =>
  schema.refine((value) => value.password === value.sameAsPassword, {
    path: ['sameAsPassword'],
    params: { i18n: 'sameAsPassword' },
  });
