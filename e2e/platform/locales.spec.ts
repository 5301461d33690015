import { expect, expectAccessible, LOCALES, localized, test } from '../fixtures.ts';

const HEADLINES = {
  en: 'Find your next IT job',
  de: null,
  pl: null,
  ru: null,
  uk: null,
} as const;

for (const locale of LOCALES) {
  test(`home page renders in ${locale} with lang, canonical, alternates and no serious a11y issue`, async ({
    consentGiven: page,
  }) => {
    const response = await page.goto(localized(locale, '/'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(/ · Hushwork$/);
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', origin + localized(locale, '/'));
    for (const alt of LOCALES) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${alt}"]`)).toHaveAttribute(
        'href',
        origin + localized(alt, '/'),
      );
    }
    const headline = page.getByRole('heading', { level: 1 });
    await expect(headline).toBeVisible();
    const expected = HEADLINES[locale];
    if (expected) await expect(headline).toContainText(expected);
    else await expect(headline).not.toContainText(HEADLINES.en);
    // Five specializations and five technologies from the catalogs, each a link into a landing page.
    expect(await page.locator('main a[href*="/job-openings/dev/"]').count()).toBe(5);
    expect(await page.locator('main a[href*="/job-openings/technologies/"]').count()).toBe(5);
    await expectAccessible(page);
  });
}

test('the footer shows the place data attribution and the legal links', async ({ consentGiven: page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'GeoNames' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  await footer.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expectAccessible(page);
});

test('the header shows the guest menu, the Telegram link and the vacancies mega menu fed by catalogs', async ({
  consentGiven: page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/de/cookie');
  const nav = page.getByRole('navigation', { name: 'Hauptmenü' }).first();
  await expect(nav.locator('a[href="/de/candidates"]')).toBeVisible();
  await expect(nav.locator('a[href="/de/job-openings/external"]')).toBeVisible();
  await expect(nav.locator('a[href="https://t.me/hushwork_jobs"]')).toBeVisible();
  await nav.locator('summary').first().click();
  await expect(nav.locator('a[href^="/de/job-openings/cities/"]').first()).toBeVisible();
  expect(await nav.locator('a[href^="/de/job-openings/dev/"]').count()).toBeGreaterThan(5);
  await expect(page.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/login');
});
