/** The identity domain's error codes and their statuses; each endpoint declares the ones it may answer. */
export const IDENTITY_ERRORS = {
  /** Wrong e-mail or password, said on the password field so a form shows it there. */
  INVALID_CREDENTIALS: 422,
  /** Said on the e-mail field of the sign-up form, as a validation error is (the spec suppresses its toast). */
  USER_ALREADY_EXIST: 422,
  USER_NOT_FOUND: 404,
  USER_BLOCKED: 403,
  /** A refresh token used twice: the session is revoked, since one of the two holders stole it. */
  REFRESH_TOKEN_REUSED: 401,
  SESSION_EXPIRED: 401,
  EMAIL_ALREADY_VERIFIED: 409,
  /** A spent or forged single-use link (verification, reset, deletion) is gone for good: 410. */
  TOKEN_INVALID: 410,
  TOKEN_EXPIRED: 410,
  PASSWORD_INCORRECT: 422,
  SOCIAL_PROVIDER_UNAVAILABLE: 404,
  SOCIAL_STATE_INVALID: 400,
  SOCIAL_SIGN_IN_FAILED: 400,
  SOCIAL_EMAIL_UNVERIFIED: 400,
  /** An admin signs in with password and second factor only: a provider's word never skips the factor. */
  SOCIAL_SIGN_IN_NOT_FOR_ADMINS: 403,
  /** A wrong, reused or spent code (TOTP or recovery), said on the code field. */
  SECOND_FACTOR_INVALID: 422,
  /** The password step's challenge is unknown, spent or past its minutes: sign in again. */
  SIGN_IN_CHALLENGE_EXPIRED: 410,
} as const;
