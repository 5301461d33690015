import { z } from 'zod';
import { IDENTITY } from './constants.ts';

// In a browser, zod must not probe `new Function` for its compiled parsers: the page's CSP forbids eval, and the
// refused probe is a console issue on every page that validates a form. The server keeps the faster compiled parse.
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });

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

/** A row id in a path, query or body: a positive integer PostgreSQL's `integer` can hold, so no id reaches SQL as an overflow. */
export const zId = z.coerce.number().int().positive().max(2_147_483_647);

/** Spec section 5 shows only the first failing rule: an empty value is "required", never also too short. */
const required = { error: 'validation:required', abort: true } as const;

export const zPassword = z
  .string()
  .min(1, required)
  .min(IDENTITY.passwordMin)
  .max(IDENTITY.passwordMax)
  .refine((value) => /\p{L}/u.test(value) && /\p{N}/u.test(value), { params: { i18n: 'passwordWeak' } });

/** A person's or company's display name: letters, spaces, hyphens, apostrophes and dots. */
export const zName = z
  .string()
  .trim()
  .min(1, required)
  .min(2)
  .max(IDENTITY.nameMax)
  .regex(/^[\p{L}\p{M}][\p{L}\p{M}\p{N} .'’\-&]*$/u, { error: 'validation:name' });

/** The repetition of a new password: required first; that it matches is checked by `withSamePassword`. */
export const zPasswordRepeat = z.string().min(1, required).max(1_000);

/** Adds the sameAsPassword rule to a schema that has `password` and `sameAsPassword`. */
export const withSamePassword = <T extends z.ZodType<{ password: string; sameAsPassword: string }>>(schema: T) =>
  schema.refine((value) => value.password === value.sameAsPassword, {
    path: ['sameAsPassword'],
    params: { i18n: 'sameAsPassword' },
  });
