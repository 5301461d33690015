import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures.ts';
import { linkIn, mailsTo, PASSWORD, uniqueEmail } from '../support/accounts.ts';

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

/** A page a person can read: the site's HTML with a heading, not an API body printed raw. */
async function expectPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('{"');
}

test.describe('pages that only receive form posts, opened by hand', () => {
  test('a guest opening /profile/notifications or /profile/activate is sent to sign in', async ({
    consentGiven: page,
  }) => {
    for (const path of ['/profile/notifications', '/uk/profile/activate']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(path.startsWith('/uk') ? /^[^?]*\/uk\/login\?/ : /^[^?]*\/login\?/);
      await expectPage(page);
      await expectAccessible(page);
    }
  });

  test('a signed-in user lands on a page of its own in the language of the address, never on JSON', async ({
    consentGiven: page,
    login,
  }) => {
    // The admin's landing page exists whatever the pushes of workers and companies do meanwhile.
    await login('admin');
    for (const path of ['/de/profile/notifications', '/de/profile/activate']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).not.toHaveURL(/\/profile\/(notifications|activate)(\?|#|$)/);
      expect(new URL(page.url()).pathname).toMatch(/^\/de\//);
      await expectPage(page);
    }
  });
});

test.describe('mailed links in words', () => {
  test('a bogus confirmation link says the link does not work, not what the validator thinks', async ({
    consentGiven: page,
  }) => {
    await page.goto('/email-verify?token=bogus');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('This link is not valid or has expired. Please ask for a new one.');
    await expect(page.locator('body')).not.toContainText('at least 16 characters');
    await expect(page.getByRole('link', { name: 'Send a new confirmation link' })).toHaveAttribute(
      'href',
      '/profile/verification',
    );
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/email-verify-bogus.png`, fullPage: true });
  });

  test('a confirmed address reads as confirmed on the link page and on the verification page', async ({
    consentGiven: page,
    signUp,
    login,
  }) => {
    const account = await signUp({ role: 'worker' });
    await login(account);
    const { email } = account;
    const link = linkIn((await mailsTo(email))[0]!);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mail confirmed');
    await expect(
      page.locator('[role="status"]', { hasText: 'Thank you. Your e-mail address is confirmed.' }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/email-verify-confirmed.png`, fullPage: true });

    // The same link again, by its confirmed owner: nothing is wrong.
    await page.goto(link.pathname + link.search);
    await expect(
      page.locator('[role="status"]', { hasText: 'Your e-mail address is already confirmed.' }),
    ).toBeVisible();

    await page.goto('/profile/verification');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mail address confirmed');
    await expect(page.getByText('Offline', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/profile-verification-confirmed.png`, fullPage: true });
  });

  test('a reset link says the password is saved, and used again says it was used, with a way to a new one', async ({
    consentGiven: page,
    signUp,
  }) => {
    const { email } = await signUp({ role: 'worker' });
    await page.goto('/forgot');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/instruction_for_reset$/);
    const link = linkIn((await mailsTo(email, 2)).at(-1)!);

    await page.goto(link.pathname + link.search);
    await page.locator('input[name="password"]').fill('Quiet-Meadow-58');
    await page.locator('input[name="sameAsPassword"]').fill('Quiet-Meadow-58');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/login\?reset=1$/);
    await expect(
      page.locator('[role="status"]', { hasText: 'Your password is saved. Please sign in with it.' }),
    ).toBeVisible();
    await expectAccessible(page);

    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('alert')).toContainText('This link has already been used');
    await expect(page.locator('input[name="password"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot');
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/new-password-used.png`, fullPage: true });
  });
});

test.describe('social sign-in in words', () => {
  test('coming back without a code says the sign-in link is not valid', async ({ consentGiven: page }) => {
    await page.goto('/login-social');
    await expect(page.getByRole('alert')).toHaveText(
      'This sign-in link is not valid or has expired. Please start the sign-in again.',
    );
    await expect(page.locator('body')).not.toContainText('This field is required');
    await expectAccessible(page);
  });

  test('cancelling on the provider page names the provider', async ({ consentGiven: page }) => {
    // Start as the Google button does, but answer "no" on the provider's page: it sends the browser back to our
    // callback with access_denied (RFC 6749 section 4.1.2.1) instead of a code.
    await page.goto('/login');
    const start = await page.request.get('/auth?social_type=google', { maxRedirects: 0 });
    expect(start.status()).toBe(302);
    const authorize = new URL(start.headers().location!);
    const back = new URL(authorize.searchParams.get('redirect_uri')!);
    back.search = new URLSearchParams({
      error: 'access_denied',
      state: authorize.searchParams.get('state')!,
    }).toString();
    await page.goto(back.pathname + back.search);
    await expect(page.getByRole('alert')).toHaveText(
      'Sign-in with Google was cancelled. You can try again or sign in with your e-mail.',
    );
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    await expectAccessible(page);
  });

  test('a provider that cannot start sends back to sign-in with a message', async ({ consentGiven: page }) => {
    // LinkedIn is not configured in the browser suite, so starting it fails and the page says so.
    await page.goto('/uk/auth?social_type=linkedin');
    await expect(page).toHaveURL(/\/uk\/login\?social_error=1$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Вхід через цей сервіс зараз недоступний. Увійдіть за електронною поштою та паролем.',
    );
    await page.goto('/login?social_error=1');
    await expect(page.getByRole('alert')).toHaveText(
      'Signing in with this service is not available right now. Please sign in with your e-mail and password.',
    );
    await expectAccessible(page);
  });
});

test.describe('the sign-up form', () => {
  test('an empty submit says "This field is required" on every field and focuses the first', async ({
    consentGiven: page,
  }) => {
    await page.goto('/register');
    await page.locator('form button[type="submit"]').click();
    const fields = ['name', 'email', 'password', 'sameAsPassword'];
    for (const name of fields) {
      const input = page.locator(`input[name="${name}"]`);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(/This field is required/);
    }
    await expect(page.getByText('This field is required')).toHaveCount(fields.length);
    await expect(page.locator('input[name="name"]')).toBeFocused();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/register-empty-submit.png`, fullPage: true });
  });

  test('a repetition that differs says the passwords do not match, and focus goes to it', async ({
    consentGiven: page,
  }) => {
    await page.goto('/register');
    await page.locator('input[name="name"]').fill('Olena Test');
    await page.locator('input[name="email"]').fill(uniqueEmail('repeat'));
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="sameAsPassword"]').fill(`${PASSWORD}x`);
    await page.locator('form button[type="submit"]').click();
    const repeat = page.locator('input[name="sameAsPassword"]');
    await expect(repeat).toHaveAccessibleDescription('The passwords do not match');
    await expect(repeat).toBeFocused();
    await expect(page.locator('input[name="password"]')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('?role=company opens it with the company role chosen, in any language; ?role=worker the worker', async ({
    consentGiven: page,
  }) => {
    await page.goto('/register?role=company');
    await expect(page.locator('input[name="role_id"][value="2"]')).toBeChecked();
    await page.goto('/pl/register?role=company');
    await expect(page.locator('input[name="role_id"][value="2"]')).toBeChecked();
    await page.goto('/register?role=worker');
    await expect(page.locator('input[name="role_id"][value="1"]')).toBeChecked();
    await page.goto('/register?role=admin');
    await expect(page.locator('input[name="role_id"][value="1"]')).toBeChecked();
  });

  test('a wrong password on sign-in focuses the password field that says so', async ({ consentGiven: page }) => {
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(uniqueEmail('nobody'));
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    const password = page.locator('input[name="password"]');
    await expect(password).toHaveAccessibleDescription('The e-mail or password is incorrect');
    await expect(password).toBeFocused();
  });

  test('a failure no field owns focuses the message that words it', async ({ consentGiven: page }) => {
    await page.goto('/forgot');
    await page.locator('input[name="email"]').fill(uniqueEmail('nobody'));
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByRole('alert')).toHaveText('There is no account with this e-mail address');
    await expect(page.getByRole('alert')).toBeFocused();
  });
});
