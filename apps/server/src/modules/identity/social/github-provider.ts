import type { SocialProvider } from './social-provider.ts';

type GithubEmail = { email: string; primary: boolean; verified: boolean };

/**
 * GitHub signs in by OAuth 2.0, not OpenID Connect: after the code exchange we read the user and, since the public
 * profile e-mail may be missing or unverified, the verified primary address from /user/emails.
 */
export function createGithubProvider(options: {
  clientId: string;
  clientSecret: string;
  oauthUrl: string;
  apiUrl: string;
}): SocialProvider {
  const oauth = options.oauthUrl.replace(/\/$/, '');
  const api = options.apiUrl.replace(/\/$/, '');
  const getJson = async <T>(path: string, token: string): Promise<T> => {
    const response = await fetch(`${api}${path}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json', 'user-agent': 'Hushwork' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`GitHub ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  return {
    name: 'github',
    async authorizationUrl({ redirectUri, state, codeChallenge }) {
      const url = new URL(`${oauth}/login/oauth/authorize`);
      url.search = new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: redirectUri,
        scope: 'read:user user:email',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        allow_signup: 'true',
      }).toString();
      return url.href;
    },
    async complete({ callbackUrl, codeVerifier, state }) {
      if (callbackUrl.searchParams.get('state') !== state) throw new Error('state mismatch');
      const code = callbackUrl.searchParams.get('code');
      if (!code) throw new Error('no code');
      const response = await fetch(`${oauth}/login/oauth/access_token`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: options.clientId,
          client_secret: options.clientSecret,
          code,
          code_verifier: codeVerifier,
          redirect_uri: `${callbackUrl.origin}${callbackUrl.pathname}`,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const token = (await response.json()) as { access_token?: string; error?: string };
      if (!token.access_token) throw new Error(`GitHub token exchange failed: ${token.error ?? response.status}`);
      const user = await getJson<{ id: number; name: string | null; login: string }>('/user', token.access_token);
      const emails = await getJson<GithubEmail[]>('/user/emails', token.access_token);
      const primary = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
      return {
        subject: String(user.id),
        email: primary?.email.toLowerCase() ?? null,
        is_email_verified: primary !== undefined,
        name: user.name ?? user.login,
      };
    },
  };
}
