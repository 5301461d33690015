import { type RefObject, useEffect } from 'react';
import { inertOutside } from './inert-outside.ts';

/**
 * A panel that is a modal dialog while `isOpen`: the rest of the page inert, Escape closes it, focus moves into it
 * and goes back where it was on closing, the way a native `<dialog>` behaves.
 */
export function useDrawer(panelRef: RefObject<HTMLElement | null>, isOpen: boolean, close: () => void) {
  useEffect(() => {
    const panel = panelRef.current;
    if (!isOpen || !panel) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const undo = inertOutside(panel);
    panel.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      undo();
      before?.focus();
    };
  }, [panelRef, isOpen, close]);
}
