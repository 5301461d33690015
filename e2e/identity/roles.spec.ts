import type { Page } from '@playwright/test';
import { isLivePath } from '../../apps/web/app/lib/live-sections.ts';
import { expect, flowLocales, localized, test } from '../fixtures.ts';
import { DEMO, type DemoRole } from '../support/session.ts';

for (const locale of flowLocales('en')) {
  const at = (path: string) => localized(locale, path);
  /** A header link shows exactly while its page exists (live-sections.ts). */
  const expectLinkIfLive = async (page: Page, selector: string, path: string) => {
    const link = page.locator(`${selector}[href="${at(path)}"]:visible`).first();
    if (isLivePath(path)) await expect(link).toBeVisible();
    else await expect(link).toHaveCount(0);
  };
  /** A signed-in visitor opening the sign-in page is sent to their role's landing page, in the address's language. */
  const expectLandingOf = async (page: Page, role: DemoRole) => {
    await page.goto(at('/login'));
    await expect(page).toHaveURL(new RegExp(`${at(DEMO[role].landing)}$`));
  };

  test.describe(`roles (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 1400, height: 900 });
    });

    test('a guest sees sign-in and sign-up, and protected pages send them to /login', async ({
      consentGiven: page,
    }) => {
      await page.goto(at('/privacy'));
      await expect(page.locator(`header a[href="${at('/login')}"]:visible`).first()).toBeVisible();
      await expect(page.locator(`header a[href="${at('/register')}"]:visible`).first()).toBeVisible();
      await expectLinkIfLive(page, 'header nav a', '/subscriptions');
      for (const path of ['/profile', '/profile/user', '/profile/employer', '/admin/profile', '/profile/password']) {
        await page.goto(at(path));
        await expect(page).toHaveURL(new RegExp(`${at('/login')}\\?redirect=`));
      }
    });

    test('a worker gets the worker header and is kept out of company and admin pages', async ({
      consentGiven: page,
      login,
    }) => {
      await login('worker');
      await expectLandingOf(page, 'worker');
      await expectLinkIfLive(page, 'header a', '/profile/offers');
      await expectLinkIfLive(page, 'header a', '/profile/favorites');
      await expect(page.locator(`header nav a[href="${at('/subscriptions')}"]:visible`)).toHaveCount(0);
      await expect(page.locator(`header a[href="${at('/profile/job-openings')}"]:visible`)).toHaveCount(0);
      for (const path of ['/profile/employer', '/admin/profile']) {
        await page.goto(at(path));
        await expect(page).not.toHaveURL(new RegExp(`${path}$`));
      }
    });

    test('a company gets the employer header and is kept out of worker and admin pages', async ({
      consentGiven: page,
      login,
    }) => {
      await login('company');
      await expectLandingOf(page, 'company');
      await expectLinkIfLive(page, 'header a', '/profile/add-job');
      await expectLinkIfLive(page, 'header a', '/profile/responses');
      // The banner invites to the pricing page, so it shows once that page exists.
      await expect(page.getByTestId('subscription-banner')).toHaveCount(isLivePath('/subscriptions') ? 1 : 0);
      for (const path of ['/profile/user', '/admin/profile']) {
        await page.goto(at(path));
        await expect(page).not.toHaveURL(new RegExp(`${path}$`));
      }
    });

    test('an admin gets the admin menu and lands on /admin/profile', async ({ consentGiven: page, login }) => {
      await login('admin');
      await expectLandingOf(page, 'admin');
      for (const path of [
        '/admin',
        '/admin/users',
        '/admin/candidates',
        '/admin/admins',
        '/admin/import',
        '/admin/settings',
        '/subscriptions',
      ]) {
        const link = page.locator(`header nav a[href="${at(path)}"]:visible`).first();
        if (isLivePath(path)) await expect(link).toBeAttached();
        else await expect(link).toHaveCount(0);
      }
      await expect(page.locator(`header a[href="${at('/profile/offers')}"]:visible`)).toHaveCount(0);
      await page.goto(at('/profile/user'));
      await expect(page).not.toHaveURL(/\/profile\/user$/);
    });
  });
}
