import { expect, expectAccessible, test } from '../fixtures.ts';
import { companyWithMember, pageOf } from '../support/billing-team.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';
import { SUITE_SMTP_URL } from '../support/ports.ts';

// Company premium is off on the suite's shared server (the spec's default): these tests run on a server of their own
// with it on, whose mail (the colleague's confirmation) reaches the suite's SMTP server.
test.describe.configure({ mode: 'serial' });
let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer({ COMPANY_PREMIUM: '1', SMTP_URL: SUITE_SMTP_URL });
});
test.afterAll(async () => {
  await server?.stop();
});

test('the owner of an unpaid company is sent from the vacancy wizard to pay, pays monthly and posts; a member is told to ask the owner', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { owner, member } = await companyWithMember(request, server.origin, {
    company: 'Premium Works',
    description: 'We build logistics software.',
    owner: 'Olena Owner',
    member: 'Marta Member',
  });

  // A member opening the wizard is told that only the owner pays; the payment page says the same and offers nothing.
  const memberPage = await pageOf(browser, server.origin, member);
  await memberPage.goto(`${server.origin}/profile/add-job`);
  await expect(memberPage.getByRole('dialog')).toContainText('please ask them');
  await memberPage.goto(`${server.origin}/profile/payment/company`);
  await expect(memberPage.getByRole('status').filter({ hasText: 'Only the owner pays' })).toContainText(
    'Please ask the owner to pay.',
  );
  await expect(memberPage.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  await expectAccessible(memberPage);

  // The owner is sent on to the payment page, which remembers the wizard.
  const page = await pageOf(browser, server.origin, owner);
  await page.goto(`${server.origin}/profile/add-job`);
  await expect(page).toHaveURL(/\/profile\/payment\/company\?redirect=%2Fprofile%2Fadd-job$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company premium');
  const offer = page.locator('#pay-premium');
  await expect(offer).toContainText('$30 a month');
  await expect(offer).toContainText('$228 a year');
  await expect(offer).toContainText('$19 a month: you save 36%');
  await expectAccessible(page);
  await offer.getByLabel('Monthly').check();
  await offer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\?order=\d+&redirect=%2Fprofile%2Fadd-job$/);

  // The stand-in's card form, in its iframe, as Stripe's would be.
  const card = page.frameLocator('iframe[title="Secure card payment form"]');
  await card.getByLabel('Card number').fill('4242424242424242');
  await card.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
  await card.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay $30' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?/);
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-view', 'paid', { timeout: 30_000 });
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/profile\/add-job$/);
  await expect(page.getByText(/^Step 1 of 6/)).toBeVisible();

  // Premium as it runs: stop renewing, asked first; it lasts to the end of the month.
  await page.goto(`${server.origin}/profile/payment/company`);
  const status = page.locator('section[aria-labelledby="premium-status"]');
  await expect(status.getByTestId('subscription-status')).toHaveText('Active');
  await expect(status.getByTestId('premium-renewal')).toContainText('Renews on');
  await status.getByRole('link', { name: 'Stop renewing' }).click();
  const question = page.getByRole('dialog', { name: 'Stop renewing premium?' });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Stop renewing' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Premium will not renew.' })).toBeVisible();
  await expect(status.getByTestId('premium-renewal')).toContainText('it will not renew');
  await expect(status.getByRole('link', { name: 'Stop renewing' })).toHaveCount(0);

  // The subscriptions tab: the owner resumes the renewal, then cancels it in one step; the payment is listed.
  await page.goto(`${server.origin}/profile/employer/subscriptions`);
  const subscription = page.getByTestId('subscription');
  await expect(subscription).toContainText('Company premium · monthly');
  await expect(subscription).toContainText('$30 a month');
  await subscription.getByRole('button', { name: 'Resume the renewal of Company premium · monthly' }).click();
  await expect(subscription).toContainText('Renews on');
  const payments = page.locator('section[aria-labelledby="company-orders"]');
  await expect(payments.getByTestId('order-status')).toHaveText('Paid');
  await expect(payments).toContainText(/HW-\d{4}-\d{6}/);
  await expectAccessible(page);
  await subscription.getByRole('link', { name: 'Cancel Company premium · monthly' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel Company premium · monthly?' });
  await cancel.getByRole('button', { name: 'Cancel the subscription' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled: Company premium · monthly' })).toBeVisible();
  await expect(subscription).toContainText('it will not renew');
  await expect(subscription.getByTestId('subscription-status')).toHaveText('Active');

  // The member reads the same tab, with no buttons.
  await memberPage.goto(`${server.origin}/profile/employer/subscriptions`);
  await expect(memberPage.getByTestId('subscription')).toContainText('Company premium · monthly');
  await expect(memberPage.getByTestId('subscription').getByRole('button')).toHaveCount(0);
  await expect(memberPage.getByTestId('subscription').getByRole('link')).toHaveCount(0);
  await expect(memberPage.getByRole('note')).toContainText('Only your company');
  await expectAccessible(memberPage);
  await memberPage.context().close();
  await page.context().close();
});
