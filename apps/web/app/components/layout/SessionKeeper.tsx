import { useEffect } from 'react';

const EARLY_S = 60;

const expiryOf = () => Number(/(?:^|;\s*)hw_session_exp=(\d+)/.exec(document.cookie)?.[1] ?? 0);

/**
 * Refreshes the session a minute before its access token expires, so an open tab's own API calls never meet a 401.
 * When the refresh is refused the session is over: the page reloads as a guest.
 */
export function SessionKeeper() {
  useEffect(() => {
    let timer: number | undefined;
    const schedule = () => {
      const expiresAt = expiryOf();
      if (!expiresAt) return;
      const delay = Math.max(5, expiresAt - EARLY_S - Date.now() / 1000) * 1000;
      timer = window.setTimeout(
        async () => {
          const response = await fetch('/session/refresh', { method: 'POST' }).catch(() => null);
          if (response?.status === 401) window.location.reload();
          else schedule();
        },
        Math.min(delay, 2_147_000_000),
      );
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
