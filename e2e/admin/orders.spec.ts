import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { CARD_FRAME_WORDS } from '../../apps/server/src/platform/payments/stand-in/card-frame-words.ts';
import { BASE_URL, expect, expectAccessible, randomClientIp, test } from '../fixtures.ts';
import { registerThroughApi, signInThroughApi } from '../support/session.ts';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/**
 * A paid order of a company of this test's own: subscribed to Growth monthly through the API and paid in the local
 * payment stand-in's card form, as its owner would. The demo company's seeded orders were never paid at the
 * provider (and other specs count them), so the refund is made on this one.
 */
async function paidOrderOfNewCompany(browser: Browser, request: APIRequestContext) {
  const ip = randomClientIp();
  const company = `Refund Works ${Date.now()}`;
  const account = await registerThroughApi(request, BASE_URL, { role: 'company', name: 'Rita Refund' }, ip);
  const headers = { authorization: `Bearer ${account.session.token}`, 'x-forwarded-for': ip };
  const created = await request.post(`${BASE_URL}/api/companies`, {
    headers,
    data: { name: company, description: 'We build accounting software.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const subscribed = await request.post(`${BASE_URL}/api/me/subscriptions`, {
    headers,
    data: { tariff: 'growth', period: 'month' },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(201);
  const orderId = ((await subscribed.json()) as { data: { order: { id: number } } }).data.order.id;

  const context = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': ip } });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
  await signInThroughApi(context, BASE_URL, account, ip);
  const page = await context.newPage();
  await page.goto(`/payment?order=${orderId}`);
  const card = page.frameLocator('iframe[title="Secure card payment form"]');
  await card.getByLabel(CARD_FRAME_WORDS.en.number).fill('4242424242424242');
  await card.getByLabel(CARD_FRAME_WORDS.en.expiry).fill('1235');
  await card.getByLabel(CARD_FRAME_WORDS.en.cvc).fill('123');
  await page.getByRole('button', { name: 'Pay $99' }).click();
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-view', 'paid', { timeout: 30_000 });
  return { orderId, company, page, headers };
}

test('an admin finds a paid order, refunds part of it through the provider, and a refund above the rest is refused', async ({
  consentGiven: page,
  login,
  browser,
  request,
}) => {
  // A payment in the card form, then the admin's pages with an axe pass on each: longer than the default budget.
  test.slow();
  const { orderId, company, page: ownerPage, headers } = await paidOrderOfNewCompany(browser, request);

  // The company's owner is no admin: the page sends them home and the API refuses them.
  await ownerPage.goto('/admin/orders');
  await expect(ownerPage).not.toHaveURL(/\/admin\/orders/);
  expect((await request.get(`${BASE_URL}/api/admin/orders`, { headers })).status()).toBe(403);
  await ownerPage.context().close();

  const admin = await login('admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  // The filters the list has: pay status and product.
  await page.getByLabel('Pay status').selectOption('Paid');
  await page.getByLabel('Product').selectOption('employer_tariff');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/\?status=Paid&product=employer_tariff$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: company }) });
  await expect(row.getByRole('rowheader')).toContainText(`No. ${orderId}`);
  await expect(row).toContainText('Growth tariff · monthly');
  await expect(row).toContainText('$99');
  await expect(row.getByTestId('order-status')).toHaveText('Paid');
  await expect(row.locator('code')).toHaveText(/^(in|pi)_/);
  await expect(row).toContainText(/HW-\d{4}-\d+/);
  await expect(row.getByRole('link', { name: /download/i })).toHaveCount(0);
  await expect(row).toContainText('No refunds');
  await expect(row.getByTestId(`rest-${orderId}`)).toHaveText('Refundable: $99');
  await expectAccessible(page);

  await row.getByRole('link', { name: `Refund order No. ${orderId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order No. ${orderId}` });
  await expect(dialog).toBeVisible();
  const amount = dialog.getByLabel('Amount to refund, $');
  await expect(amount).toHaveValue('99.00');
  await expectAccessible(page);

  // More than is left: the API's refusal stands at the amount, in the page's language; nothing is refunded.
  await amount.fill('120');
  await dialog.getByLabel('Reason').fill('Charged for a week the company did not use');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('That is more than is left of this order to refund.')).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toHaveValue('Charged for a week the company did not use');
  await expectAccessible(page);

  // A part of it: recorded under the order with who, when and why, and the rest is smaller.
  await amount.fill('10.50');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(toast(page, `Refunded $10.50 of order No. ${orderId}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\?status=Paid&product=employer_tariff$/);
  const refunds = row.getByTestId(`refunds-${orderId}`);
  await expect(refunds.getByRole('listitem')).toHaveCount(1);
  await expect(refunds.getByRole('listitem')).toContainText('$10.50');
  await expect(refunds.getByRole('listitem')).toContainText('Reason: Charged for a week the company did not use');
  await expect(refunds.getByRole('link', { name: admin.user.name })).toHaveAttribute(
    'href',
    `/admin/users/${admin.user.id}`,
  );
  await expect(row.getByTestId(`rest-${orderId}`)).toHaveText('Refundable: $88.50');
  await expect(row.getByTestId('order-status')).toHaveText('Paid');

  // On a phone the table becomes cards: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  // The refund is in the audit log as well, one entry for this order.
  await row.getByRole('link', { name: 'Refunds in the audit log' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/audit-log\\?target_type=order&target_id=${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByText('order.refund', { exact: true })).toHaveCount(1);
});

test('the orders list is in the admin’s language and says when no order matches', async ({
  consentGiven: page,
  login,
}) => {
  await login('admin');
  await page.goto('/uk/admin/orders?status=WaitingForPay&product=resume_mailing');
  await expect(page.getByRole('heading', { level: 1, name: 'Замовлення' })).toBeVisible();
  await expect(page.getByText('Немає замовлень за цими фільтрами.')).toBeVisible();
  await expect(page.getByLabel('Статус оплати')).toHaveValue('WaitingForPay');
  await expectAccessible(page);
});
