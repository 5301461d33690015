// The header menus' Radix primitives (about 34 KB gzipped) come in a chunk of their own, out of the JavaScript a page
// loads first (the home page's: 176 KB with them, 146 KB without), since nobody has opened a menu yet. Until the chunk
// is here, a menu is the <details> disclosure the server rendered, which works as it does without scripts; the chunk
// is asked for once the browser is idle after hydration, or at once when a pointer or the focus reaches a menu.
import { useEffect, useSyncExternalStore } from 'react';

export type MenuParts = typeof import('./radix-parts.ts');

let parts: MenuParts | null = null;
let loading: Promise<MenuParts> | null = null;
/** What had the focus when the chunk arrived: a disclosure's summary then hands it to its menu's trigger. */
let focusedWhenLoaded: Element | null = null;
const listeners = new Set<() => void>();

/** Loads the menus' code once per tab; the menus render with it as soon as it is here. */
export function loadMenuParts(): Promise<MenuParts> {
  loading ??= import('./radix-parts.ts').then(
    (module) => {
      focusedWhenLoaded = document.activeElement;
      parts = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // Not loaded (offline, or a deploy removed the chunk): the disclosures keep working; the next approach retries.
      loading = null;
      throw error;
    },
  );
  return loading;
}

export const hadFocusWhenLoaded = (element: Element) => element === focusedWhenLoaded;

const loadQuietly = () => void loadMenuParts().catch(() => {});

/** Ask for the menus' code before anyone clicks: a pointer over a trigger or the focus on it. */
export const loadOnApproach = { onPointerEnter: loadQuietly, onFocus: loadQuietly, onTouchStart: loadQuietly };

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Safari has no requestIdleCallback: there, a timer lets the hydration's own work finish first. */
function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/**
 * The menus' Radix primitives once loaded, else null: always null on the server and during hydration (so the first
 * render matches the server's disclosures), and from then on in this tab as soon as the chunk has arrived.
 */
export function useMenuParts(): MenuParts | null {
  const current = useSyncExternalStore(
    subscribe,
    () => parts,
    () => null,
  );
  useEffect(() => {
    if (!parts) whenIdle(loadQuietly);
  }, []);
  return current;
}
