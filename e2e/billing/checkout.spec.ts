import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ensurePdfToText, pdfTextOf } from '../../apps/server/src/modules/billing/invoices/invoice-test-kit.ts';
import { CARD_FRAME_WORDS } from '../../apps/server/src/platform/payments/stand-in/card-frame-words.ts';
import { expect, expectAccessible, localized, randomClientIp, test } from '../fixtures.ts';
import { catalog } from '../support/catalog.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';
import { type Account, DEMO, registerThroughApi, signInThroughApi } from '../support/session.ts';

type Tree = { [key: string]: string | Tree };
const wordsOf = (locale: 'en' | 'uk') => {
  const tree = { ...catalog<Tree>(locale, 'Pricing'), Billing: catalog<Tree>(locale, 'Billing') };
  return (key: string, values: Record<string, string | number> = {}) => {
    const word = key.split('.').reduce<Tree | string | undefined>((node, part) => (node as Tree)?.[part], tree);
    if (typeof word !== 'string') throw new Error(`no word Pricing:${key} in ${locale}`);
    return word.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
};

// Subscribing changes the company it is for (its tariff, the subscription banner): a server of these tests' own.
test.describe.configure({ mode: 'serial' });
let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, account: Account, ip: string) {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await page.context().addCookies([{ name: 'cookie_consent', value: '1', url: server.origin }]);
  await signInThroughApi(page.context(), server.origin, account, ip);
}

/** Types a card into the provider's own form, an iframe from its origin, labelled in the page's language. */
async function typeCard(page: Page, locale: 'en' | 'uk', number: string) {
  const labels = CARD_FRAME_WORDS[locale];
  const frame = page.frameLocator('iframe[title="Secure card payment form"]');
  await frame.getByLabel(labels.number).fill(number);
  await frame.getByLabel(labels.expiry).fill('1235');
  await frame.getByLabel(labels.cvc).fill('123');
}

/** A declined card is told in the page's language; the buyer tries another card and lands on the paid result. */
async function payAfterADecline(page: Page, locale: 'en' | 'uk', price: string) {
  const words = wordsOf(locale);
  await expect(page.getByText(words('payment.testTitle'))).toBeVisible();
  const pay = page.getByRole('button', { name: words('payment.pay', { price }) });
  // A card refused for its funds: the provider's own reason, not the generic "declined", in the page's language.
  await typeCard(page, locale, '4000000000009995');
  await pay.click();
  await expect(page.getByRole('alert').filter({ hasText: words('Billing.decline.insufficient_funds') })).toBeVisible();
  await typeCard(page, locale, '4242424242424242');
  await pay.click();
  await expect(page).toHaveURL(/\/payment\/success\?order=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: words('result.paid.title') })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^HW-\d{4}-\d+$/)).toBeVisible();
}

test('the demo company’s owner subscribes to Growth yearly, is refused one card and pays with another', async ({
  page,
}) => {
  const words = wordsOf('en');
  await signIn(page, DEMO.company, randomClientIp());
  await page.goto(`${server.origin}/subscriptions`);
  await page
    .getByTestId('tariff-growth')
    .getByRole('link', { name: words('choose', { tariff: 'Growth' }) })
    .click();
  await expect(page).toHaveURL(/\/subscriptions\/growth$/);
  await page.getByRole('radio', { name: new RegExp(`^${words('yearlyTitle')}`) }).check();
  await expect(page.getByTestId('tariff-total')).toHaveText('$990');

  // A promo code that does not apply is told at its field; the subscription then goes on without one.
  const promo = page.getByLabel(words('tariff.promoCode'));
  await promo.fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: words('tariff.check') }).click();
  await expect(promo).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await promo.fill('');
  await page.getByRole('button', { name: words('tariff.subscribe') }).click();

  await expect(page).toHaveURL(/\/payment\?order=\d+$/);
  await expect(page.getByText('Growth tariff · yearly')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('$990');
  await expect(page.frameLocator('iframe[title="Secure card payment form"]').getByLabel('Card number')).toBeVisible();
  await expectAccessible(page);
  await payAfterADecline(page, 'en', '$990');
  await expect(page.getByText(words('result.paid.text', { title: 'Growth tariff · yearly' }))).toBeVisible();
  await expect(page.getByRole('link', { name: words('result.subscriptions') })).toHaveAttribute(
    'href',
    '/profile/employer/subscriptions',
  );
  await expectAccessible(page);

  // Paid: the payment page has nothing left to take and shows the result instead.
  const orderId = new URL(page.url()).searchParams.get('order');
  await page.goto(`${server.origin}/payment?order=${orderId}`);
  await expect(page).toHaveURL(new RegExp(`/payment/success\\?order=${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: words('result.paid.title') })).toBeVisible();
});

test('a new company sets its invoice details, subscribes to Scale monthly in Ukrainian with a promo code, refused once, comes back where it started and downloads the invoice', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const words = wordsOf('uk');
  type DetailsWords = Record<'title' | 'legalName' | 'address' | 'vatId' | 'save' | 'saved', string>;
  const account = catalog<{ details: DetailsWords }>('uk', 'BillingAccount').details;
  const ip = randomClientIp();
  const owner = await registerThroughApi(page.context().request, server.origin, { role: 'company', locale: 'uk' }, ip);
  const created = await page.context().request.post(`${server.origin}/api/companies`, {
    headers: { authorization: `Bearer ${owner.session.token}`, 'x-forwarded-for': ip },
    data: { name: `Scale Payers ${Date.now()}`, description: 'We build payment software.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signIn(page, owner, ip);

  // The invoice names the buyer as the owner set it before paying: on the subscriptions tab, checked field by field.
  await page.goto(`${server.origin}${localized('uk', '/profile/employer/subscriptions')}`);
  const details = page.getByRole('region', { name: account.title });
  await details.getByLabel(account.legalName).fill('ТОВ «Тиха праця»');
  await details.getByLabel(account.address).fill('вул. Хрещатик, 1\nКиїв');
  await details.getByLabel(account.vatId).fill('12');
  await details.getByRole('button', { name: account.save }).click();
  await expect(details.getByLabel(account.vatId)).toHaveAttribute('aria-invalid', 'true');
  await expect(details.getByText(catalog<{ vatId: string }>('uk', 'validation').vatId)).toBeVisible();
  await details.getByLabel(account.vatId).fill('ua 1234 5678 90');
  await details.getByRole('button', { name: account.save }).click();
  await expect(details.getByText(account.saved)).toBeVisible();
  await expect(details.getByLabel(account.vatId)).toHaveValue('UA1234567890');
  await expectAccessible(page);

  const back = localized('uk', '/profile/employer');
  await page.goto(`${server.origin}${localized('uk', '/subscriptions/scale')}?redirect=${encodeURIComponent(back)}`);
  await expect(page.getByTestId('tariff-total')).toHaveText('249 $');
  // The demo data's WELCOME-10 takes 10% off, typed as a person might; the check shows the price before paying.
  await page.getByLabel(words('tariff.promoCode')).fill('welcome-10');
  await page.getByRole('button', { name: words('tariff.check') }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: words('tariff.promoApplied', { code: 'WELCOME-10', price: '224,10 $', listPrice: '249 $' }),
    }),
  ).toBeVisible();
  await expect(page.getByTestId('tariff-total')).toHaveText('224,10 $');
  await page.getByRole('button', { name: words('tariff.subscribe') }).click();
  await expect(page).toHaveURL(/\/uk\/payment\?order=\d+&redirect=%2Fuk%2Fprofile%2Femployer$/);
  await expect(page.getByText('Тариф Scale · щомісяця')).toBeVisible();
  await expect(page.getByText(words('order.promo', { code: 'WELCOME-10' }))).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('224,10 $');
  await payAfterADecline(page, 'uk', '224,10 $');
  const result = new URL(page.url());
  expect(result.pathname).toBe('/uk/payment/success');
  expect(result.searchParams.get('redirect')).toBe(back);
  await expect(page.getByRole('link', { name: words('result.continue') })).toHaveAttribute('href', back);
  await expectAccessible(page);

  // The invoice downloads as a PDF from the result, with the buyer as set, the promo price and Ukrainian words.
  const number = (await page.getByText(/^HW-\d{4}-\d+$/).textContent()) ?? '';
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: words('result.downloadInvoice') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const pdf = await readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  ensurePdfToText();
  const text = await pdfTextOf(pdf);
  const { invoice } = catalog<{ invoice: { title: string; vatId: string } }>('uk', 'Billing');
  for (const expected of [
    `${invoice.title} ${number}`,
    'ТОВ «Тиха праця»',
    'вул. Хрещатик, 1 Київ',
    `${invoice.vatId}: UA1234567890`,
    'WELCOME-10',
    '224,10 $',
  ]) {
    expect(text).toContain(expected);
  }

  // The same invoice is on the subscriptions tab's list of payments.
  await page.goto(`${server.origin}${localized('uk', '/profile/employer/subscriptions')}`);
  await expect(page.getByRole('link', { name: new RegExp(number) })).toHaveAttribute(
    'href',
    /\/api\/me\/orders\/\d+\/invoice\?locale=uk$/,
  );
});
