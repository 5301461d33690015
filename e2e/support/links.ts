import type { APIResponse, Browser, BrowserContext, Page, Response } from '@playwright/test';
import { BASE_URL, expect, LOCALES, randomClientIp } from '../fixtures.ts';
import { catalog } from './catalog.ts';

/** The not-found and error screens' headings in every language, from the catalogs the pages use. */
const ERROR_HEADINGS = LOCALES.flatMap((locale) => {
  const { notFoundTitle, errorTitle } = catalog<{ notFoundTitle: string; errorTitle: string }>(locale, 'ErrorPage');
  return [notFoundTitle, errorTitle];
});

/** A page that works: answered below 400 and not the not-found or error screen. */
export async function expectWorkingPage(page: Page, response: Response | null, what: string) {
  expect(response, `${what}: no response`).not.toBeNull();
  expect(response!.status(), `${what} answered ${response!.status()} at ${page.url()}`).toBeLessThan(400);
  await expect(page.locator('#error-title'), `${what} shows the error screen at ${page.url()}`).toHaveCount(0);
  const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
  expect(ERROR_HEADINGS, `${what} shows an error heading at ${page.url()}`).not.toContain(heading);
}

/**
 * Same-origin links (href) inside `scope`, hash and query kept, duplicates removed. With `pagesOnly`, links that
 * download a file (`download`, such as the admin lists' CSV exports) are left out: a crawler that opens them as pages
 * gets a download, not a page.
 */
export async function internalHrefs(page: Page, scope = 'body', { pagesOnly = false } = {}): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator(`${scope} a[href]${pagesOnly ? ':not([download])' : ''}`)
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return [
    ...new Set(
      hrefs
        .map((href) => new URL(href))
        .filter((url) => url.origin === origin)
        .map((url) => url.pathname + url.search),
    ),
  ];
}

/** Requests every link with the page's cookies, following redirects: each must end below 400. */
export async function expectNoBrokenLinks(page: Page, hrefs: readonly string[], where: string) {
  const broken: string[] = [];
  for (const href of hrefs) {
    const response: APIResponse = await page.request.get(href);
    if (response.status() >= 400) broken.push(`${href} → ${response.status()} (${response.url()})`);
  }
  expect(broken, `links that fail on ${where}`).toEqual([]);
}

/**
 * The same pages as the server renders them, without scripts: every menu is then a <details> disclosure whose links
 * are in the document (avatar, language, vacancies and mobile menus), opened or not.
 */
export async function serverRenderedContext(browser: Browser, signedIn?: BrowserContext): Promise<BrowserContext> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
    ...(signedIn ? { storageState: await signedIn.storageState() } : {}),
  });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
  return context;
}

/**
 * Opens a header menu as a person would: the avatar menu (`menu`) or the mobile menu (`dialog`). Both are Radix
 * primitives once the page is hydrated; a click that lands before hydration opens the server-rendered disclosure
 * instead, which hydration replaces, so the click is tried again until the panel shows.
 */
export async function openHeaderMenu(page: Page, testId: 'avatar-menu' | 'mobile-menu', panel: 'menu' | 'dialog') {
  const opened = page.getByRole(panel);
  await expect(async () => {
    if (!(await opened.isVisible())) await page.getByTestId(testId).locator('button, summary').first().click();
    await expect(opened).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  return opened;
}

/**
 * Picks a language in the header's switcher. Its button is a Radix menu once the page is hydrated; a click that lands
 * while the page is still settling (hydration, or a redirect after sign-in) can leave it closed, so opening is retried
 * until the language's link shows.
 */
export async function chooseLanguage(page: Page, locale: string) {
  const switcher = page.getByTestId('language-switcher');
  const link = switcher.locator(`a[hreflang="${locale}"]`);
  await expect(async () => {
    // Before hydration (a guest's public page waits for an interaction, ADR 0046) the menu is a <details>.
    if (!(await link.isVisible())) await switcher.locator('button[aria-haspopup], summary').first().click();
    await expect(link).toBeVisible({ timeout: 1_000 });
    // A navigation that was still under way (the redirect after sign-in) closes the menu under the click; then the
    // menu is opened again on the page it led to (CI of stop 37 waited 45 s on a detached link).
    await link.click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** The links of an open-able header menu, read while it is open; it is closed again with Escape. */
export async function headerMenuHrefs(page: Page, testId: 'avatar-menu' | 'mobile-menu', panel: 'menu' | 'dialog') {
  await openHeaderMenu(page, testId, panel);
  const hrefs = await internalHrefs(page, `[role="${panel}"]`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole(panel)).toBeHidden();
  return hrefs;
}

export const avatarMenuHrefs = (page: Page) => headerMenuHrefs(page, 'avatar-menu', 'menu');

/** Signs out through the avatar menu's "Sign out" item (in the page's language) and waits for /login. */
export async function signOutThroughMenu(page: Page, locale: string) {
  const menu = await openHeaderMenu(page, 'avatar-menu', 'menu');
  await menu.getByRole('menuitem', { name: catalog<{ signOut: string }>(locale, 'Header').signOut }).click();
  await page.waitForURL((url) => /\/login$/.test(url.pathname));
}
