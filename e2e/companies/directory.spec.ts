import { expect, expectAccessible, flowLocales, localized, test } from '../fixtures.ts';

for (const locale of flowLocales('en')) {
  test(`a guest finds a company in the directory and opens its page (${locale})`, async ({ consentGiven: page }) => {
    const at = (path: string) => localized(locale, path);
    await page.goto(at('/companies'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.locator('main input[name="search"]').fill('Demo Labs');
    await page.locator('form[method="get"] button[type="submit"]').click();
    await expect(page).toHaveURL(/search=Demo\+Labs/);
    const cards = page.locator('main li h2 a');
    await expect(cards).toHaveCount(1);
    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`${at('/company/hushwork-demo-labs')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hushwork Demo Labs');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toEqual(expect.arrayContaining(['Organization']));
    await expectAccessible(page);
    // The company's own tab, not the header's "jobs from other sites".
    await page
      .locator('main')
      .getByRole('link', { name: /^(Job openings|Вакансії)$/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${at('/company/hushwork-demo-labs/vacancies')}$`));
    await expectAccessible(page);
  });
}

test('paging keeps the filters, and a page past the last one shows the last', async ({ consentGiven: page }) => {
  await page.goto('/companies');
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/companies\?page=2$/);
  await expect(page.getByText('Page 2 of')).toBeVisible();
  await page.goto('/companies?page=999');
  await expect(page).toHaveURL(/\/companies(\?page=\d+)?$/);
  await expect(page.getByRole('link', { name: 'Next page' })).toHaveCount(0);
});

test('a company not yet approved is not found by anyone outside its team', async ({ consentGiven: page }) => {
  const response = await page.goto('/company/no-such-company-anywhere');
  expect(response?.status()).toBe(404);
});

test('a recruiter of a listed company has a public page that links to the company', async ({
  consentGiven: page,
  browser,
  login,
}) => {
  const ownerContext = await browser.newContext();
  const session = await login('company', ownerContext);
  await ownerContext.close();
  await page.goto(`/uk/recruiter/${session.user.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo Employer');
  await expect(page.locator('main, body').getByText('Рекрутер у Hushwork Demo Labs').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /Hushwork Demo Labs та її вакансії/ }).click();
  await expect(page).toHaveURL(/\/uk\/company\/hushwork-demo-labs$/);
  expect((await page.goto('/recruiter/2000000000'))?.status()).toBe(404);
});

test('the directory filters by specialization and by the country of an office', async ({ consentGiven: page }) => {
  await page.goto('/companies');
  const total = async () => Number((await page.getByTestId('companies-found').textContent())?.match(/\d+/)?.[0]);
  const all = await total();
  await page.getByLabel('Office country').selectOption({ label: 'Poland' });
  await page.locator('form[method="get"] button[type="submit"]').click();
  await expect(page).toHaveURL(/country_id=\d+/);
  // The count is read once the filtered list has replaced the full one.
  await expect.poll(total).toBeLessThan(all);
  expect(await total()).toBeGreaterThan(0);
  await expect(page.locator('main li h2 a').first()).toBeVisible();
  await expectAccessible(page);
});

test('the directory filters by the city of an office, chosen from the place suggestions', async ({
  consentGiven: page,
}) => {
  await page.goto('/uk/companies');
  const total = async () => Number((await page.getByTestId('companies-found').textContent())?.match(/\d+/)?.[0]);
  const all = await total();
  const field = page.getByRole('combobox', { name: 'Місто офісу' });
  const suggestion = page
    .getByRole('listbox', { name: 'Місто офісу' })
    .getByRole('option')
    .filter({ hasText: 'Братислава' })
    .first();
  // Typed before the page is interactive, the text would wait for a submit instead of asking for suggestions.
  await expect(async () => {
    await field.fill('');
    await field.fill('Братисл');
    await expect(suggestion).toBeVisible({ timeout: 3000 });
  }).toPass();
  await suggestion.click();
  await page.locator('form[method="get"] button[type="submit"]').click();
  await expect(page).toHaveURL(/city=bratislava/);
  await expect(page.getByTestId('city-filter')).toContainText('Братислава');
  await expect.poll(total).toBeLessThan(all);
  expect(await total()).toBeGreaterThan(0);
  await expectAccessible(page);
  // Another filter keeps the city; its × takes the city away and keeps the other filter.
  await page.getByLabel('Розмір команди').selectOption('11-50');
  await page.locator('form[method="get"] button[type="submit"]').click();
  await expect(page).toHaveURL(/size=11-50/);
  await expect(page.getByTestId('city-filter')).toContainText('Братислава');
  await page.getByRole('link', { name: 'Прибрати місто Братислава' }).click();
  await expect(page.getByTestId('city-filter')).toHaveCount(0);
  await expect(page).toHaveURL(/size=11-50/);
  await expect(page).not.toHaveURL(/city=/);
});
