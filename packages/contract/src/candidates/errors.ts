/** The candidates domain's error codes and their statuses; each endpoint declares the ones it may answer. */
export const CANDIDATE_ERRORS = {
  /**
   * Also the answer for a profile that exists but is not the reader's to see (not public, not approved, hidden from
   * their company, someone else's to edit), so no answer confirms that a hidden profile is there.
   */
  CANDIDATE_NOT_FOUND: 404,
  /** A call on `me/candidate/…` before the worker has saved a profile (the add-resume page comes first). */
  CANDIDATE_PROFILE_MISSING: 409,
  UNKNOWN_REFERENCE: 422,
  /** `published_at` rises at most once per `CANDIDATES.publishIntervalS`; the message says when it may again. */
  PUBLISH_TOO_SOON: 409,
  ENTRY_NOT_FOUND: 404,
  ENTRIES_LIMIT: 422,
  SKILL_ALREADY_EXISTS: 409,
  /** Contacts are for members of a company the candidate opened the profile to. */
  PROFILE_NOT_OPENED: 403,
  CONTACT_NOT_FOUND: 404,
  /** Notes, ratings and contacts belong to a company: a company account without one has none. */
  COMPANY_MEMBER_ONLY: 403,
  COMPANY_NOT_FOUND: 404,
  OPENING_NOT_FOUND: 404,
  /** The candidate hid the profile from this company; they unhide it before opening to it. */
  COMPANY_HIDDEN: 409,
  HIDDEN_COMPANIES_LIMIT: 422,
  /** `outstaff/{user_id}/open-profile` is for candidates employed through outstaffing only. */
  NOT_OUTSTAFF: 422,
  /** A CV is a PDF or DOCX; other documents the files platform takes are refused here. */
  CV_TYPE_NOT_ALLOWED: 422,
  CANDIDATE_PHOTO_NOT_FOUND: 404,
} as const;
