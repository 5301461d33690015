/** The messaging domain's error codes and their statuses; each endpoint declares the ones it may answer. */
export const MESSAGING_ERRORS = {
  /** Also the answer for a room that exists but is not the reader's (another company's, another candidate's). */
  ROOM_NOT_FOUND: 404,
  /** Not listed, hidden from the writer's company, or no such profile: one answer, so nothing is confirmed. */
  CANDIDATE_NOT_FOUND: 404,
  /** A company account outside a team (never joined, or blocked) has no conversations. */
  COMPANY_MEMBER_ONLY: 403,
  /** A company writes to candidates once moderation approved it and it is public. */
  COMPANY_NOT_LISTED: 403,
  /** Links, e-mail addresses and phone numbers wait until the candidate opens the profile to the company. */
  CONTACTS_NOT_ALLOWED: 422,
  /** The candidate hid the profile from this company; they unhide it before writing to it again. */
  COMPANY_HIDDEN: 409,
  /** `outstaff/{candidate}/…` is for candidates employed through outstaffing only. */
  NOT_OUTSTAFF: 422,
  TEMPLATE_NOT_FOUND: 404,
  /** `MESSAGING.templatesMax` reached: delete some before saving more. */
  TEMPLATES_LIMIT_REACHED: 422,
  /** `first-text` for a vacancy that is not one of the company's open ones. */
  VACANCY_NOT_FOUND: 404,
  /** `broadcasting/auth` signs only the caller's own private channel. */
  CHANNEL_FORBIDDEN: 403,
} as const;
