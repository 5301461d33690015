import { isLivePath } from '../../apps/web/app/lib/live-sections.ts';
import { BASE_URL, expect, randomClientIp, test } from '../fixtures.ts';

// The first test's subject is the sign-in form (and where it leads back to); the others sign in through the API.
test('a guest opening a protected page signs in and comes back to it', async ({ consentGiven: page, signUp }) => {
  const { email, password } = await signUp({ role: 'worker' });

  await page.goto('/de/profile/verification');
  await expect(page).toHaveURL(/\/de\/login\?redirect=%2Fde%2Fprofile%2Fverification$/);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/de\/profile\/verification$/);
});

test('signed-in users are sent away from guest pages, and /profile sends each role to its page', async ({
  consentGiven: page,
  login,
}) => {
  await login('admin');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await page.goto('/uk/profile');
  await expect(page).toHaveURL(/\/uk\/admin\/profile$/);
});

test('the admin sees the admin menu; a worker is kept out of admin and company pages', async ({
  consentGiven: page,
  browser,
  login,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await login('admin');
  await page.goto('/admin/profile');
  for (const path of [
    '/admin',
    '/admin/users',
    '/admin/candidates',
    '/admin/admins',
    '/admin/import',
    '/admin/settings',
  ]) {
    // Each item shows once its page exists (live-sections.ts).
    await expect(page.locator(`header nav a[href="${path}"]`)).toHaveCount(isLivePath(path) ? 1 : 0);
  }
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() } });
  const worker = await context.newPage();
  await worker.context().addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
  await login('worker', context);
  await worker.goto('/admin/profile');
  await expect(worker).not.toHaveURL(/\/admin/);
  await worker.goto('/profile/employer');
  await expect(worker).not.toHaveURL(/\/profile\/employer/);
  await context.close();
});
