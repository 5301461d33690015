import { type RefObject, useLayoutEffect } from 'react';

/**
 * A controlled text field's text typed before the page hydrated: React 19 keeps what the DOM field holds but fires no
 * change for it, so the state stays empty, a search field never searches, and the next render empties the field. On
 * mount, before any other render can, the state adopts it.
 */
export function useTextTypedEarly(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  adopt: (text: string) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the text present when the page hydrates counts.
  useLayoutEffect(() => {
    const early = field.current?.value;
    if (early) adopt(early);
  }, []);
}
