import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from '@hushwork/contract';
import { readCookie } from './session.server.ts';

/**
 * The language of the page last read, remembered a year (spec section 9) by that page's own answer: a guest's page
 * may never hydrate (ADR 0046), and a visitor without scripts switches language too. Read, not only by this app, so
 * not HttpOnly. Nothing is sent when the cookie already says so.
 */
export function rememberLocale(request: Request, locale: Locale): string | null {
  if (readCookie(request, LOCALE_COOKIE) === locale) return null;
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}
