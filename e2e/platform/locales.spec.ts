import { isLivePath } from '../../apps/web/app/lib/live-sections.ts';
import { expect, expectAccessible, LOCALES, localized, test } from '../fixtures.ts';
import { hydrated } from '../support/hydration.ts';

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
    // Five specializations and five technologies from the catalogs, each a link into a landing page, once the
    // landings exist; until then the blocks are left out.
    const landingLinks = isLivePath('/job-openings') ? 5 : 0;
    expect(await page.locator('main a[href*="/job-openings/dev/"]').count()).toBe(landingLinks);
    expect(await page.locator('main a[href*="/job-openings/technologies/"]').count()).toBe(landingLinks);
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
  // The mega menu's button is React's: a guest's legal page hydrates on the first interaction (ADR 0046).
  await hydrated(page, 'header a');
  const header = page.locator('header');
  await expect(header.locator('a[href="https://t.me/hushwork_jobs"]')).toBeVisible();
  // Menu items and the mega menu show exactly while their pages exist (live-sections.ts).
  for (const path of ['/candidates', '/job-openings/external']) {
    await expect(header.locator(`a[href="/de${path}"]:visible`)).toHaveCount(isLivePath(path) ? 1 : 0);
  }
  if (isLivePath('/job-openings')) {
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' }).first();
    await nav.getByRole('button', { name: 'Stellenangebote' }).click();
    await expect(header.locator('a[href^="/de/job-openings/cities/"]').first()).toBeVisible();
    expect(await header.locator('a[href^="/de/job-openings/dev/"]').count()).toBeGreaterThan(5);
  } else {
    await expect(header.locator('a[href^="/de/job-openings"]')).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/login');
});
