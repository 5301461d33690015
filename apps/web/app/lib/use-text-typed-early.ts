import { type RefObject, useEffect } from 'react';

/**
 * A controlled text field's text typed before the page hydrated: React 19 keeps what the DOM input holds but fires
 * no change for it, so the state stays empty and a search field would never search. On mount the state adopts it.
 */
export function useTextTypedEarly(input: RefObject<HTMLInputElement | null>, adopt: (text: string) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the text present when the page hydrates counts.
  useEffect(() => {
    const early = input.current?.value;
    if (early) adopt(early);
  }, []);
}
