import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the element `selector` finds: a control that works only with the page's script (a
 * remove button that calls the API) does nothing when clicked before that, on a loaded machine as on a slow phone.
 * A guest's public page hydrates on the first interaction (ADR 0046), so the pointer moves first, as a visitor's would.
 */
export async function hydrated(page: Page, selector: string) {
  await nudgePointer(page);
  await page.waitForFunction(
    (s) => Object.keys(document.querySelector(s) ?? {}).some((key) => key.startsWith('__reactProps')),
    selector,
  );
}

/**
 * A visitor's pointer moving over the page. Two moves, so that one of them has a movement wherever the pointer was:
 * the page ignores a move without one, which the browser makes itself when the layout shifts under the pointer.
 */
export async function nudgePointer(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
}
