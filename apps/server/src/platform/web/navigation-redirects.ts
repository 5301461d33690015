import { LOCALES } from '@hushwork/contract';

/**
 * The spec's redirect-slash and redirect-pagination guards, done by the server so crawlers see them: a trailing
 * slash and `page=1` are removed with a 301, everything else in the query is kept in order. A case variant of a
 * static page (`/LOGIN`, `/DE/Profile/Password`) goes to its lower-case address, so a page has one address only.
 * `staticPages` are the pages without parameters, without locale prefix (see staticPagesOf).
 */
export function canonicalRedirect(url: string, staticPages: ReadonlySet<string> = new Set()): string | null {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  let cleanPath = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (cleanPath === '') cleanPath = '/';
  // "//evil.example" would be read as another host by the browser; collapse leading slashes.
  cleanPath = cleanPath.replace(/^\/{2,}/, '/');
  cleanPath = lowerCaseStaticPage(cleanPath, staticPages);
  const params = query.split('&').filter((part) => part !== '');
  const kept = params.filter((part) => part !== 'page=1');
  if (cleanPath === path && kept.length === params.length) return null;
  return kept.length > 0 ? `${cleanPath}?${kept.join('&')}` : cleanPath;
}

const localePrefix = new RegExp(`^/(?:${LOCALES.join('|')})(?=/|$)`);

/**
 * Lower-cases a path only when the result is a known page without parameters: a part that may be a code or a token
 * (`/invite/AbC123`), an API path or an asset file is never touched. Other case variants reach the pages, which
 * match case-sensitively and answer 404.
 */
function lowerCaseStaticPage(path: string, staticPages: ReadonlySet<string>): string {
  const lower = path.toLowerCase();
  if (lower === path) return path;
  const withoutLocale = lower.replace(localePrefix, '') || '/';
  return staticPages.has(withoutLocale) ? lower : path;
}

type BuiltRoute = { id: string; parentId?: string; path?: string; index?: boolean };

/**
 * The web build's pages that take no parameter, as paths without locale prefix: `/`, `/login`, `/profile/password`.
 * The optional locale segment is left out; a page with any other parameter or a splat is not static.
 */
export function staticPagesOf(routes: Readonly<Record<string, BuiltRoute | undefined>>): Set<string> {
  const fullPath = (route: BuiltRoute): string[] | null => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const above = parent ? fullPath(parent) : [];
    if (above === null) return null;
    const segments = (route.path ?? '').split('/').filter((segment) => segment !== '' && segment !== ':lang?');
    if (segments.some((segment) => segment.startsWith(':') || segment === '*')) return null;
    return [...above, ...segments];
  };
  const pages = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route || (route.path === undefined && !route.index)) continue;
    const segments = fullPath(route);
    if (segments) pages.add(`/${segments.join('/')}`);
  }
  return pages;
}
