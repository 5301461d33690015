import { redirect } from 'react-router';
import { type ToastMessage, ZToastMessage } from '../components/ui/toast-message.ts';
import { readCookie, withCookies } from './session.server.ts';

const FLASH_COOKIE = 'hw_flash';
/** Long enough to survive the redirect, short enough that a toast nobody saw does not turn up a day later. */
const FLASH_MAX_AGE_S = 60;

const attributes = (request: Request, maxAge: number) =>
  `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${new URL(request.url).protocol === 'https:' ? '; Secure' : ''}`;

/**
 * A redirect that carries a toast to the page it lands on, through a cookie the root loader reads once and clears:
 * with or without the browser's script, the toast shows on the next page and never again.
 */
export function redirectWithToast(request: Request, to: string, toast: ToastMessage): Response {
  const value = encodeURIComponent(JSON.stringify(toast));
  return redirect(to, { headers: withCookies([`${FLASH_COOKIE}=${value}; ${attributes(request, FLASH_MAX_AGE_S)}`]) });
}

/** The toast a redirect left, with an id of its own so the same words twice show twice; null when none or garbled. */
export function readFlash(request: Request): (ToastMessage & { id: string }) | null {
  const raw = readCookie(request, FLASH_COOKIE);
  if (!raw) return null;
  try {
    const parsed = ZToastMessage.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? { ...parsed.data, id: crypto.randomUUID() } : null;
  } catch {
    return null;
  }
}

export const clearedFlash = (request: Request) => `${FLASH_COOKIE}=; ${attributes(request, 0)}`;
