import type { Browser, Page } from '@playwright/test';
import { DEMO_ADMIN_TOTP_SECRET, totpCodeOf } from '../../apps/server/src/modules/identity/seeds/demo-second-factor.ts';
import { expect, expectAccessible, randomClientIp, test } from '../fixtures.ts';
import { catalog } from '../support/catalog.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';
import { DEMO, uniqueEmail } from '../support/session.ts';

const auth = catalog('en', 'Auth');
const words = catalog('en', 'AdminSettings');
const errors = catalog('en', 'errors');
const adminWords = catalog('en', 'Admin');

// A server of the spec's own: it renames the demo admin and a seeded skill, which other specs must not see, and the
// demo admin's codes are taken by this spec alone.
let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** The demo admin signed in through the form: the password, then the authenticator's code (ADR 0035). */
async function signedInAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.origin,
    extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
    viewport: { width: 1280, height: 900 },
  });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: server.origin }]);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(auth.email!).fill(DEMO.admin.email);
  await page.getByLabel(auth.password!, { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: auth.signInButton!, exact: true }).click();
  await page.getByLabel(auth.secondFactorCode!, { exact: true }).fill(totpCodeOf(DEMO_ADMIN_TOTP_SECRET));
  await page.getByRole('button', { name: auth.secondFactorButton! }).click();
  await expect(page).toHaveURL(new RegExp(`${DEMO.admin.landing}$`));
  return page;
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('an admin edits their profile, invites, edits and removes an admin, and renames a community skill', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await signedInAdmin(browser);

  // Their own profile: the name and language at once; a new e-mail only with the current password.
  await expect(page.getByRole('heading', { level: 1, name: words.profileTitle! })).toBeVisible();
  await expectAccessible(page);
  const profile = page.locator('form#admin-profile');
  await profile.getByLabel(words.name!, { exact: true }).fill('Dana Demo');
  await profile.getByLabel(words.language!).selectOption('uk');
  await profile.getByRole('button', { name: words.saveProfile! }).click();
  await expect(page.getByText(words.profileSaved!)).toBeVisible();
  await page.reload();
  await expect(profile.getByLabel(words.name!, { exact: true })).toHaveValue('Dana Demo');
  await expect(profile.getByLabel(words.language!)).toHaveValue('uk');
  await profile.getByLabel(words.email!).fill(uniqueEmail('dana'));
  await profile.getByRole('button', { name: words.saveProfile! }).click();
  await expect(profile.getByText(errors.PASSWORD_INCORRECT!).first()).toBeVisible();
  await expectAccessible(page);

  // Another admin: invited by mail, then edited and removed, each removal asked again.
  await page.goto('/admin/admins');
  await expect(page.getByRole('heading', { level: 1, name: words.adminsTitle! })).toBeVisible();
  await expectAccessible(page);
  const email = uniqueEmail('nora');
  const add = page.locator('form#add-admin');
  await add.getByLabel(words.name!, { exact: true }).fill('Nora Neumann');
  await add.getByLabel(words.email!).fill(email);
  await add.getByLabel(words.language!).selectOption('de');
  await add.getByRole('button', { name: words.addButton! }).click();
  await expect(toast(page, `Invitation sent to ${email}`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(words.status_invited!);

  await row.getByRole('link', { name: 'Edit Nora Neumann' }).click();
  const edit = page.locator('form#edit-admin');
  await expect(edit).toBeVisible();
  await expectAccessible(page);
  await edit.getByLabel(words.name!, { exact: true }).fill('Nora Nowak');
  await edit.getByRole('button', { name: words.save! }).click();
  await expect(toast(page, words.saved!)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Nora Nowak');
  // The admins list leaves as a CSV file with the search of its address.
  const csv = await (await page.request.get(`/admin/admins/export?search=${encodeURIComponent(email)}`)).text();
  expect(csv.trim().split('\n')).toHaveLength(2);
  expect(csv).toContain(`,${email},Nora Nowak,de,invited,No,`);

  await page.getByRole('link', { name: 'Remove Nora Nowak' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Nora Nowak?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: words.confirmButton_delete! }).click();
  await expect(toast(page, words.done_delete!)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText(words.status_deleted!);

  // The settings: the specializations with their usage, and the community skills, one renamed.
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: words.settingsTitle! })).toBeVisible();
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: words.skillsTitle! }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.skillsTitle! })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(words.skillSearch!).fill('Sidekiq');
  await page.getByRole('button', { name: words.apply! }).click();
  await page.getByRole('link', { name: 'Rename Sidekiq' }).click();
  const rename = page.locator('form#rename-skill');
  await expect(rename).toBeVisible();
  await expectAccessible(page);
  await rename.getByLabel(words.newName!).fill('Sidekiq Pro');
  await rename.getByRole('button', { name: words.rename! }).click();
  await expect(toast(page, 'Renamed to “Sidekiq Pro”')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Sidekiq Pro' })).toBeVisible();

  // Both settings lists leave as CSV files, with the search of their address, through the page's own link.
  const skillsExport = await page.getByRole('link', { name: adminWords.exportCsv! }).getAttribute('href');
  expect(skillsExport).toMatch(/^\/admin\/settings\/community-skills\/export\?(.*&)?search=Sidekiq(\+|%20)Pro/);
  const skills = await page.request.get(skillsExport!);
  expect(skills.headers()['content-disposition']).toMatch(/filename="hushwork-community-skills-/);
  const skillRows = (await skills.text()).trim().split('\n');
  expect(skillRows[0]).toBe(`id,${words.skill},${words.usage},${words.variants}`);
  expect(skillRows.slice(1).some((row) => row.includes(',Sidekiq Pro,'))).toBe(true);
  const specializations = await page.request.get('/admin/settings/export');
  expect(specializations.headers()['content-disposition']).toMatch(/filename="hushwork-specializations-/);
  const specializationRows = (await specializations.text()).trim().split('\n');
  expect(specializationRows[0]).toBe(`id,${words.specialization},${words.slug},${words.vacancies},${words.candidates}`);
  expect(specializationRows.length).toBeGreaterThan(10);
  await page.context().close();
});
