import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, flowLocales, localized, test } from '../fixtures.ts';
import { registerThroughApi } from '../support/session.ts';

const WORDS = {
  en: {
    save: 'Save to favorites',
    remove: 'Remove from favorites',
    icon: 'Favorites',
    iconWithOne: 'Favorites: 1 saved',
    title: 'Favorites',
    companiesTab: /^Companies\s*1$/,
    candidatesTab: /^Candidates\s*0$/,
    noCandidates: 'You have not saved any candidates yet.',
    removeItem: 'Remove “Hushwork Demo Labs” from favorites',
    nothing: /You have not saved anything yet/,
  },
  uk: {
    save: 'Додати до обраного',
    remove: 'Прибрати з обраного',
    icon: 'Обране',
    iconWithOne: 'Обране: 1 збережено',
    title: 'Обране',
    companiesTab: /^Компанії\s*1$/,
    candidatesTab: /^Кандидати\s*0$/,
    noCandidates: 'Ви ще не зберегли жодного кандидата.',
    removeItem: 'Прибрати «Hushwork Demo Labs» з обраного',
    nothing: /Ви ще нічого не зберегли/,
  },
} as const;

/**
 * A company account of its own with a company (so no add-company push), made through the API: each run and locale
 * starts with no favorites, whatever other tests do with the demo accounts.
 */
async function employerWithCompany(request: APIRequestContext, origin: string, clientIp: string, locale: string) {
  const account = await registerThroughApi(request, origin, { role: 'company', locale }, clientIp);
  const created = await request.post(`${origin}/api/companies`, {
    headers: { authorization: `Bearer ${account.session.token}`, 'x-forwarded-for': clientIp },
    data: { name: `Favorites Check ${Date.now()} ${locale}` },
  });
  expect(created.status()).toBe(201);
  return { email: account.email, password: account.password };
}

for (const locale of flowLocales('uk')) {
  test(`an employer saves a company from its page, finds it under favorites and removes it (${locale})`, async ({
    consentGiven: page,
    context,
    baseURL,
    clientIp,
    login,
  }) => {
    const words = WORDS[locale];
    const at = (path: string) => localized(locale, path);
    await login(await employerWithCompany(context.request, baseURL!, clientIp, locale));

    await page.goto(at('/company/hushwork-demo-labs'));
    await expect(page.getByRole('link', { name: words.icon, exact: true })).toBeVisible();
    const save = page.getByRole('button', { name: words.save });
    await save.click();
    // The button turns into its opposite, and the header counts the saved company.
    await expect(page.getByRole('button', { name: words.remove })).toBeVisible();
    await expect(page.getByRole('link', { name: words.iconWithOne })).toBeVisible();
    await expect(page.getByTestId('favorites-badge')).toHaveText('1');
    // Saved is saved: a reload asks the server again.
    await page.reload();
    await expect(page.getByRole('button', { name: words.remove })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: words.iconWithOne }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/profile/favorites')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
    const item = page.getByTestId('favorite');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link', { name: 'Hushwork Demo Labs' })).toHaveAttribute(
      'href',
      at('/company/hushwork-demo-labs'),
    );
    await expect(page.getByRole('link', { name: words.companiesTab })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: words.candidatesTab }).click();
    await expect(page).toHaveURL(/type=candidate$/);
    await expect(page.getByText(words.noCandidates)).toBeVisible();
    await expect(page.getByTestId('favorite')).toHaveCount(0);
    await expectAccessible(page);

    await page.goto(at('/profile/favorites'));
    await page.getByRole('button', { name: words.removeItem }).click();
    await expect(page.getByTestId('favorite')).toHaveCount(0);
    await expect(page.getByText(words.nothing)).toBeVisible();
    await expect(page.getByRole('link', { name: words.icon, exact: true })).toBeVisible();
    await expect(page.getByTestId('favorites-badge')).toHaveCount(0);
  });
}

test('a guest who wants to save a company is asked to sign in and brought back to it', async ({
  consentGiven: page,
}) => {
  await page.goto('/company/hushwork-demo-labs');
  await page.getByRole('link', { name: 'Save to favorites' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcompany%2Fhushwork-demo-labs$/);
});

test('the save button works before the page’s script runs: the post comes back to the company page', async ({
  browser,
  baseURL,
  login,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL! }]);
  const clientIp = `10.200.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp });
  await login(await employerWithCompany(context.request, baseURL!, clientIp, 'en'), context);
  const page = await context.newPage();
  await page.goto('/company/hushwork-demo-labs');
  await page.getByRole('button', { name: 'Save to favorites' }).click();
  await expect(page).toHaveURL(/\/company\/hushwork-demo-labs$/);
  await expect(page.getByRole('link', { name: 'Favorites: 1 saved' })).toBeVisible();
  await page.goto('/profile/favorites');
  await expect(page.getByTestId('favorite')).toHaveCount(1);
  await context.close();
});
