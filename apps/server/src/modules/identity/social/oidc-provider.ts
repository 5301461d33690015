import * as client from 'openid-client';
import type { SocialProvider } from './social-provider.ts';

/**
 * An OpenID Connect provider (Google, LinkedIn): discovery, the authorization code flow with PKCE, and the ID token's
 * signature, issuer, audience and nonce checked by openid-client. Plain http is allowed only for a local issuer.
 */
export function createOidcProvider(options: {
  name: 'google' | 'linkedin';
  issuer: string;
  clientId: string;
  clientSecret: string;
}): SocialProvider {
  const issuer = new URL(options.issuer);
  const isLocal = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
  let configuration: Promise<client.Configuration> | undefined;
  const configure = () => {
    configuration ??= client
      .discovery(
        issuer,
        options.clientId,
        options.clientSecret,
        undefined,
        isLocal ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };
  return {
    name: options.name,
    async authorizationUrl({ redirectUri, state, nonce, codeChallenge }) {
      const url = client.buildAuthorizationUrl(await configure(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
      return url.href;
    },
    async complete({ callbackUrl, codeVerifier, state, nonce }) {
      const tokens = await client.authorizationCodeGrant(await configure(), callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token claims');
      return {
        subject: String(claims.sub),
        email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
        is_email_verified: claims.email_verified === true || claims.email_verified === 'true',
        name: typeof claims.name === 'string' ? claims.name : null,
      };
    },
  };
}
