/** The external-jobs domain's error codes and their statuses; each endpoint declares the ones it may answer. */
export const EXTERNAL_JOB_ERRORS = {
  EXTERNAL_JOB_NOT_FOUND: 404,
  /** No external job names a company with this slug. */
  EXTERNAL_COMPANY_NOT_FOUND: 404,
  EXTERNAL_FEED_NOT_FOUND: 404,
  /** The feed's address is already in the list. */
  EXTERNAL_FEED_EXISTS: 409,
  /** `EXTERNAL_JOBS.feedsMax` feeds configured: remove one first. */
  EXTERNAL_FEEDS_LIMIT_REACHED: 422,
  /** A guest's quick application needs an e-mail address to be recorded under. */
  EXTERNAL_APPLY_EMAIL_REQUIRED: 422,
} as const;
