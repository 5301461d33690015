import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, FLOW_LOCALES, localized, test } from '../fixtures.ts';
import { nudgePointer } from '../support/hydration.ts';

/**
 * A page's HTML carries only the catalogs of its own routes; the others arrive with the client navigation that needs
 * them. These walks go from page to page without reloading and look for what a missing catalog shows: the raw key.
 */

type Catalog = { [key: string]: string | Catalog };
const catalog = (locale: string, namespace: string): Catalog =>
  JSON.parse(
    readFileSync(new URL(`../../packages/contract/i18n/${locale}/${namespace}.json`, import.meta.url), 'utf8'),
  );

const entriesOf = (node: Catalog, prefix = ''): [string, string][] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entriesOf(value, `${prefix}${key}.`),
  );

/** What i18next renders for a key it does not have: the key path, with or without its namespace. */
const WEB_NAMESPACES = [
  'common',
  'Header',
  'Footer',
  'CookieConsent',
  'ErrorPage',
  'Ui',
  'Home',
  'Places',
  'Auth',
  'Profile',
];
const RAW_KEYS = new Set(
  WEB_NAMESPACES.flatMap((namespace) =>
    entriesOf(catalog('en', namespace))
      // A key spelled like its own English text ("Blog") is no sign of a missing catalog.
      .filter(([key, value]) => key !== value)
      .flatMap(([key]) => [key, `${namespace}:${key}`, `${namespace}.${key}`]),
  ),
);

async function rawKeysShown(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style')) continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    return found;
  });
  return texts.filter((text) => RAW_KEYS.has(text.replace(/\s+/g, ' ')));
}

/**
 * The header's menus turn into buttons with a popup once React has hydrated the page: links then navigate in place.
 * A guest's public page hydrates on the first interaction (ADR 0046), so the pointer moves first.
 */
async function hydrated(page: Page) {
  await nudgePointer(page);
  await expect(page.locator('header [aria-haspopup]').first()).toBeVisible();
}

/** Marks the document; the mark survives client navigations only. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { hwSameDocument: true }));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { hwSameDocument?: boolean }).hwSameDocument === true);

for (const locale of FLOW_LOCALES) {
  test(`home, sign-in and sign-up pages show their words after client navigation (${locale})`, async ({
    consentGiven: page,
  }) => {
    const header = catalog(locale, 'Header');
    const auth = entriesOf(catalog(locale, 'Auth'));
    await page.goto(localized(locale, '/'));
    await hydrated(page);
    await markDocument(page);
    expect(await rawKeysShown(page)).toEqual([]);

    await page
      .locator('header')
      .getByRole('link', { name: header.signIn as string, exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === localized(locale, '/login'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(auth.find(([key]) => key === 'signInTitle')![1]);
    expect(await rawKeysShown(page)).toEqual([]);

    await page
      .locator('main')
      .getByRole('link', { name: auth.find(([key]) => key === 'signUpButton')![1] })
      .click();
    await page.waitForURL((url) => url.pathname === localized(locale, '/register'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(auth.find(([key]) => key === 'signUpTitle')![1]);
    expect(await rawKeysShown(page)).toEqual([]);
    expect(await isSameDocument(page)).toBe(true);
  });
}

test('a signed-in visitor reaches the profile from the home page without a missing word', async ({
  consentGiven: page,
  login,
}) => {
  await login('worker');
  await page.goto('/');
  await hydrated(page);
  await markDocument(page);
  expect(await rawKeysShown(page)).toEqual([]);
  await page.getByTestId('avatar-menu').locator('button[aria-haspopup]').click();
  await page.getByRole('menuitem', { name: catalog('en', 'Header').myProfile as string }).click();
  await page.waitForURL((url) => url.pathname === '/profile/user');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await rawKeysShown(page)).toEqual([]);
  expect(await isSameDocument(page)).toBe(true);
});
