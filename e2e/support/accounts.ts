import { expect, type Page } from '@playwright/test';
import { localized } from '../fixtures.ts';
import { MAIL_HTTP_PORT } from './ports.ts';
import { PASSWORD } from './session.ts';

export { PASSWORD, uniqueEmail } from './session.ts';

type Mail = { to: string[]; subject: string; text: string };

/** Mail the app delivered over SMTP to the test's mail server, newest last; waits for it to arrive. */
export async function mailsTo(email: string, count = 1): Promise<Mail[]> {
  let mails: Mail[] = [];
  await expect
    .poll(
      async () => {
        mails = await (
          await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages?to=${encodeURIComponent(email)}`)
        ).json();
        return mails.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mails;
}

export const linkIn = (mail: Mail) => {
  const link = /https?:\/\/[^\s"<>]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in mail "${mail.subject}"`);
  return new URL(link);
};

/** Registers through the page like a person would and returns where it landed. */
export async function registerViaForm(
  page: Page,
  options: { locale: string; role: 'worker' | 'company'; email: string; name?: string },
) {
  await page.goto(localized(options.locale, '/register'));
  await page.locator(`input[name="role_id"][value="${options.role === 'worker' ? 1 : 2}"]`).check();
  await page.locator('input[name="name"]').fill(options.name ?? 'Taras Test');
  await page.locator('input[name="email"]').fill(options.email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="sameAsPassword"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  // Registration ends with a redirect that sets the session cookies: wait for it before the test goes on.
  await page.waitForURL((url) => !url.pathname.endsWith('/register'));
}

export async function signInViaForm(
  page: Page,
  options: { locale: string; email: string; password?: string; path?: string },
) {
  await page.goto(options.path ?? localized(options.locale, '/login'));
  await page.locator('input[name="email"]').fill(options.email);
  await page.locator('input[name="password"]').fill(options.password ?? PASSWORD);
  await page.locator('form button[type="submit"]').click();
}

export async function signOutViaMenu(page: Page) {
  // The menu's button appears once the page is hydrated (before that it is a plain disclosure); a click while the page
  // still settles can leave it closed, so opening is retried until the item shows.
  const signOut = page.getByTestId('sign-out');
  await expect(async () => {
    if (!(await signOut.isVisible())) await page.getByTestId('avatar-menu').locator('button[aria-haspopup]').click();
    await expect(signOut).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await signOut.click();
  // Signing out ends on /login with the cookies cleared: wait for it before the test goes on.
  await page.waitForURL((url) => /\/login$/.test(url.pathname));
}
