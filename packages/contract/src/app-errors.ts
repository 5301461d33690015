import { ADMIN_ERRORS } from './admin/errors.ts';
import { ADMIN_IMPORT_ERRORS } from './admin/import-errors.ts';
import { APPLICATION_ERRORS } from './applications/errors.ts';
import { BILLING_ERRORS } from './billing/errors.ts';
import { CANDIDATE_ERRORS } from './candidates/errors.ts';
import { CATALOG_ERRORS } from './catalogs/errors.ts';
import { COMMUNITY_ERRORS } from './community/errors.ts';
import { COMPANY_ERRORS } from './companies/errors.ts';
import { CONTENT_ERRORS } from './content/errors.ts';
import { EXTERNAL_JOB_ERRORS } from './external-jobs/errors.ts';
import { FAVORITE_ERRORS } from './favorites/errors.ts';
import { FETCH_ERRORS } from './fetch-errors.ts';
import { FILE_ERRORS } from './files/errors.ts';
import { IDENTITY_ERRORS } from './identity/errors.ts';
import { MESSAGING_ERRORS } from './messaging/errors.ts';
import { PLATFORM_ERRORS } from './platform-errors.ts';
import { RESUMES_ERRORS } from './resumes/errors.ts';
import { TELEGRAM_ERRORS } from './telegram/errors.ts';
import { VACANCY_ERRORS } from './vacancies/errors.ts';

/**
 * Every table of codes, the platform's and each domain's. A domain may list a code another one declares too (a
 * vacancy not found, answered by applications) when it answers it for its own reasons; it must give it the same
 * status, which `app-errors.test.ts` checks, since the web reads a code alike whichever domain sent it.
 */
export const ERROR_TABLES = {
  platform: PLATFORM_ERRORS,
  fetch: FETCH_ERRORS,
  identity: IDENTITY_ERRORS,
  files: FILE_ERRORS,
  catalogs: CATALOG_ERRORS,
  companies: COMPANY_ERRORS,
  vacancies: VACANCY_ERRORS,
  candidates: CANDIDATE_ERRORS,
  applications: APPLICATION_ERRORS,
  messaging: MESSAGING_ERRORS,
  externalJobs: EXTERNAL_JOB_ERRORS,
  content: CONTENT_ERRORS,
  resumes: RESUMES_ERRORS,
  favorites: FAVORITE_ERRORS,
  billing: BILLING_ERRORS,
  community: COMMUNITY_ERRORS,
  telegram: TELEGRAM_ERRORS,
  admin: ADMIN_ERRORS,
  adminImport: ADMIN_IMPORT_ERRORS,
} as const;

type ErrorTable = (typeof ERROR_TABLES)[keyof typeof ERROR_TABLES];
// Distributed over the tables: `keyof (A | B)` would keep only the codes every table has.
type CodeOf<T> = T extends unknown ? keyof T : never;
type StatusIn<T, K> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;

/** A code the API may answer: a typo in a `throw new AppError(…)` or an endpoint's `errors` fails the type check. */
export type AppErrorCode = CodeOf<ErrorTable>;

/** Every code with its one HTTP status. */
export const APP_ERRORS = Object.assign({}, ...Object.values(ERROR_TABLES)) as {
  readonly [K in AppErrorCode]: StatusIn<ErrorTable, K>;
};

/** The statuses of the codes an endpoint may answer, for its `errors`: `errorsOf('FORBIDDEN', 'VACANCY_NOT_FOUND')`. */
export const errorsOf = <const K extends AppErrorCode>(...codes: K[]) =>
  Object.fromEntries(codes.map((code) => [code, APP_ERRORS[code]])) as { readonly [P in K]: (typeof APP_ERRORS)[P] };
