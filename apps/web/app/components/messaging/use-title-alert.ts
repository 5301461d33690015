import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The document title on a tick of the unread alert: the page's own, then the indicator, every other tick. Here, not in
 * realtime-core.ts: the header runs the alert on every page, and that module would follow it into the first load.
 */
export const titleOnTick = (base: string, indicator: string, unread: number, tick: number): string =>
  unread > 0 && tick % 2 === 1 ? indicator : base;

/**
 * While there are unread messages, the tab's title alternates every 2 seconds between the page's and the indicator
 * with the count (spec section 4); the page's title comes back when none are left. A client navigation brings the
 * next page's title: the alert starts again from it, and puts back the title it started from only while the
 * indicator is still showing (else that title belongs to the page left behind).
 */
export function useTitleAlert(unread: number, indicator: string) {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname (another page's title) restarts it.
  useEffect(() => {
    if (unread <= 0) return;
    const base = document.title;
    let tick = 0;
    const timer = setInterval(() => {
      tick += 1;
      document.title = titleOnTick(base, indicator, unread, tick);
    }, 2000);
    return () => {
      clearInterval(timer);
      if (document.title === indicator) document.title = base;
    };
  }, [unread, indicator, pathname]);
}
