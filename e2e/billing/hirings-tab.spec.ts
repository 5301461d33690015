import { expect, expectAccessible, flowLocales, localized, test } from '../fixtures.ts';
import { catalog } from '../support/catalog.ts';

type Hirings = Record<string, string>;
const wordsOf = (locale: 'en' | 'uk') => {
  const account = catalog<{ hirings: Hirings; payStatus: Hirings }>(locale, 'BillingAccount');
  const words: Record<string, string | undefined> = {
    ...account.hirings,
    unpaid: account.payStatus.UnPaid,
    title: catalog(locale, 'Companies').hiringsTitle,
  };
  return words;
};

// The demo seed reports the hire of the demo company's accepted job offer, its fee due in some days: the owner's tab
// lists it with its fee and the way to pay. Nothing is paid or withdrawn here: the server is shared.
for (const locale of flowLocales('en')) {
  test(`the demo company's hirings tab lists its reported hire with the fee and the owner's way to pay it (${locale})`, async ({
    consentGiven: page,
    login,
  }) => {
    const words = wordsOf(locale);
    await login('company');
    await page.goto(localized(locale, '/profile/employer/hirings'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title ?? '');
    await expect(page.getByRole('heading', { level: 2, name: words.reportTitle })).toBeVisible();
    const hire = page.getByTestId('hire').first();
    await expect(hire).toBeVisible();
    await expect(hire.getByTestId('hire-fee')).toContainText('200');
    await expect(hire.getByTestId('hire-status')).toBeVisible();
    await expect(hire.getByText(words.dueBy?.split('{{')[0] ?? '')).toBeVisible();
    await expect(hire.getByRole('button', { name: new RegExp(`^${words.pay} `) })).toBeVisible();
    await expect(hire.getByRole('link', { name: new RegExp(`^${words.withdraw} `) })).toBeVisible();
    await expectAccessible(page);
  });
}
