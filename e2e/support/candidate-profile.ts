import { expect, type Page } from '@playwright/test';

/**
 * Fills the add-resume page like a person (the position, one specialization, seniority, a tag) and saves it; ends on
 * the page the save sends to (/profile/user).
 */
export async function completeAddResume(page: Page, options: { position: string }) {
  const position = page.locator('input[name="desired_position"]');
  // What is typed before hydration may be reset by it: the tags' button is enabled once the page's script runs.
  await expect(page.locator('form fieldset button[type="button"]').first()).toBeEnabled();
  await position.fill(options.position);
  await page.locator('input[name="specialization_ids"]').first().check();
  await page.locator('select[name="seniority"]').selectOption('middle');
  await page.locator('form:has(input[name="desired_position"]) button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/add-resume'));
}
