/**
 * A redirect target from the address or a form, if it is a path of this site: `/profile?x=1#y`. Anything that could
 * leave the site (`//host`, `/\host`, a scheme, control characters) is refused, as the API's own check refuses it.
 */
export function sitePathOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f\\\s]/.test(path)) return null;
  try {
    const url = new URL(path, 'http://hushwork.invalid');
    return url.host === 'hushwork.invalid' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
