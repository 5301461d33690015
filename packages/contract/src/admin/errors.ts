/** The admin domain's error codes and their statuses; each endpoint declares the ones it may answer. */
export const ADMIN_ERRORS = {
  ADMIN_ITEM_NOT_FOUND: 404,
  ADMIN_USER_NOT_FOUND: 404,
  /** No company account has this id (a worker's or an admin's id is not an employer's). */
  ADMIN_EMPLOYER_NOT_FOUND: 404,
  ADMIN_ROOM_NOT_FOUND: 404,
  /** An admin may not block, delete, erase or "log in as" their own account: they would lock themselves out. */
  ADMIN_TARGET_SELF: 403,
  /** Nor do any of these to another admin: admins are managed through `admin/admins` (ADR 0036). */
  ADMIN_TARGET_ADMIN: 403,
  /** A "log in as" session may not start another one: the trail would lose who really acted. */
  IMPERSONATION_NESTED: 403,
  /** Restore after the data was erased: there is nothing left to restore. */
  ADMIN_USER_ERASED: 409,
  /** `admin/admins/{id}` names an account that is not an admin's (or none). */
  ADMIN_ACCOUNT_NOT_FOUND: 404,
  /** The last active admin may not be deactivated or removed: nobody could sign in to the admin area. */
  ADMIN_LAST_ACTIVE: 409,
  /** `admin/community/skills/{id}` names no profile's skill (a merge may have taken it). */
  COMMUNITY_SKILL_NOT_FOUND: 404,
  /** Convert to a company: the account is already in a company's team (ADR 0034). */
  CANDIDATE_CONVERT_HAS_COMPANY: 409,
  /** Convert to a company: the worker has applications or job offers, which an employer account cannot hold. */
  CANDIDATE_CONVERT_HAS_APPLICATIONS: 409,
} as const;
