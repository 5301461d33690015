import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { catalog } from '../support/catalog.ts';
import { roomIdsOf } from '../support/messaging.ts';

const home = catalog('en', 'Home');
const candidates = catalog('en', 'Candidates');
const messaging = catalog<{ page: Record<string, string> }>('en', 'Messaging').page;
const vacancies = catalog<{ filters: Record<string, string> }>('en', 'Vacancies');

/**
 * Holds the page's scripts until `release` is called, so what a test types lands in the server-rendered field, as
 * on a slow phone whose visitor types before the page's script has run.
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test('a city typed into the home search before the page’s script runs still brings suggestions', async ({
  consentGiven: page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const field = page.getByRole('combobox', { name: home.whereLabel! });
  await field.fill('Kyi');
  release();
  await expect(page.getByRole('listbox', { name: home.whereLabel! }).getByRole('option').first()).toContainText('Kyiv');
  await expect(field).toHaveValue('Kyi');
});

test('a company typed into the profile’s open-to field before the page’s script runs still brings suggestions', async ({
  consentGiven: page,
  login,
}) => {
  await login('worker');
  const release = await holdScripts(page);
  await page.goto('/profile/user/contacts', { waitUntil: 'commit' });
  await page.getByRole('combobox', { name: candidates.openCompany! }).fill('Hushwork Demo');
  release();
  await expect(
    page.getByRole('listbox', { name: candidates.openCompany! }).getByRole('option', { name: 'Hushwork Demo Labs' }),
  ).toBeVisible();
});

test('a message typed before the conversation page’s script runs stays in the box once it runs', async ({
  consentGiven: page,
  login,
}) => {
  // The company's side: opening a room reads it, and the conversation walk counts the demo worker's unread messages.
  await login('company');
  const [roomId] = await roomIdsOf(page.request);
  const release = await holdScripts(page);
  await page.goto(`/profile/conversation/${roomId}`, { waitUntil: 'commit' });
  const box = page.getByRole('textbox', { name: messaging.yourMessage! });
  await box.fill('Typed while the page was loading');
  release();
  // Hydrated: the header's menus are buttons then, and the page has rendered again since.
  await expect(page.locator('header [aria-haspopup]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(box).toHaveValue('Typed while the page was loading');
});

test('keywords typed into the job search before the page’s script runs apply themselves once it runs', async ({
  consentGiven: page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/job-openings', { waitUntil: 'commit' });
  await page.getByRole('searchbox', { name: vacancies.filters.search! }).fill('react');
  release();
  await expect(page).toHaveURL(/[?&]search=react(&|$)/);
  await expect(page.getByRole('searchbox', { name: vacancies.filters.search! })).toHaveValue('react');
});

test('a message typed to a candidate before the page’s script runs is not put back to the suggested opening', async ({
  consentGiven: page,
  login,
}) => {
  await login('company');
  const answer = await page.request.get('/api/candidates');
  const [first] = ((await answer.json()) as { data: { list: { slug: string }[] } }).data.list;
  const release = await holdScripts(page);
  await page.goto(`/candidate/${first!.slug}`, { waitUntil: 'commit' });
  const box = page.getByRole('textbox', { name: candidates.writeLabel! });
  // The server renders the suggested opening into the field; the visitor replaces it while the script loads.
  await expect(box).not.toHaveValue('');
  await box.fill('Typed while the page was loading');
  release();
  await expect(page.locator('header [aria-haspopup]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(box).toHaveValue('Typed while the page was loading');
});
