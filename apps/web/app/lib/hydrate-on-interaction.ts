/**
 * Public pages hydrate when a guest first interacts, not on load (ADR 0046). The server renders the whole page as
 * always; the app's scripts (React, React Router, the route's modules: 150–160 KB) are written inside a <noscript>,
 * which a browser with scripting reads as text and never fetches, and a small inline script adds them to the page on
 * the first pointer, key, touch or focus. Until then the page is a document: links, GET forms, <details> menus and
 * posted forms work as they do without JavaScript. Signed-in visitors, who came to act, hydrate on load.
 */

/** A route's `handle` says its page may wait for an interaction before hydrating. */
export type HydrationHandle = { hydrate?: 'on-interaction' };

/** The <noscript> holding the app's scripts, and the event the root dispatches once React has hydrated. */
export const APP_SCRIPTS_ID = 'hw-app-scripts';
export const HYDRATED_EVENT = 'hw:hydrated';

/** What of the root loader's answer decides it (lib/root-data.server.ts). */
type RootFacts = { user?: unknown; shouldAskLanguage?: boolean } | null | undefined;

/**
 * A guest on a page whose route allows it: the page waits for an interaction. Not when the page must ask something
 * at once: the Russian page's question whether to read in Ukrainian opens on load (spec section 2). Nor when the page
 * answers a form posted before React was there (`answersAction`): what the action returned may need the page's
 * script at once, as a guest's comment does, kept in the browser and carried to the sign-in page (spec section 4).
 */
export function hydratesOnInteraction(root: RootFacts, handles: readonly unknown[], answersAction: boolean): boolean {
  const leaf = handles.at(-1) as HydrationHandle | undefined;
  return !answersAction && !root?.user && root?.shouldAskLanguage !== true && leaf?.hydrate === 'on-interaction';
}

/**
 * The inline script, sent as its own source text (`String(fn)`), so it must not close over anything. On the first
 * interaction it parses the <noscript>'s text and inserts the scripts in order (inline ones run at once, modules load
 * as on any page). A click on a plain button before React is there would be lost: it is held and replayed on the same
 * element once the page has hydrated (React keeps the server's elements), as is a click on a stand-in marked
 * `data-replay-click`, on the element that then carries the same mark. Links, submit buttons and summaries act
 * natively, and what is typed meanwhile is kept by `typed-before-hydration.ts`.
 *
 * React Router writes the loader data after the app, in scripts that hand it to `__reactRouterContext`, which the
 * app's first script creates: until that script runs, a stand-in keeps what they hand over and gives it to the real
 * one when the app's scripts are added.
 */
export function loadAppOnInteraction(scriptsId: string, hydratedEvent: string) {
  const events = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin', 'wheel'] as const;
  type Handoff = { streamController: { enqueue(chunk: string): void; close(): void } };
  const page = window as unknown as { __reactRouterContext?: Handoff };
  const chunks: string[] = [];
  let isClosed = false;
  page.__reactRouterContext ??= {
    streamController: {
      enqueue: (chunk) => void chunks.push(chunk),
      close: () => {
        isClosed = true;
      },
    },
  };
  let held: HTMLElement | null = null;
  let loaded = false;
  let hydrated = false;
  const hold = (event: MouseEvent) => {
    if (hydrated) return;
    const clicked = event.target as Element | null;
    const element = clicked?.closest?.('button, [data-replay-click]') as HTMLElement | null;
    if (!element || (element instanceof HTMLButtonElement && element.type === 'submit')) return;
    event.preventDefault();
    event.stopPropagation();
    held = element;
  };
  const load = (event: Event) => {
    // A browser moves the pointer itself, without movement, when the page's layout shifts under a resting cursor:
    // that is no one's interaction, and would fetch the app for a reader who never touched the page.
    const moved = event as PointerEvent;
    if (event.type === 'pointermove' && moved.movementX === 0 && moved.movementY === 0) return;
    if (loaded) return;
    loaded = true;
    for (const name of events) window.removeEventListener(name, load, true);
    const holder = document.getElementById(scriptsId);
    if (!holder) return;
    const fragment = document.createRange().createContextualFragment(holder.textContent ?? '');
    document.body.append(fragment);
    const controller = page.__reactRouterContext?.streamController;
    if (!controller) return;
    for (const chunk of chunks) controller.enqueue(chunk);
    if (isClosed) controller.close();
  };
  window.addEventListener('click', hold, true);
  window.addEventListener(
    hydratedEvent,
    () => {
      hydrated = true;
      window.removeEventListener('click', hold, true);
      const element = held;
      held = null;
      if (!element) return;
      // A stand-in the page swaps for its interactive version right after hydrating (a link to the filters becomes
      // the button that opens them) is found again by its key once that render is done.
      const key = element.getAttribute('data-replay-click');
      setTimeout(() => {
        const target = key ? document.querySelector<HTMLElement>(`[data-replay-click="${CSS.escape(key)}"]`) : element;
        if (target?.isConnected) target.click();
      }, 0);
    },
    { once: true },
  );
  for (const name of events) window.addEventListener(name, load, { capture: true, passive: true });
  // The page may still have been arriving when the visitor reached a field: a field focused, or typed into and left,
  // before this script ran is an interaction that came too early to be heard.
  const active = document.activeElement;
  const fields = Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'));
  const isTouched = fields.some((field) => field.value !== field.defaultValue);
  if ((active && active !== document.body && active !== document.documentElement) || isTouched)
    load(new Event('focusin'));
}
