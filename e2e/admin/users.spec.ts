import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL, expect, expectAccessible, randomClientIp, test } from '../fixtures.ts';
import { DEMO, registerThroughApi, useSession } from '../support/session.ts';

/** A throwaway worker for a test that changes the account: made through the API, with its first session. */
async function throwawayWorker(request: APIRequestContext, name: string) {
  const account = await registerThroughApi(request, BASE_URL, { role: 'worker', name }, randomClientIp());
  return { ...account, id: account.session.user.id };
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('an admin blocks a signed-in user, who is signed out on their next page, then unlocks the account', async ({
  consentGiven: page,
  login,
  browser,
  request,
}) => {
  // Two accounts, several pages and an axe pass on each: longer than the default budget on a busy machine.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const target = await throwawayWorker(request, 'Bohdan Blocked');
  const theirs = await browser.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
  });
  await useSession(theirs, BASE_URL, target.session);
  const theirPage = await theirs.newPage();
  await theirPage.goto('/profile/verification');
  await expect(theirPage).not.toHaveURL(/\/login/);

  await login('admin');
  await page.goto('/admin/users');
  await page.getByRole('link', { name: `Open ${target.email}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${target.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Bohdan Blocked' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Facts' })).toContainText(target.email);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Block', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Block Bohdan Blocked?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('cannot sign in until you unlock it');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(toast(page, 'The account is blocked')).toBeVisible();
  // The first fact is the account's status.
  const status = page.getByRole('region', { name: 'Facts' }).getByRole('definition').first();
  await expect(status).toHaveText('Blocked');

  // Their session ended in the database: the next page they open finds them signed out.
  await theirPage.goto('/profile/password');
  await expect(theirPage).toHaveURL(/\/login/);

  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(toast(page, 'The account is unlocked')).toBeVisible();
  await expect(status).toHaveText('Active');
  const again = await theirs.request.post(`${BASE_URL}/api/auth/login`, {
    data: { email: target.email, password: target.password },
  });
  expect(again.status()).toBe(200);

  // Both actions are in the audit log, filtered to this account through the address.
  await page.getByRole('link', { name: 'This account in the audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'user.block' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'user.unlock' })).toBeVisible();
  await expectAccessible(page);
  // The filtered log and the users list leave as CSV files, with the filters of their addresses.
  const auditCsv = await page.request.get(`/admin/audit-log/export?target_type=user&target_id=${target.id}`);
  expect(auditCsv.headers()['content-type']).toContain('text/csv');
  const auditRows = (await auditCsv.text()).trim().split('\n');
  expect(auditRows).toHaveLength(3);
  expect(auditRows.slice(1).map((row) => row.split(',')[3])).toEqual(['user.unlock', 'user.block']);
  const usersCsv = await (
    await page.request.get(`/admin/users/export?search=${encodeURIComponent(target.email)}`)
  ).text();
  expect(usersCsv.trim().split('\n')).toHaveLength(2);
  expect(usersCsv).toContain(`${target.id},${target.email},Bohdan Blocked,worker,active`);
  await theirs.close();
});

test('an admin logs in as a user, sees the marker on every page, and comes back with one click', async ({
  consentGiven: page,
  login,
  request,
}) => {
  // Two accounts, several pages and an axe pass on each: longer than the default budget on a busy machine.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const target = await throwawayWorker(request, 'Iryna Impersonated');
  // A session of its own: the way back renews the admin's tokens, which the shared demo session must not see.
  await login({ email: DEMO.admin.email, password: DEMO.admin.password });
  await page.goto(`/admin/users/${target.id}`);
  await page.getByRole('button', { name: 'Log in as this user' }).click();

  const marker = page.getByTestId('impersonation-bar');
  await expect(marker).toHaveText(/You are signed in as Iryna Impersonated by admin Demo Admin/);
  await expectAccessible(page);
  await page.goto('/');
  await expect(marker).toHaveText(/You are signed in as Iryna Impersonated by admin Demo Admin/);
  await expectAccessible(page);

  await marker.getByRole('button', { name: 'Return to my account' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${target.id}$`));
  await expect(toast(page, 'You are back in your own account')).toBeVisible();
  await expect(marker).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Iryna Impersonated' })).toBeVisible();

  await page.goto(`/admin/audit-log?target_type=user&target_id=${target.id}`);
  await expect(page.getByRole('cell', { name: 'user.impersonate', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'user.impersonate_end' })).toBeVisible();
});
