/**
 * The spec's redirect-slash and redirect-pagination guards, done by the server so crawlers see them: a trailing
 * slash and `page=1` are removed with a 301, everything else in the query is kept in order.
 */
export function canonicalRedirect(url: string): string | null {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  let cleanPath = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (cleanPath === '') cleanPath = '/';
  // "//evil.example" would be read as another host by the browser; collapse leading slashes.
  cleanPath = cleanPath.replace(/^\/{2,}/, '/');
  const params = query.split('&').filter((part) => part !== '');
  const kept = params.filter((part) => part !== 'page=1');
  if (cleanPath === path && kept.length === params.length) return null;
  return kept.length > 0 ? `${cleanPath}?${kept.join('&')}` : cleanPath;
}
