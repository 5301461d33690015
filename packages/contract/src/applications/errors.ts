import { CANDIDATE_ERRORS } from '../candidates/errors.ts';
import { VACANCY_ERRORS } from '../vacancies/errors.ts';

/**
 * The applications domain's error codes and their statuses; each endpoint declares the ones it may answer. A few are
 * other domains' codes this one answers for the same reason (a vacancy or candidate not found, a company's team
 * required), declared here with those domains' statuses so one code never has two.
 */
export const APPLICATION_ERRORS = {
  VACANCY_NOT_FOUND: VACANCY_ERRORS.VACANCY_NOT_FOUND,
  COMPANY_REQUIRED: VACANCY_ERRORS.COMPANY_REQUIRED,
  CANDIDATE_NOT_FOUND: CANDIDATE_ERRORS.CANDIDATE_NOT_FOUND,
  /** Applying opens the profile to the company; a profile hidden from it is refused until the candidate unhides it. */
  COMPANY_HIDDEN: CANDIDATE_ERRORS.COMPANY_HIDDEN,
  NOT_OUTSTAFF: CANDIDATE_ERRORS.NOT_OUTSTAFF,
  /** The company paused the vacancy: it takes no applications or offers until it is reopened. */
  VACANCY_PAUSED: 409,
  /** The vacancy was filled (closed) or is not approved: it takes no applications or offers. */
  VACANCY_NOT_OPEN: 409,
  /** One application per worker and vacancy. */
  APPLICATION_EXISTS: 409,
  /** An application needs the worker's candidate profile or a CV file. */
  PROFILE_OR_CV_REQUIRED: 422,
  /** Applying anonymously needs a candidate profile to show; a CV alone is sent with the applicant's name. */
  ANONYMOUS_NEEDS_PROFILE: 422,
  /** The CV must be a document the applicant uploaded. */
  CV_NOT_FOUND: 422,
  /** Every question of the vacancy answered once, and nothing else. */
  ANSWERS_MISMATCH: 422,
  /** A quick application's e-mail already has an account: sign in and apply from it. */
  ACCOUNT_EXISTS: 409,
  /** Also the answer for another company's response, so no answer confirms that it exists. */
  RESPONSE_NOT_FOUND: 404,
  /** A response already turned down or answered with an offer is not turned down again. */
  RESPONSE_ALREADY_DECIDED: 409,
  /** Also the answer for an offer that is not the reader's. */
  OFFER_NOT_FOUND: 404,
  OFFER_ALREADY_ANSWERED: 409,
  /** The candidate has an unanswered offer for this vacancy already. */
  OFFER_EXISTS: 409,
} as const;
