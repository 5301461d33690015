import { BILLING_ERRORS } from '../billing/errors.ts';

/** The community domain's error codes and their statuses; each endpoint declares the ones it may answer. */
export const COMMUNITY_ERRORS = {
  /** The community directory is switched off here (the `COMMUNITY` flag): nothing of it is answered. */
  COMMUNITY_NOT_OFFERED: 404,
  /** Not a member: never joined, left, not approved, or hid the profile from the reader's company; one answer. */
  COMMUNITY_MEMBER_NOT_FOUND: 404,
  /** Opening a member takes a live plan (the demo, a month or a year). */
  COMMUNITY_PLAN_REQUIRED: 402,
  /** The plan's opens of this period are spent: they are refilled when it renews. */
  COMMUNITY_NO_OPENS_LEFT: 409,
  /** The free demo is given once per company. */
  COMMUNITY_DEMO_USED: 409,
  /** The company has a live plan already: one at a time. */
  COMMUNITY_PLAN_ACTIVE: 409,
  /** Only an approved candidate profile may join the community. */
  COMMUNITY_PROFILE_NOT_APPROVED: 409,
  /** A company's payments are its owner's: members are told to ask the owner. */
  OWNER_ONLY: BILLING_ERRORS.OWNER_ONLY,
  COMPANY_REQUIRED: BILLING_ERRORS.COMPANY_REQUIRED,
} as const;
