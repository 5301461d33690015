/** The resumes domain's error codes and their statuses; each endpoint declares the ones it may answer. */
export const RESUMES_ERRORS = {
  /**
   * No resume with this id that the caller may reach: missing, another user's, a guest's without its token, or
   * hidden. One answer for all, so a probe learns nothing of whether it exists.
   */
  RESUME_NOT_FOUND: 404,
  /** The photo is not a JPEG, PNG or WebP picture (its bytes, not its name, are read). */
  RESUME_PHOTO_INVALID: 422,
  /** One account keeps at most `RESUMES.perUserMax` resumes. */
  RESUME_LIMIT_REACHED: 409,
  /** No mailing with this id of the caller's: missing or another user's, one answer for both. */
  MAILING_NOT_FOUND: 404,
  /** Activating a mailing the provider has not confirmed the payment of (or whose paid period ended). */
  MAILING_NOT_PAID: 409,
  /**
   * A picked vacancy is not open and approved. The send page offers the resume's matching ones; any open vacancy the
   * seeker found is theirs to send their own resume to, so a match is not required.
   */
  MAILING_TARGET_INVALID: 422,
} as const;
