import { expect, expectAccessible, localized, test } from '../fixtures.ts';
import { mailsTo, uniqueEmail } from '../support/accounts.ts';
import { catalog } from '../support/catalog.ts';

type Tree = { [key: string]: string | Tree };
/** A word of the pricing pages by its dotted key (`buyer.guest.title`), with its values filled in. */
const wordsOf = (locale: string) => {
  const tree = { ...catalog<Tree>(locale, 'Pricing'), Billing: catalog<Tree>(locale, 'Billing') };
  return (key: string, values: Record<string, string | number> = {}) => {
    const word = key.split('.').reduce<Tree | string | undefined>((node, part) => (node as Tree)?.[part], tree);
    if (typeof word !== 'string') throw new Error(`no word Pricing:${key} in ${locale}`);
    return word.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
};

test('a guest compares the tariffs, gets the offer by e-mail and is sent to sign in to subscribe', async ({
  consentGiven: page,
}) => {
  const words = wordsOf('en');
  await page.goto('/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: words('heading') })).toBeVisible();
  const growth = page.getByTestId('tariff-growth');
  await expect(growth.getByText(words('recommended'))).toBeVisible();
  await expect(growth.getByText('$99', { exact: true })).toBeVisible();
  await expect(growth.getByText('or $990 a year ($82.50 a month)')).toBeVisible();
  await expect(growth.getByText('Save 16%')).toBeVisible();
  await expect(growth.getByText('50% off the successful-hire fee: $100 instead of $200')).toBeVisible();
  const scale = page.getByTestId('tariff-scale');
  await expect(scale.getByText('$249', { exact: true })).toBeVisible();
  await expect(scale.getByText('No successful-hire fee (otherwise $200 a hire)')).toBeVisible();
  await expect(page.getByText(words('promotions.turbo_other', { count: 7 }))).toBeVisible();
  await expect(page.getByText('$19', { exact: true })).toBeVisible();
  // Company premium is off here (spec section 1): no card for it.
  await expect(page.getByRole('heading', { name: words('Billing.product.company_premium') })).toHaveCount(0);
  await expectAccessible(page);

  // The offer by e-mail: a wrong address is told at its field, a right one is mailed the tariffs.
  const email = page.getByLabel(words('offer.email'));
  await email.fill('not-an-address');
  await page.getByRole('button', { name: words('offer.send') }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const address = uniqueEmail('offer');
  await email.fill(address);
  await page.getByRole('button', { name: words('offer.send') }).click();
  await expect(page.getByRole('status').filter({ hasText: words('offer.sent') })).toBeVisible();
  const [mail] = await mailsTo(address);
  expect(mail?.subject).toBe('Hushwork tariffs for employers');

  await growth.getByRole('link', { name: words('choose', { tariff: 'Growth' }) }).click();
  await expect(page).toHaveURL(/\/subscriptions\/growth$/);
  await expect(page.getByTestId('tariff-total')).toHaveText('$99');
  await page.getByRole('radio', { name: new RegExp(`^${words('yearlyTitle')}`) }).check();
  await expect(page.getByTestId('tariff-total')).toHaveText('$990');
  await expect(page.getByRole('button', { name: words('tariff.subscribe') })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: words('buyer.signIn') }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsubscriptions%2Fgrowth$/);

  const unknown = await page.goto('/subscriptions/gold');
  expect(unknown?.status()).toBe(404);
});

test('a job seeker reads that tariffs are for companies (uk)', async ({ consentGiven: page, login }) => {
  const words = wordsOf('uk');
  await login('worker');
  await page.goto(localized('uk', '/subscriptions'));
  await expect(page.getByText(words('buyer.worker.text'))).toBeVisible();
  await expect(page.getByTestId('tariff-scale').getByText('249 $', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.goto(localized('uk', '/subscriptions/scale'));
  await expect(page.getByText(words('buyer.worker.title'))).toBeVisible();
  await expect(page.getByRole('button', { name: words('tariff.subscribe') })).toHaveCount(0);
});

test('a member of a company’s team is told that only the owner pays', async ({ consentGiven: page, login }) => {
  const words = wordsOf('en');
  await login({ email: 'team1-recruiter@demo.hushwork.local', password: 'demo-Team-2026' });
  await page.goto('/subscriptions/growth');
  await expect(page.getByText(words('buyer.member.text'))).toBeVisible();
  await expect(page.getByRole('button', { name: words('tariff.subscribe') })).toHaveCount(0);
  await expectAccessible(page);
});

test('the pricing page fits a 360 px phone without sideways scrolling', async ({ consentGiven: page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of ['/subscriptions', localized('uk', '/subscriptions'), localized('uk', '/subscriptions/growth')]) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(360);
  }
});
