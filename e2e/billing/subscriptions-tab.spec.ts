import { expect, expectAccessible, flowLocales, localized, test } from '../fixtures.ts';

const WORDS = {
  en: {
    title: 'Subscriptions',
    empty: 'No paid tariff: your company uses Hushwork for free',
    tariffs: 'See the tariffs and prices',
    paid: 'Paid',
    declined: 'Declined',
    pay: 'Pay',
  },
  uk: {
    title: 'Підписки',
    empty: 'Платного тарифу немає: ваша компанія користується Hushwork безкоштовно',
    tariffs: 'Переглянути тарифи й ціни',
    paid: 'Оплачено',
    declined: 'Відхилено',
    pay: 'Оплатити',
  },
} as const;

// The demo company subscribes to nothing on the suite's shared server (company premium is off there), and its demo
// one-time purchases are paid, declined and not paid: the tab says nothing renews, lists those payments and leads to
// the public pricing. A company's running subscription is walked in company-premium.spec.ts, on a server of its own.
for (const locale of flowLocales('en')) {
  test(`the demo company's subscriptions tab says nothing renews, lists its payments and leads to the tariffs (${locale})`, async ({
    consentGiven: page,
    login,
  }) => {
    const words = WORDS[locale];
    await login('company');
    await page.goto(localized(locale, '/profile/employer/subscriptions'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
    await expect(page.locator('#employer-tab-empty')).toHaveText(words.empty);
    await expect(page.getByTestId('subscription')).toHaveCount(0);
    const payments = page.locator('section[aria-labelledby="company-orders"]');
    await expect(payments.getByTestId('order-status').filter({ hasText: words.paid }).first()).toBeVisible();
    await expect(payments.getByTestId('order-status').filter({ hasText: words.declined }).first()).toBeVisible();
    // The paid one's invoice downloads as a PDF; one not paid is the owner's to pay (not paid here: the server is shared).
    const invoice = payments.getByRole('link', { name: /HW-\d{4}-\d{6}/ }).first();
    const pdf = await page.request.get((await invoice.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await expect(payments.getByRole('link', { name: new RegExp(`^${words.pay} `) }).first()).toHaveAttribute(
      'href',
      new RegExp(
        `^${localized(locale, '/payment')}\\?order=\\d+&redirect=${encodeURIComponent(localized(locale, '/profile/employer/subscriptions'))}$`,
      ),
    );
    await expectAccessible(page);
    await page.getByRole('link', { name: words.tariffs }).click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/subscriptions')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('a job seeker is sent away from the subscriptions tab', async ({ consentGiven: page, login }) => {
  await login('worker');
  await page.goto('/profile/employer/subscriptions');
  await expect(page).not.toHaveURL(/\/profile\/employer\/subscriptions$/);
});
