import { expect, localized, test } from '../fixtures.ts';
import {
  avatarMenuHrefs,
  expectNoBrokenLinks,
  headerMenuHrefs,
  internalHrefs,
  serverRenderedContext,
} from '../support/links.ts';

/** Every viewer of spec section 2's menus; the signed-in ones are the demo accounts the README lists. */
const VIEWERS = [
  { name: 'guest', locale: 'en', pages: ['/', '/privacy'] },
  { name: 'guest', locale: 'uk', pages: ['/', '/login'] },
  { name: 'worker', locale: 'en', pages: ['/', '/profile/user'], account: 'worker' },
  { name: 'company', locale: 'en', pages: ['/', '/profile/employer'], account: 'company' },
  { name: 'admin', locale: 'en', pages: ['/', '/admin/profile'], account: 'admin' },
] as const;

for (const viewer of VIEWERS) {
  test(`no link a ${viewer.name} sees on the home page, in the menus or in the footer answers 404 (${viewer.locale})`, async ({
    consentGiven: page,
    browser,
    login,
  }) => {
    const pages = viewer.pages.map((path) => localized(viewer.locale, path));
    if ('account' in viewer) await login(viewer.account);
    const hrefs = new Set<string>();
    const collect = (found: string[]) => {
      for (const href of found) hrefs.add(href);
    };

    // As rendered in the browser: the page, the footer, the desktop header and the avatar menu.
    await page.setViewportSize({ width: 1400, height: 900 });
    for (const path of pages) {
      await page.goto(path);
      collect(await internalHrefs(page));
      if ('account' in viewer) collect(await avatarMenuHrefs(page));
    }
    // The mobile header keeps its items in a menu of its own, when it has any to show.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pages[0]!);
    if ((await page.getByTestId('mobile-menu').count()) > 0) {
      collect(await headerMenuHrefs(page, 'mobile-menu', 'dialog'));
    }

    // As the server renders them (no scripts): every menu's links are in the document, opened or not.
    const plain = await serverRenderedContext(browser, 'account' in viewer ? page.context() : undefined);
    const plainPage = await plain.newPage();
    for (const path of pages) {
      await plainPage.goto(path);
      collect(await internalHrefs(plainPage));
    }
    await plain.close();

    expect(hrefs.size).toBeGreaterThan(5);
    await expectNoBrokenLinks(page, [...hrefs].sort(), `the ${viewer.name}'s pages`);
  });
}

test('no link of the site map answers 404, in English and in Ukrainian', async ({ consentGiven: page }) => {
  // Two hundred pages or so, one after another.
  test.setTimeout(600_000);
  for (const path of ['/sitemap', '/uk/sitemap']) {
    await page.goto(path);
    const hrefs = await internalHrefs(page, 'main');
    expect(hrefs.length, path).toBeGreaterThan(100);
    await expectNoBrokenLinks(page, hrefs.sort(), path);
  }
});
