import type { ApiTransport } from './api.ts';
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

/**
 * The transport `callApi` uses in the browser: JSON over fetch, with apiFetch's sign-in redirect on a 401. A
 * `FormData` body (an upload) goes as is, so the browser writes the multipart boundary into its content type.
 */
export const browserApi: ApiTransport = async (path, { method, body, locale, signal }) => {
  const payload =
    body instanceof FormData
      ? { body }
      : body !== undefined
        ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
        : {};
  const response = await apiFetch(path, {
    method,
    ...(locale ? { locale } : {}),
    ...(signal ? { signal } : {}),
    ...payload,
  });
  const text = await response.text();
  return { status: response.status, body: parseJson(text) };
};

/** A proxy's error page is HTML, not JSON: `callApi` then answers a generic error for its status. */
function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
