import type { Page } from '@playwright/test';
import { BASE_URL, expect, localized, test } from '../fixtures.ts';
import { expectWorkingPage } from '../support/links.ts';
import type { DemoRole } from '../support/session.ts';

/** Signs out by dropping the session, keeps the cookie consent, and signs in as the demo account of `role`. */
async function signInAs(page: Page, login: (role: DemoRole) => Promise<unknown>, role: DemoRole) {
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
  await login(role);
}

test('a guest opening /admin or /profile/job-openings is sent to sign in with the way back', async ({
  consentGiven: page,
}) => {
  for (const locale of ['en', 'de'] as const) {
    for (const path of ['/admin', '/profile/job-openings']) {
      await page.goto(localized(locale, path));
      const back = encodeURIComponent(localized(locale, path));
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/login')}\\?redirect=${back}$`));
    }
  }
});

test('a worker or a company opening /admin goes to the home page', async ({ consentGiven: page, login }) => {
  for (const role of ['company', 'worker'] as const) {
    await signInAs(page, login, role);
    await expectWorkingPage(page, await page.goto('/admin'), `/admin for a ${role}`);
    await expect(page).toHaveURL(new RegExp(`^${BASE_URL}/$`));
  }
  // A worker has no job openings of their own either (company-only page).
  await page.goto('/uk/profile/job-openings');
  await expect(page).toHaveURL(/\/uk$/);
});

test('whoever passes the guards of a page still being built lands on a page that exists', async ({
  consentGiven: page,
  login,
}) => {
  // The admin dashboard has its page now: an admin stays on it.
  await signInAs(page, login, 'admin');
  await expectWorkingPage(page, await page.goto('/admin'), '/admin for an admin');
  await expect(page).toHaveURL(/\/admin$/);

  // The company's job openings have their page now: a company stays on it.
  await signInAs(page, login, 'company');
  await expectWorkingPage(page, await page.goto('/pl/profile/job-openings'), '/profile/job-openings for a company');
  await expect(page).toHaveURL(/\/pl\/profile\/job-openings$/);
});

test('a case variant of a page moves to its lower-case address with a 301; other variants are not found', async ({
  request,
}) => {
  for (const [variant, canonical] of [
    ['/LOGIN', '/login'],
    ['/Profile/Password?cp=1&Next=A', '/profile/password?cp=1&Next=A'],
    ['/DE/login', '/de/login'],
    ['/Uk/Privacy/', '/uk/privacy'],
  ] as const) {
    const response = await request.get(variant, { maxRedirects: 0 });
    expect(response.status(), variant).toBe(301);
    expect(response.headers().location, variant).toBe(canonical);
  }
  // An invite code keeps its case; the page's own name must be spelled right.
  const invite = await request.get('/invite/AbCd1234', { maxRedirects: 0 });
  expect(invite.status()).toBe(302);
  expect(invite.headers().location).toBe('/register?invite=AbCd1234');
  expect((await request.get('/Invite/AbCd1234', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/api/Health', { maxRedirects: 0 })).status()).toBe(404);
});
