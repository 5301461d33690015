import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from '@hushwork/contract';

/**
 * An inline script that remembers the page's language for a year (spec section 9) as the page loads, hydrated or not:
 * a guest's page may never hydrate (ADR 0046). Not a Set-Cookie on the page's answer, which would keep a guest's
 * page out of every cache.
 */
export function rememberLocaleScript(locale: Locale): string {
  const pair = `${LOCALE_COOKIE}=${locale}`;
  const cookie = `${pair}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
  return `document.cookie.split('; ').includes(${JSON.stringify(pair)})||(document.cookie=${JSON.stringify(cookie)})`;
}
