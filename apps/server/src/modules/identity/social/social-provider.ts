/** What a provider tells us about the person who signed in there. */
type SocialProfile = { subject: string; email: string | null; is_email_verified: boolean; name: string | null };

type AuthorizationRequest = { redirectUri: string; state: string; nonce: string; codeChallenge: string };
type CallbackResult = { callbackUrl: URL; codeVerifier: string; state: string; nonce: string };

export type SocialProvider = {
  name: 'google' | 'linkedin' | 'github';
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  complete(result: CallbackResult): Promise<SocialProfile>;
};

export const SOCIAL_PROVIDERS = ['google', 'linkedin', 'github'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];
