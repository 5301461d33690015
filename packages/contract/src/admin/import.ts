import { z } from 'zod';
import { COMPANIES, LOCALES } from '../constants.ts';
import { dataOf } from '../envelope.ts';
import { zEmail, zName } from '../validation.ts';

/** A cell left empty (a CSV's `,,`, a JSON `null` or `""`) means "not given": the import keeps what is stored. */
const blankAsAbsent = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optionalText = (max: number) => z.preprocess(blankAsAbsent, z.string().trim().max(max).optional());

/** A site as exports write it, often a bare domain (`acme.com`): read as `https://acme.com`. */
const withScheme = (value: unknown) =>
  typeof value === 'string' && !/^[a-z][a-z0-9+.-]*:\/\//i.test(value.trim()) ? `https://${value.trim()}` : value;

/**
 * One recruiter of the Djinni import, as one CSV line or one JSON object holds it (docs/admin-import-djinni-recruiters.md):
 * the person (keyed by the e-mail) and their company (keyed by its site's domain, else by its name). Text only: a
 * CSV has no other types, and a JSON file is read the same way.
 */
export const ZDjinniRecruiterRow = z.object({
  email: zEmail,
  name: zName,
  position: optionalText(100),
  /** The language of the account's mails, the reset link's above all; English when the file does not say. */
  locale: z.preprocess(
    (value) => (typeof value === 'string' ? blankAsAbsent(value.trim().toLowerCase()) : blankAsAbsent(value)),
    z.enum(LOCALES).optional(),
  ),
  company_name: z.string().trim().min(1, { error: 'validation:required', abort: true }).min(2).max(COMPANIES.nameMax),
  company_website: z.preprocess(
    (value) => withScheme(blankAsAbsent(value)),
    z
      .string()
      .max(COMPANIES.siteMax)
      .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'validation:url' }))
      .optional(),
  ),
  company_size: z.preprocess(blankAsAbsent, z.enum(COMPANIES.sizes).optional()),
  company_description: optionalText(COMPANIES.descriptionMax),
});
export type TDjinniRecruiterRow = z.output<typeof ZDjinniRecruiterRow>;
/** The columns of the format, in the order the documentation and the page list them. */
export const DJINNI_RECRUITER_COLUMNS = Object.keys(ZDjinniRecruiterRow.shape) as (keyof TDjinniRecruiterRow)[];
export type TDjinniRecruiterColumn = (typeof DJINNI_RECRUITER_COLUMNS)[number];

/**
 * `POST admin/import/djinni-recruiter`, the fields of its multipart form: the file in the part `file` (CSV or JSON,
 * told apart by its content, at most `ADMIN.importMaxBytes`) and `dry_run`, `true` to see the report without a change.
 */
/** What the page's file picker offers: the import reads the content, so this only narrows the dialog's list. */
export const RECRUITER_IMPORT_ACCEPT = '.csv,.json,.txt,text/csv,application/json,text/plain';

export const ZRecruiterImportRequest = z.object({ file: z.file(), dry_run: z.enum(['true', 'false']) });

export const IMPORT_ROW_STATUSES = ['created', 'updated', 'unchanged', 'refused'] as const;
export const ZImportRowStatus = z.enum(IMPORT_ROW_STATUSES);
export type TImportRowStatus = z.infer<typeof ZImportRowStatus>;

/**
 * Why a row is refused, one stable code per reason (the message words it in the caller's language):
 * - `FIELD_INVALID`: the cell breaks the format's rule (the message says which);
 * - `DUPLICATE_EMAIL`: an earlier row of the file has the same person;
 * - `EMAIL_NOT_EMPLOYER`: the address belongs to a job seeker's or an admin's account;
 * - `ACCOUNT_CLOSED`: the account is blocked or deleted;
 * - `ACCOUNT_CLAIMED`: its owner has taken the account over (set a password, confirmed the address), so the import
 *   changes nothing of theirs and creates no company for them;
 * - `EMPLOYER_IN_OTHER_COMPANY`: the person is on another company's team;
 * - `COMPANY_AMBIGUOUS`: several companies have this site or name;
 * - `COMPANY_CLAIMED`: the company is run by someone who signed in: the import neither edits it nor adds people to
 *   its team (its team invites them).
 */
export const IMPORT_REASON_CODES = [
  'FIELD_INVALID',
  'DUPLICATE_EMAIL',
  'EMAIL_NOT_EMPLOYER',
  'ACCOUNT_CLOSED',
  'ACCOUNT_CLAIMED',
  'EMPLOYER_IN_OTHER_COMPANY',
  'COMPANY_AMBIGUOUS',
  'COMPANY_CLAIMED',
] as const;
export type TImportReasonCode = (typeof IMPORT_REASON_CODES)[number];

export const ZImportReason = z
  .object({
    /** The column the reason is about (`email`, `company_website`…). */
    field: z.string(),
    code: z.enum(IMPORT_REASON_CODES),
    message: z.string(),
  })
  .meta({ id: 'ImportReason' });
export type TImportReason = z.infer<typeof ZImportReason>;

/** What a row made: a new account, a new company, a place on an existing company's team. */
export const IMPORT_CREATIONS = ['account', 'company', 'team_membership'] as const;

export const ZImportRow = z
  .object({
    /** 1 for the first recruiter: the line after the header in a CSV, the first object in a JSON file. */
    row: z.number().int(),
    email: z.string().nullable(),
    name: z.string().nullable(),
    company: z.string().nullable(),
    status: ZImportRowStatus,
    created: z.array(z.enum(IMPORT_CREATIONS)),
    /** The columns whose stored value the row changes (an `updated` row). */
    changed: z.array(z.string()),
    reasons: z.array(ZImportReason),
  })
  .meta({ id: 'ImportRow' });
export type TImportRow = z.infer<typeof ZImportRow>;

export const ZRecruiterImportReport = z
  .object({
    /** A dry run changed nothing; its rows say what the real run would do with the same file now. */
    dry_run: z.boolean(),
    file_name: z.string().nullable(),
    format: z.enum(['csv', 'json']),
    totals: z.object({
      rows: z.number().int(),
      created: z.number().int(),
      updated: z.number().int(),
      unchanged: z.number().int(),
      refused: z.number().int(),
    }),
    rows: z.array(ZImportRow),
  })
  .meta({ id: 'RecruiterImportReport' });
export type TRecruiterImportReport = z.infer<typeof ZRecruiterImportReport>;
export const ZRecruiterImportAnswer = dataOf(ZRecruiterImportReport);
