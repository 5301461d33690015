import sharp from 'sharp';
import { expect, expectAccessible, flowLocales, localized, test } from '../fixtures.ts';
import { registerViaForm, uniqueEmail } from '../support/accounts.ts';
import { completeCompanyWizard } from '../support/companies.ts';

for (const locale of flowLocales('uk')) {
  test.describe(`the add-company wizard (${locale})`, () => {
    test('a new employer lands on it, finishes it with an office, and reaches the employer profile', async ({
      consentGiven: page,
    }) => {
      const at = (path: string) => localized(locale, path);
      const name = `Wizard Works ${Date.now()}`;
      await registerViaForm(page, { locale, role: 'company', email: uniqueEmail(`wizard-${locale}`) });
      await expect(page).toHaveURL(new RegExp(`${at('/profile/add-company')}$`));
      await expectAccessible(page);
      // Every other page pushes an employer without a company back here, the password page included.
      await page.goto(at('/profile/password'));
      await expect(page).toHaveURL(new RegExp(`${at('/profile/add-company')}$`));

      await completeCompanyWizard(page, { name, city: 'Krak' });
      await expect(page).toHaveURL(new RegExp(`${at('/profile/employer')}$`));
      const card = page.locator('section[aria-labelledby="my-company"]');
      await expect(card).toContainText(name);
      // The profile opens at its top, where the new company is, not scrolled to where the wizard's button was.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(card).toBeInViewport();
      await expectAccessible(page);

      // The team sees its page before moderation, with the notice; the wizard is closed to it now.
      await card.getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByRole('status')).toBeVisible();
      await expect(
        page
          .locator('main, body')
          .getByText(/Kraków|Krakow|Краків/)
          .first(),
      ).toBeVisible();
      await page.goto(at('/profile/add-company'));
      await expect(page).toHaveURL(new RegExp(`${at('/profile/employer')}$`));
    });
  });
}

test('the wizard keeps its step through a reload and shows the first mistake at its step', async ({
  consentGiven: page,
}) => {
  await registerViaForm(page, { locale: 'en', role: 'company', email: uniqueEmail('wizard-steps') });
  await expect(page).toHaveURL(/\/profile\/add-company$/);
  const next = page.locator('form button[type="button"]').last();
  await next.click();
  await next.click();
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await next.click();
  await next.click();
  // The name was never typed: the submit opens step 1 with the field marked and focused.
  await page.locator('form button[type="submit"]').first().click();
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await expect(page.locator('input[name="name"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required')).toBeVisible();
});

test('an employer asks to join an existing company and waits for its owner instead of the wizard', async ({
  consentGiven: page,
}) => {
  await registerViaForm(page, { locale: 'en', role: 'company', email: uniqueEmail('joiner') });
  await expect(page).toHaveURL(/\/profile\/add-company$/);
  await page.locator('input[name="join"]').fill('Demo Labs');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: 'Ask to join Hushwork Demo Labs' }).click();
  await expect(page).toHaveURL(/\/profile\/employer$/);
  await expect(page.getByRole('status').filter({ hasText: 'waiting for its owner' })).toBeVisible();
  // No push while the request waits.
  await page.goto('/profile/password');
  await expect(page).toHaveURL(/\/profile\/password$/);
});

test('the wizard takes a logo and a photo, refuses a file that is not an image, and the company page shows both', async ({
  consentGiven: page,
}) => {
  await registerViaForm(page, { locale: 'en', role: 'company', email: uniqueEmail('logo') });
  await expect(page).toHaveURL(/\/profile\/add-company$/);
  const picker = page.getByLabel('Upload: Logo');
  await picker.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('only words') });
  await expect(page.getByRole('alert')).toContainText('not an image');
  const logo = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  await picker.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
  await expect(page.locator('input[type="hidden"][name="logo_id"]')).toHaveCount(1);
  const name = `Logo Works ${Date.now()}`;
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer();
  await completeCompanyWizard(page, { name, city: 'Kyiv', photos: [photo] });
  await expect(page).toHaveURL(/\/profile\/employer$/);
  await page.locator('section[aria-labelledby="my-company"]').getByRole('link').click();
  await expect(page.getByRole('img', { name: `${name} logo` })).toBeVisible();
  await page.getByRole('link', { name: 'Photos' }).click();
  await expect(page).toHaveURL(/\/company\/[^/]+\/photos$/);
  const shown = page.getByRole('img', { name: `${name}, photo 1` });
  await expect(shown).toBeVisible();
  // The thumbnail is the stored picture, re-encoded by the files platform.
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);
});
