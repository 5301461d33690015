import { expect, expectAccessible, flowLocales, localized, test } from '../fixtures.ts';
import { registerViaForm, uniqueEmail } from '../support/accounts.ts';

const CITY = {
  en: { typed: 'muni', name: 'Munich', country: 'Germany' },
  uk: { typed: 'мюнх', name: 'Мюнхен', country: 'Німеччина' },
};

for (const locale of flowLocales('uk')) {
  test(`an employer types a city and picks it from our places (${locale})`, async ({ consentGiven: page }) => {
    // The place field's home today is the offices step of the add-company wizard (the home page's job search, its
    // other use, waits for job openings).
    await registerViaForm(page, { locale, role: 'company', email: uniqueEmail(`places-${locale}`) });
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/profile/add-company')}$`));
    const next = page.locator('form button[type="button"]').last();
    await next.waitFor();
    await next.click();
    await next.click();
    const field = page.getByRole('combobox');
    await field.pressSequentially(CITY[locale].typed, { delay: 40 });
    const option = page.getByRole('option', { name: new RegExp(CITY[locale].name) }).first();
    await expect(option).toBeVisible();
    await expect(option).toContainText(CITY[locale].country);
    await expectAccessible(page);
    await field.press('ArrowDown');
    await field.press('Enter');
    // Picked: the city joins the offices, the field empties for the next one, and nothing was submitted.
    await expect(page.getByRole('list', { name: /Offices|Офіси/ })).toContainText(CITY[locale].name);
    await expect(field).toHaveValue('');
    await expect(page.locator('input[type="hidden"][name="office_city_ids"]')).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/profile/add-company')}$`));
  });
}
