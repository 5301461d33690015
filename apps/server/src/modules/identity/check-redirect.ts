/**
 * A path the web may send a user to after sign-in: only our own pages. Anything that could leave the site
 * (`//host`, `/\host`, a scheme, control characters) becomes the home page.
 */
export function checkRedirect(redirect: string): string {
  const value = redirect.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  try {
    const url = new URL(value, 'http://hushwork.invalid');
    if (url.host !== 'hushwork.invalid') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
