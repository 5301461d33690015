import { z } from 'zod';
import { CANDIDATES, IDENTITY } from '../constants.ts';
import { zId } from '../validation.ts';

/** The ways a candidate may be reached; each is shown only to whom the candidate opened the profile. */
export const CANDIDATE_CONTACT_TYPES = ['email', 'phone', 'telegram', 'linkedin', 'github'] as const;
export type TCandidateContactType = (typeof CANDIDATE_CONTACT_TYPES)[number];

/** An empty field means "none": the form sends `""`, the profile keeps `null`. */
const optional = <T extends z.ZodType<string, string>>(rule: T) =>
  z
    .string()
    .trim()
    .max(CANDIDATES.contactMax)
    .transform((value) => value || null)
    .pipe(rule.nullable())
    .nullable()
    .default(null);

const zContactEmail = z.email({ error: 'validation:email' }).max(IDENTITY.emailMax).toLowerCase();

/** Digits with an optional leading `+`; spaces, dots, dashes and brackets people type are dropped. */
const zPhone = z
  .string()
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .pipe(
    z.string().regex(new RegExp(`^\\+?\\d{${CANDIDATES.phoneDigitsMin},${CANDIDATES.phoneDigitsMax}}$`), {
      error: 'validation:phone',
    }),
  );

/** A Telegram username (5–32 letters, digits, underscores, starting with a letter), kept as `@name`. */
const zTelegram = z
  .string()
  .transform((value) => value.replace(/^(https?:\/\/)?(t\.me\/|telegram\.me\/)/i, '').replace(/^@/, ''))
  .pipe(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, { error: 'validation:telegram' }))
  .transform((name) => `@${name}`);

/** A profile address on one site, `https://` added when it was left out. */
const zProfileUrl = (hosts: RegExp, path: RegExp, key: string) =>
  z
    .string()
    .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
    .refine(
      (value) => {
        if (!URL.canParse(value)) return false;
        const url = new URL(value);
        return hosts.test(url.hostname.toLowerCase()) && path.test(url.pathname);
      },
      { params: { i18n: key } },
    );

const zLinkedIn = zProfileUrl(/^([a-z]{2,3}\.)?linkedin\.com$/, /^\/(in|pub)\/[^/\s]+\/?$/, 'linkedin');
const zGitHub = zProfileUrl(/^(www\.)?github\.com$/, /^\/[A-Za-z0-9](-?[A-Za-z0-9]){0,38}\/?$/, 'github');

/** What the contacts tab sends; every field may be left empty. */
export const ZCandidateContactsRequest = z.object({
  email: optional(zContactEmail),
  phone: optional(zPhone),
  telegram: optional(zTelegram),
  linkedin: optional(zLinkedIn),
  github: optional(zGitHub),
});
export type TCandidateContactsRequest = z.input<typeof ZCandidateContactsRequest>;

export const ZCandidateContacts = z
  .object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    telegram: z.string().nullable(),
    linkedin: z.string().nullable(),
    github: z.string().nullable(),
  })
  .meta({ id: 'CandidateContacts' });
export type TCandidateContacts = z.infer<typeof ZCandidateContacts>;

export const ZCandidateContactParams = z.object({ id: zId, type: z.enum(CANDIDATE_CONTACT_TYPES) });
export const ZCandidateContact = z
  .object({ type: z.enum(CANDIDATE_CONTACT_TYPES), value: z.string() })
  .meta({ id: 'CandidateContact' });
