import { localizePath, splitLocale } from './locale-path.ts';

/**
 * The browser's way to call the API: a 401 on anything but logout means the session is over, so the page goes to
 * /login (in its language, remembering where it was) without a toast (spec section 8).
 */
export async function apiFetch(path: string, init: RequestInit & { locale?: string } = {}): Promise<Response> {
  const { locale, headers, ...rest } = init;
  const response = await fetch(path, {
    ...rest,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(locale ? { 'accept-language': locale } : {}), ...headers },
  });
  if (response.status === 401 && !path.startsWith('/api/auth/logout')) {
    const here = window.location.pathname + window.location.search;
    const target = localizePath(splitLocale(window.location.pathname).locale, '/login');
    window.location.assign(`${target}?redirect=${encodeURIComponent(here)}`);
  }
  return response;
}
