import { expect, type Page } from '@playwright/test';

/**
 * Goes through the add-company wizard like a person: name and description, size and site, one office chosen from
 * the place suggestions, a specialization and a technology, and the photos given (none by default). Ends on the page
 * the wizard sends to.
 */
export async function completeCompanyWizard(page: Page, options: { name: string; city: string; photos?: Buffer[] }) {
  const next = page.locator('form button[type="button"]').last();
  // The steps appear once the page is hydrated; what is typed before that may be reset by hydration.
  await next.waitFor();
  await page.locator('input[name="name"]').fill(options.name);
  await page.locator('textarea[name="description"]').fill(`${options.name} builds software for logistics.`);
  await next.click();
  await page.locator('select[name="size"]').selectOption('11-50');
  await page.locator('input[name="site"]').fill('https://example.com');
  await next.click();
  await page.getByRole('combobox').fill(options.city);
  await page.getByRole('option').first().click();
  await expect(page.locator('input[name="office_city_ids"]')).toHaveCount(1);
  await next.click();
  await page.locator('input[name="specialization_ids"]').first().check();
  await page.locator('input[name="technology_ids"]').first().check();
  await next.click();
  for (const [index, photo] of (options.photos ?? []).entries()) {
    await page
      .getByLabel('Add a photo')
      .setInputFiles({ name: `photo-${index}.png`, mimeType: 'image/png', buffer: photo });
    await expect(page.locator('input[name="photo_ids"]')).toHaveCount(index + 1);
  }
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL((url) => !url.pathname.endsWith('/add-company'));
}
