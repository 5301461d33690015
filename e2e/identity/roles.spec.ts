import { expect, FLOW_LOCALES, localized, test } from '../fixtures.ts';
import { signInViaForm } from '../support/accounts.ts';

const DEMO = {
  worker: { email: 'worker@demo.hushwork.local', password: 'demo-Worker-2026', landing: '/profile/add-resume' },
  company: { email: 'employer@demo.hushwork.local', password: 'demo-Employer-2026', landing: '/profile/add-company' },
  admin: { email: 'admin@demo.hushwork.local', password: 'demo-Admin-2026', landing: '/admin/profile' },
} as const;

for (const locale of FLOW_LOCALES) {
  const at = (path: string) => localized(locale, path);

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
      await expect(page.locator(`header nav a[href="${at('/subscriptions')}"]:visible`)).toBeVisible();
      for (const path of ['/profile', '/profile/user', '/profile/employer', '/admin/profile', '/profile/password']) {
        await page.goto(at(path));
        await expect(page).toHaveURL(new RegExp(`${at('/login')}\\?redirect=`));
      }
    });

    test('a worker gets the worker header and is kept out of company and admin pages', async ({
      consentGiven: page,
    }) => {
      await signInViaForm(page, { locale, ...DEMO.worker });
      await expect(page).toHaveURL(new RegExp(`${at(DEMO.worker.landing)}$`));
      await expect(page.locator(`header a[href="${at('/profile/offers')}"]:visible`)).toBeVisible();
      await expect(page.locator(`header a[href="${at('/profile/favorites')}"]:visible`)).toBeVisible();
      await expect(page.locator(`header nav a[href="${at('/subscriptions')}"]:visible`)).toHaveCount(0);
      await expect(page.locator(`header a[href="${at('/profile/job-openings')}"]:visible`)).toHaveCount(0);
      for (const path of ['/profile/employer', '/admin/profile']) {
        await page.goto(at(path));
        await expect(page).not.toHaveURL(new RegExp(`${path}$`));
      }
      await page.goto(at('/login'));
      await expect(page).toHaveURL(new RegExp(`${at(DEMO.worker.landing)}$`));
    });

    test('a company gets the employer header and is kept out of worker and admin pages', async ({
      consentGiven: page,
    }) => {
      await signInViaForm(page, { locale, ...DEMO.company });
      await expect(page).toHaveURL(new RegExp(`${at(DEMO.company.landing)}$`));
      await expect(page.locator(`header a[href="${at('/profile/job-openings')}"]:visible`)).toBeVisible();
      await expect(page.locator(`header a[href="${at('/profile/responses')}"]:visible`)).toBeVisible();
      await expect(page.getByTestId('subscription-banner')).toBeVisible();
      for (const path of ['/profile/user', '/admin/profile']) {
        await page.goto(at(path));
        await expect(page).not.toHaveURL(new RegExp(`${path}$`));
      }
    });

    test('an admin gets the admin menu and lands on /admin/profile', async ({ consentGiven: page }) => {
      await signInViaForm(page, { locale, ...DEMO.admin });
      await expect(page).toHaveURL(new RegExp(`${at(DEMO.admin.landing)}$`));
      for (const path of [
        '/admin',
        '/admin/users',
        '/admin/candidates',
        '/admin/admins',
        '/admin/import',
        '/admin/settings',
        '/subscriptions',
      ]) {
        await expect(page.locator(`header nav a[href="${at(path)}"]:visible`).first()).toBeAttached();
      }
      await expect(page.locator(`header a[href="${at('/profile/offers')}"]:visible`)).toHaveCount(0);
      await page.goto(at('/profile/user'));
      await expect(page).not.toHaveURL(/\/profile\/user$/);
    });
  });
}
