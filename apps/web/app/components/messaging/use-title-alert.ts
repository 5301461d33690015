import { useEffect } from 'react';
import { titleOnTick } from './realtime-core.ts';

/**
 * While there are unread messages, the tab's title alternates every 2 seconds between the page's and the indicator
 * with the count (spec section 4); the page's title comes back when none are left.
 */
export function useTitleAlert(unread: number, indicator: string) {
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
      document.title = base;
    };
  }, [unread, indicator]);
}
