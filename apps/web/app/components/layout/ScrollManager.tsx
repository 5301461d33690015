import { HASH_SCROLL_INTERVAL_MS, HASH_SCROLL_RETRIES } from '@hushwork/contract';
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A hash scrolls smoothly to its element, retrying while the page is still rendering it (spec section 2);
 * any other forward navigation starts at the top. Back and forward keep the browser's own position.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger even though it is not read.
  useEffect(() => {
    if (navigationType === 'POP' && !hash) return;
    if (!hash) {
      // A new page starts at the top at once: the stylesheet's smooth scrolling would animate it, and the new page's
      // rendering cuts the animation short (after the wizard, the profile opened half-way down).
      window.scrollTo({ top: 0, behavior: 'instant' });
      return;
    }
    let tries = 0;
    const id = decodeURIComponent(hash.slice(1));
    const timer = window.setInterval(() => {
      const element = document.getElementById(id);
      if (element) {
        element.scrollIntoView({ behavior: 'smooth', block: 'start' });
        window.clearInterval(timer);
      } else if (++tries >= HASH_SCROLL_RETRIES) {
        window.clearInterval(timer);
      }
    }, HASH_SCROLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [pathname, hash, navigationType]);

  return null;
}
