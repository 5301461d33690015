/** The companies domain's error codes and their statuses; each endpoint declares the ones it may answer. */
export const COMPANY_ERRORS = {
  COMPANY_NOT_FOUND: 404,
  COMPANY_ALREADY_EXISTS: 409,
  ALREADY_IN_COMPANY: 409,
  UNKNOWN_REFERENCE: 422,
  /** Team and company settings belong to the owner: the spec's "ask the owner". */
  OWNER_ONLY: 403,
  TEAM_REQUEST_NOT_FOUND: 404,
  /** Answered, withdrawn, or addressed to someone else: all alike. */
  TEAM_INVITATION_NOT_FOUND: 404,
  EMPLOYER_NOT_FOUND: 404,
  CANNOT_CHANGE_OWNER: 422,
  TOO_MANY_PHOTOS: 422,
  COMPANY_IMAGE_NOT_FOUND: 404,
  REVIEW_NOT_FOUND: 404,
  /** One review per account and company; the author edits it instead. */
  REVIEW_ALREADY_EXISTS: 409,
  /** A company's own team may not review it. */
  OWN_COMPANY_REVIEW: 403,
  /** Only its author edits a review. */
  NOT_REVIEW_AUTHOR: 403,
} as const;
