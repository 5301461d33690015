import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the element `selector` finds: a control that works only with the page's script (a
 * remove button that calls the API) does nothing when clicked before that, on a loaded machine as on a slow phone.
 */
export const hydrated = (page: Page, selector: string) =>
  page.waitForFunction(
    (s) => Object.keys(document.querySelector(s) ?? {}).some((key) => key.startsWith('__reactProps')),
    selector,
  );
