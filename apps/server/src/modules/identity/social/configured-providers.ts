import type { Config } from '../../../config.ts';
import { createGithubProvider } from './github-provider.ts';
import { createOidcProvider } from './oidc-provider.ts';
import type { SocialProvider, SocialProviderName } from './social-provider.ts';

/** The providers whose id and secret are configured; the others have no button and no route. */
export function configuredProviders(config: Config): Partial<Record<SocialProviderName, SocialProvider>> {
  const providers: Partial<Record<SocialProviderName, SocialProvider>> = {};
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    providers.google = createOidcProvider({
      name: 'google',
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
    });
  }
  if (config.LINKEDIN_CLIENT_ID && config.LINKEDIN_CLIENT_SECRET) {
    providers.linkedin = createOidcProvider({
      name: 'linkedin',
      issuer: config.LINKEDIN_ISSUER,
      clientId: config.LINKEDIN_CLIENT_ID,
      clientSecret: config.LINKEDIN_CLIENT_SECRET,
    });
  }
  if (config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET) {
    providers.github = createGithubProvider({
      clientId: config.GITHUB_CLIENT_ID,
      clientSecret: config.GITHUB_CLIENT_SECRET,
      oauthUrl: config.GITHUB_OAUTH_URL,
      apiUrl: config.GITHUB_API_URL,
    });
  }
  return providers;
}
