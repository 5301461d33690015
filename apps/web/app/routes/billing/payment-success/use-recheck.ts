import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';

/**
 * Reads the page's loader again every `everyMs` while `isWaiting`, for at most `forMs`; answers whether that time ran
 * out. A check still under way is not doubled.
 */
export function useRecheck(isWaiting: boolean, { everyMs, forMs }: { everyMs: number; forMs: number }): boolean {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  const [hasTimedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!isWaiting) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - started >= forMs) {
        window.clearInterval(timer);
        setTimedOut(true);
        return;
      }
      if (latest.current.state === 'idle') void latest.current.revalidate();
    }, everyMs);
    return () => window.clearInterval(timer);
  }, [isWaiting, everyMs, forMs]);
  return hasTimedOut;
}
