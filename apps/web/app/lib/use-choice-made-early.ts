import { type RefObject, useLayoutEffect } from 'react';

/**
 * A controlled group of radio buttons clicked before the page hydrated: the DOM holds the visitor's choice, React's
 * state the default, and the next render would put the default back. On mount, before any other render can, the
 * state adopts the checked button's value (the companion of `useTextTypedEarly`).
 */
export function useChoiceMadeEarly(group: RefObject<HTMLElement | null>, adopt: (value: string) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the choice present when the page hydrates counts.
  useLayoutEffect(() => {
    const early = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    if (early) adopt(early);
  }, []);
}
