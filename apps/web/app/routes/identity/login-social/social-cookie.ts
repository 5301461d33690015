import { isSocialProvider, type SocialProviderName } from '../../../lib/identity-messages.ts';
import { readCookie } from '../../../lib/session.server.ts';

const NAME = 'hw_social';
/** As long as the API keeps a started sign-in open (10 minutes). */
const MAX_AGE_S = 600;

/**
 * Which provider the visitor set off to, so the page the provider sends them back to can name it ("Sign-in with
 * Google was cancelled"): the provider's answer itself does not say who sent it.
 */
export const socialCookie = (request: Request, provider: string) =>
  `${NAME}=${provider}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax; HttpOnly${new URL(request.url).protocol === 'https:' ? '; Secure' : ''}`;

export const providerOfCookie = (request: Request): SocialProviderName | null => {
  const value = readCookie(request, NAME);
  return isSocialProvider(value) ? value : null;
};
