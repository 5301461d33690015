import { expect, expectAccessible, FLOW_LOCALES, localized, test } from '../fixtures.ts';

const CITY = {
  en: { typed: 'muni', name: 'Munich', country: 'Germany' },
  uk: { typed: 'мюнх', name: 'Мюнхен', country: 'Німеччина' },
};

for (const locale of FLOW_LOCALES) {
  test(`a visitor types a city and picks it from our places (${locale})`, async ({ consentGiven: page }) => {
    await page.goto(localized(locale, '/'));
    const field = page.getByRole('combobox');
    await field.pressSequentially(CITY[locale].typed, { delay: 40 });
    const option = page.getByRole('option', { name: new RegExp(CITY[locale].name) }).first();
    await expect(option).toBeVisible();
    await expect(option).toContainText(CITY[locale].country);
    await expectAccessible(page);
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(field).toHaveValue(CITY[locale].name);
    await expect(page.locator('input[type="hidden"][name="city"]')).toHaveValue('munich');
  });
}
