import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures.ts';
import { hydrated } from '../support/hydration.ts';

/** A word no demo item has, so the accounts and companies this test imports are its own on the shared server. */
const TOKEN = `importix${Date.now()}`;
const COMPANY = `Importix Works ${TOKEN}`;

/** A small Djinni export: two recruiters of one company, and a row with a broken address the import refuses. */
const CSV = [
  'email,name,position,locale,company_name,company_website,company_size',
  `anna.${TOKEN}@example.org,Anna Koval,HR lead,uk,${COMPANY},https://${TOKEN}.example.org,11-50`,
  `petro.${TOKEN}@example.org,Petro Ivanov,Recruiter,,${COMPANY},${TOKEN}.example.org,`,
  `not-an-address,Broken Row,,,${COMPANY},,`,
].join('\n');

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('an admin checks a recruiters file in a dry run, imports it and reads the report', async ({
  consentGiven: page,
  login,
}) => {
  // Two pages, two runs of the import and an axe pass on each: longer than the default budget on a busy machine.
  test.slow();
  await page.setViewportSize({ width: 1400, height: 900 });
  await login('admin');

  await page.goto('/admin/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recruiters from Djinni' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Open the import' }).click();

  await expect(page).toHaveURL(/\/admin\/import\/employers-djinni$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import recruiters from Djinni' })).toBeVisible();
  await expect(page.getByText('Nobody is mailed')).toBeVisible();
  await expectAccessible(page);

  // The file travels from the page's script: wait for it before choosing one.
  await hydrated(page, 'input[type="file"]');
  await page
    .getByLabel('Choose a file to check')
    .setInputFiles({ name: 'recruiters.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await expect(page.getByText('Dry run of recruiters.csv: nothing has changed yet')).toBeVisible();
  await expect(page.getByText('Rows: 3 · created: 2 · updated: 0 · unchanged: 0 · refused: 1')).toBeVisible();
  await expect(rowOf(page, `anna.${TOKEN}@example.org`)).toContainText('new account; new company');
  await expect(rowOf(page, `petro.${TOKEN}@example.org`)).toContainText('joins the company’s team');
  await expect(rowOf(page, 'not-an-address')).toContainText('Refused');
  await expect(rowOf(page, 'not-an-address')).toContainText('e-mail: Enter a valid e-mail address');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported recruiters.csv')).toBeVisible();
  await expect(page.getByText('Rows: 3 · created: 2 · updated: 0 · unchanged: 0 · refused: 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // The same file again: every row the import took is now unchanged, and nothing is left to import.
  await page
    .getByLabel('Check another file')
    .setInputFiles({ name: 'recruiters.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await expect(page.getByText('Rows: 3 · created: 0 · updated: 0 · unchanged: 2 · refused: 1')).toBeVisible();
  await expect(page.getByText('Nothing to import: every row is unchanged or refused.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  // The company waits in the moderation queue like one from the wizard.
  await page.goto(`/admin/companies?status=pending&q=${TOKEN}`);
  await expect(rowOf(page, COMPANY)).toHaveCount(1);
});
