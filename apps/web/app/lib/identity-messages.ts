/**
 * What a visitor reads when a mailed link or a social sign-in does not work. The API's answer names a code (or a
 * field's validator message, which means nothing to someone who only clicked a link); these map it to words in the
 * `Auth` catalog, and keep the server's own message where it already says what to do.
 */
export type Wording = { key: AuthMessageKey; params?: Record<string, string> } | { message: string };

type AuthMessageKey =
  | 'linkInvalid'
  | 'linkExpired'
  | 'resetLinkUsed'
  | 'socialCancelled'
  | 'socialCancelledGeneric'
  | 'socialFailed'
  | 'socialFailedGeneric'
  | 'socialLinkInvalid';

type ApiFailure = { status: number; code?: string; message?: string };

const SOCIAL_LABELS = { google: 'Google', linkedin: 'LinkedIn', github: 'GitHub' } as const;
export type SocialProviderName = keyof typeof SOCIAL_LABELS;

/** Codes whose server message already tells the visitor what happened and what to do. */
const TOLD_BY_SERVER = new Set([
  'USER_BLOCKED',
  'TOO_MANY_REQUESTS',
  'SOCIAL_EMAIL_UNVERIFIED',
  'SOCIAL_PROVIDER_UNAVAILABLE',
]);

const fromServer = (failure: ApiFailure): Wording | null =>
  failure.code && TOLD_BY_SERVER.has(failure.code) && failure.message ? { message: failure.message } : null;

/**
 * The e-mail confirmation link failed. A malformed token (422), an unknown or used one (410 TOKEN_INVALID) all read
 * the same to the person who clicked it: the link does not work, ask for a new one.
 */
export function verifyLinkFailureOf(failure: ApiFailure): Wording {
  if (failure.code === 'TOKEN_EXPIRED') return { key: 'linkExpired' };
  return fromServer(failure) ?? { key: 'linkInvalid' };
}

/**
 * The password-reset link failed its check. The API does not tell a used link from an unknown one on purpose (a
 * guess learns nothing), so the words cover both: most people meeting this clicked a link they already used.
 */
export function resetLinkFailureOf(failure: ApiFailure): Wording {
  if (failure.code === 'TOKEN_EXPIRED') return { key: 'linkExpired' };
  return fromServer(failure) ?? { key: 'resetLinkUsed' };
}

export const isSocialProvider = (value: string | null | undefined): value is SocialProviderName =>
  !!value && Object.hasOwn(SOCIAL_LABELS, value);

/**
 * The provider sent the browser back to /login-social without a usable answer, or the API refused it. `provider` is
 * the one the visitor started with, when the page knows it.
 */
export function socialFailureOf(input: {
  error?: string | null;
  hasCode: boolean;
  failure?: ApiFailure | null;
  provider?: SocialProviderName | null;
}): Wording {
  const params = input.provider ? { provider: SOCIAL_LABELS[input.provider] } : undefined;
  const named = (key: 'socialCancelled' | 'socialFailed'): Wording =>
    params ? { key, params } : { key: key === 'socialCancelled' ? 'socialCancelledGeneric' : 'socialFailedGeneric' };
  // OAuth 2.0 (RFC 6749 section 4.1.2.1): access_denied is the person saying no on the provider's page.
  if (input.error === 'access_denied') return named('socialCancelled');
  if (input.error) return named('socialFailed');
  if (!input.hasCode) return { key: 'socialLinkInvalid' };
  const failure = input.failure;
  if (!failure) return named('socialFailed');
  const told = fromServer(failure);
  if (told) return told;
  if (failure.code === 'SOCIAL_STATE_INVALID' || failure.status === 422) return { key: 'socialLinkInvalid' };
  return named('socialFailed');
}
