import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { internalHrefs, openHeaderMenu } from '../support/links.ts';
import type { DemoRole } from '../support/session.ts';

/** A phone's viewport (iPhone 12 to 15): nothing may make the page wider than this. */
const PHONE = { width: 390, height: 844 };

/**
 * The static segments of the app's routes (routes.ts): a link's path keeps these and any other segment (a slug, an
 * id) stands for its kind, so each kind of page is visited once however many vacancies or companies are listed.
 */
const STATIC_SEGMENTS = new Set(
  [...readFileSync(new URL('../../apps/web/app/routes.ts', import.meta.url), 'utf8').matchAll(/route\('([^']+)'/g)]
    .flatMap((match) => match[1]!.split('/'))
    .filter((segment) => segment !== '' && !segment.startsWith(':') && segment !== '*'),
);
const LOCALE_PREFIX = /^\/(de|pl|ru|uk)(\/|$)/;
/**
 * Not pages to look at: signing out ends the role's session, social sign-in leaves for the provider, and the rest are
 * files or the API.
 */
const SKIPPED = /^\/(logout|auth|login-social|api\/|session\/)/;

const shapeOf = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment === '' || STATIC_SEGMENTS.has(segment) ? segment : '*'))
    .join('/');

/** Where each viewer starts; every page linked from what it visits is visited too, one of each kind. */
const VIEWERS: { name: string; account?: DemoRole; pages: string[] }[] = [
  {
    name: 'guest',
    pages: [
      '/',
      '/login',
      '/register',
      '/forgot',
      '/instruction_for_reset',
      '/privacy',
      '/404',
      '/companies',
      '/job-openings',
      '/job-openings/external',
      '/candidates',
    ],
  },
  {
    name: 'worker',
    account: 'worker',
    pages: [
      '/profile/user',
      '/profile/resume',
      '/profile/user/contacts',
      '/profile/user/employments',
      '/profile/user/referrals',
      '/profile/offers',
      '/profile/responses/companies',
      '/profile/favorites',
      '/profile/conversation',
      '/profile/notifications',
      '/profile/password',
      '/job-openings',
    ],
  },
  {
    name: 'company',
    account: 'company',
    pages: [
      '/profile/employer',
      '/profile/employer/company',
      '/profile/employer/team',
      '/profile/employer/hirings',
      '/profile/employer/resumes',
      '/profile/employer/subscriptions',
      '/profile/employer/referrals',
      '/profile/job-openings',
      '/profile/add-job',
      '/profile/responses/candidates',
      '/profile/favorites',
      '/profile/conversation',
      '/profile/notifications',
      '/candidates',
    ],
  },
  {
    name: 'admin',
    account: 'admin',
    pages: ['/admin/profile', '/admin/external-feeds', '/profile/notifications', '/profile/password'],
  },
];

/** At most this many pages per viewer, so the spec stays quick; each kind of page counts once. */
const MAX_PAGES = 30;

/**
 * How wide the document is, and whether `html` or `body` clip sideways (which would hide an overflow, not fix it).
 * Only a page found too wide is searched for the outermost elements past the right edge, to say where it starts.
 */
async function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
    const clipped = [document.documentElement, document.body]
      .filter((element) => getComputedStyle(element).overflowX !== 'visible')
      .map((element) => `${element.tagName.toLowerCase()} clips overflow-x`);
    if (scrollWidth <= width) return { scrollWidth, width, sticking: clipped };
    const sticking: string[] = [];
    const walk = (element: Element) => {
      if (sticking.length >= 5) return;
      const box = element.getBoundingClientRect();
      if (box.right > width + 1 && box.width > 0) {
        const wider = Array.from(element.children).some((child) => child.getBoundingClientRect().right > width + 1);
        if (!wider || getComputedStyle(element).overflowX !== 'visible') {
          const name = `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '')
            .split(/\s+/)
            .slice(0, 5)
            .join('.')}`;
          sticking.push(`${name} "${(element.textContent ?? '').trim().slice(0, 30)}" right=${Math.round(box.right)}`);
          return;
        }
      }
      for (const child of Array.from(element.children)) walk(child);
    };
    walk(document.body);
    return { scrollWidth, width, sticking: [...clipped, ...sticking] };
  });
}

/** An opened menu or dialog lies wholly inside the viewport. */
async function expectInsideViewport(page: Page, role: 'menu' | 'dialog', what: string) {
  const box = await page.getByRole(role).first().boundingBox();
  expect(box, `${what}: no ${role} opened`).not.toBeNull();
  expect(box!.x, `${what} starts left of the screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends right of the screen`).toBeLessThanOrEqual(PHONE.width + 1);
}

for (const viewer of VIEWERS) {
  test(`no page a ${viewer.name} reaches scrolls sideways on a 390 px phone`, async ({ consentGiven: page, login }) => {
    // About a second a page on a quiet machine; a loaded one (the suite runs two workers) gets room.
    if (viewer.account) await login(viewer.account);
    await page.setViewportSize(PHONE);

    const queue = [...viewer.pages];
    const seen = new Set(viewer.pages.map(shapeOf));
    // The crawl stops in time for the menus' checks, however slow the machine: the pages it reached are checked.
    const deadline = Date.now() + test.info().timeout * 0.7;
    let visited = 0;
    while (queue.length > 0 && visited < MAX_PAGES && (visited < viewer.pages.length || Date.now() < deadline)) {
      const path = queue.shift()!;
      visited += 1;
      const response = await page.goto(path, { waitUntil: 'load' });
      expect.soft(response?.status() ?? 0, `${path} answered`).toBeLessThan(500);
      const found = await overflowOf(page);
      // Soft, so one run lists every page that is too wide.
      expect
        .soft(
          { width: found.scrollWidth, sticking: found.sticking },
          `${path} (${page.url()}) is wider than ${PHONE.width}px for the ${viewer.name}`,
        )
        .toEqual({ width: Math.min(found.scrollWidth, PHONE.width), sticking: [] });
      for (const href of await internalHrefs(page, 'body', { pagesOnly: true })) {
        const next = href.split(/[?#]/, 1)[0]!;
        if (LOCALE_PREFIX.test(next) || SKIPPED.test(next)) continue;
        const shape = shapeOf(next);
        if (seen.has(shape)) continue;
        seen.add(shape);
        queue.push(next);
      }
    }

    // The header's menus open inside the screen: the mobile menu, and a signed-in viewer's avatar menu.
    await page.goto(viewer.pages[0]!);
    if ((await page.getByTestId('mobile-menu').count()) > 0) {
      await openHeaderMenu(page, 'mobile-menu', 'dialog');
      await expectInsideViewport(page, 'dialog', 'the mobile menu');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    if (viewer.account && (await page.getByTestId('avatar-menu').isVisible())) {
      await openHeaderMenu(page, 'avatar-menu', 'menu');
      await expectInsideViewport(page, 'menu', 'the avatar menu');
    }
  });
}
