/** The vacancies domain's error codes and their statuses; each endpoint declares the ones it may answer. */
export const VACANCY_ERRORS = {
  VACANCY_NOT_FOUND: 404,
  /** Posting needs a company: the signed-in employer has none yet (or was removed from it). */
  COMPANY_REQUIRED: 403,
  /** Company premium is on and the company has not paid: an owner goes to the payment page (spec section 5). */
  COMPANY_PREMIUM_REQUIRED: 402,
  UNKNOWN_REFERENCE: 422,
  /** A vacancy's publication date goes up at most once per `VACANCIES.raiseIntervalS`. */
  RAISED_TOO_RECENTLY: 409,
  /** Only an approved, open vacancy is raised, made VIP or reopened. */
  VACANCY_NOT_LIVE: 409,
  /** A closed vacancy is filled: it is not reopened (post a new one). */
  VACANCY_CLOSED: 409,
  VIP_LIMIT_REACHED: 409,
  /** A landing route that names no technology, city, seniority… we know. */
  LANDING_NOT_FOUND: 404,
  CONTINENT_NOT_FOUND: 404,
  /** A salary report of a technology or country we do not know. */
  SALARY_REPORT_NOT_FOUND: 404,
  /** The import's own refusal beside the fetch's: the page was read but holds nothing like a job (not even a title). */
  VACANCY_IMPORT_EMPTY: 422,
} as const;
