import { DEFAULT_LOCALE, isLocale, type Locale } from '@hushwork/contract';

/** English lives at the root; other locales behind their prefix (spec section 2). */
export function localizePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** Splits "/de/candidates?x=1" into its locale and the path without the prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (isLocale(first) && first !== DEFAULT_LOCALE) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** The same page in another language, query and hash kept. */
export function switchLocale(target: Locale, location: { pathname: string; search: string; hash: string }): string {
  const { path } = splitLocale(location.pathname);
  const localized = localizePath(target, path);
  return `${localized === '/' || !localized.endsWith('/') ? localized : localized.slice(0, -1)}${location.search}${location.hash}`;
}
