import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, flowLocales, localized, randomClientIp, test } from '../fixtures.ts';
import { catalog } from '../support/catalog.ts';

const words = catalog('en', 'Candidates');
const DEMO_COMPANY = 'Hushwork Demo Labs';

/** A call from inside the page, as the browser's own scripts make them (the session cookie and the page's origin). */
const callFromPage = (page: Page, path: string, method: string, body?: unknown) =>
  page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, method, body },
  );

for (const locale of flowLocales('en')) {
  test(`a guest finds anonymous candidates, pages past the end and a landing page (${locale})`, async ({
    consentGiven: page,
  }) => {
    // axe reads two pages of twenty cards and a long filter form each.
    const t = catalog(locale, 'Candidates');
    const at = (path: string) => localized(locale, path);
    await page.goto(at('/candidates'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.listTitle!);
    await expect(page.getByTestId('candidate-card').first()).toBeVisible();
    await expect(page.getByTestId('candidate-card')).toHaveCount(20);
    await expectAccessible(page);

    // Spec section 5's paging: a page past the last shows the last one, a page of 1 has no parameter.
    await page.goto(at('/candidates?page=500'));
    await expect(page).toHaveURL(/[?&]page=\d+$/);
    const last = Number(new URL(page.url()).searchParams.get('page'));
    expect(last).toBeGreaterThan(1);
    expect(last).toBeLessThan(500);
    await expect(page.getByTestId('candidate-card').first()).toBeVisible();

    await page.goto(at('/candidates/search/python'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.landing_python_heading!);
    await expect(page.getByTestId('candidate-card').first()).toBeVisible();
    await expectAccessible(page);
    expect((await page.goto(at('/candidates/search/cobol')))?.status()).toBe(404);
  });
}

test('a company filters candidates by seniority and reads an anonymous profile without contacts', async ({
  consentGiven: page,
  login,
}) => {
  await login('company');
  await page.goto('/candidates');
  const unfiltered = (await page.getByTestId('candidates-found').textContent()) ?? '';
  // A tick applies at once: no button to press.
  await page.locator('aside#filters input[name="seniority"][value="junior"]').check();
  await expect(page).toHaveURL(/[?&]seniority=junior(&|$)/);
  // The juniors' list is on the page once its count is.
  await expect(page.getByTestId('candidates-found')).not.toHaveText(unfiltered);
  await expect(page.locator('aside#filters input[name="seniority"][value="junior"]')).toBeChecked();
  // Some demo candidates applied to the demo company, which opened their profiles to it: take the first one whose
  // profile the API shows this company anonymously.
  const hrefs = await page
    .getByTestId('candidate-card')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  let href = '';
  for (const candidate of hrefs) {
    const answer = await callFromPage(page, `/api/candidates/slug/${candidate.split('/').pop()}`, 'GET');
    if (answer.body.data.view === 'anonymous') {
      href = candidate;
      break;
    }
  }
  expect(href).not.toBe('');
  const card = page.getByTestId('candidate-card').filter({ has: page.locator(`a[href="${href}"]`) });
  const position = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link').click();

  await expect(page).toHaveURL(/\/candidate\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(position);
  await expect(page.getByTestId('candidate-identity')).toHaveText(words.anonymousLabel!);
  await expect(page.getByTestId('contacts-hidden')).toBeVisible();
  await expect(page.getByTestId('candidate-contacts')).toHaveCount(0);
  // Nothing of who the person is is in the page, its data for hydration included.
  expect(await page.content()).not.toMatch(
    /contact@demo\.hushwork\.local|\/api\/candidates\/\d+\/photo|\/api\/files\//,
  );
  await expectAccessible(page);

  // The company's own tools: a rating and a private note, kept for its team.
  await page.getByRole('button', { name: words.rateAs!.replace('{{rating}}', '4') }).click();
  await expect(page.getByRole('button', { name: words.rateAs!.replace('{{rating}}', '4') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('textbox', { name: words.noteLabel! }).fill('Strong portfolio, call next week.');
  await page.getByRole('button', { name: words.saveNote!, exact: true }).click();
  await expect(page.getByText(words.noteSaved!)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: words.noteLabel! })).toHaveValue('Strong portfolio, call next week.');
});

test('a worker opens the profile to a company, whose members then see who they are, and closes it again', async ({
  consentGiven: page,
  browser,
  login,
  signUp,
}) => {
  await login(await signUp({ role: 'worker' }));
  await page.goto('/profile/add-resume');
  const saved = await callFromPage(page, '/api/me/candidate', 'POST', {
    name: 'Marusia Openfield',
    desired_position: 'Rust developer',
    contacts: { email: 'marusia.openfield@example.com' },
  });
  expect(saved.status).toBe(200);
  const slug = saved.body.data.slug as string;

  // The worker opens the profile to the company from the contacts tab, after reading what it will see.
  await page.goto('/profile/user/contacts');
  await expect(page.getByText(words.openLead!)).toBeVisible();
  await page.getByRole('combobox', { name: words.openCompany! }).fill('Hushwork Demo');
  await page.getByRole('listbox', { name: words.openCompany! }).getByRole('option', { name: DEMO_COMPANY }).click();
  await page.getByRole('button', { name: words.openButton!, exact: true }).click();
  const close = page.getByRole('button', { name: words.closeProfile!.replace('{{company}}', DEMO_COMPANY) });
  await expect(close).toBeVisible();
  await expectAccessible(page);

  // A member of that company sees the name and contacts, even while the profile awaits moderation.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() } });
  const company = await context.newPage();
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: new URL(page.url()).origin }]);
  await login('company', context);
  await company.goto(`/candidate/${slug}`);
  await expect(company.getByTestId('candidate-identity')).toHaveText('Marusia Openfield');
  await expect(company.getByRole('link', { name: 'marusia.openfield@example.com' })).toHaveAttribute(
    'href',
    'mailto:marusia.openfield@example.com',
  );
  await expectAccessible(company);

  // Closed again, the company no longer sees the profile at all: it waits for moderation, so nobody else may.
  await close.click();
  await expect(page.getByText(words.noOpenings!)).toBeVisible();
  expect((await company.reload())?.status()).toBe(404);
  await expect(company.getByText('Marusia Openfield')).toHaveCount(0);
  await context.close();
});

const SCREENS = fileURLToPath(new URL('../../.tmp/screens-search', import.meta.url));

async function visit(browser: Browser, baseURL: string, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
    ...options,
  });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL }]);
  return { context, page: await context.newPage() };
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  test(`/candidates shows results first and applies filters as they change (${viewport.name})`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visit(browser, baseURL!, { viewport });
    await page.goto('/candidates');
    const first = page.getByTestId('candidate-card').first();
    await expect(first).toBeVisible();
    expect((await first.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(viewport.height - 100);
    await page.screenshot({ path: `${SCREENS}/candidates-${viewport.name}.png` });
    await expect(page.getByRole('button', { name: words.filter!, exact: true })).toHaveCount(0);
    const unfiltered = (await page.getByTestId('candidates-found').textContent()) ?? '';
    const scope =
      viewport.name === 'phone'
        ? await (async () => {
            await expect(page.getByTestId('filters-button')).toHaveText('Filters');
            await page.getByTestId('filters-button').click();
            const dialog = page.getByRole('dialog', { name: 'Filters' });
            await expect(dialog).toBeVisible();
            await page.screenshot({ path: `${SCREENS}/candidates-drawer.png` });
            await expectAccessible(page);
            return dialog;
          })()
        : page.locator('aside#filters');
    await scope.locator('input[name="seniority"][value="junior"]').check();
    await expect(page).toHaveURL(/[?&]seniority=junior(&|$)/);
    await expect(page.getByTestId('candidates-found')).not.toHaveText(unfiltered);
    // Typing applies after a pause, and the field keeps its focus.
    await scope.locator('input[name="salary_to"]').fill('4000');
    await expect(page).toHaveURL(/[?&]salary_to=4000(&|$)/);
    await expect(scope.locator('input[name="salary_to"]')).toBeFocused();
    if (viewport.name === 'phone') {
      await scope.getByRole('button', { name: 'Show results' }).click();
      await expect(scope).toBeHidden();
      await expect(page.getByTestId('filters-button')).toHaveText('Filters (2)');
    }
    await expectAccessible(page);
    await context.close();
  });
}

test('/candidates filters without JavaScript through its submit button', async ({ browser, baseURL }) => {
  const { context, page } = await visit(browser, baseURL!, { javaScriptEnabled: false });
  await page.goto('/candidates');
  const unfiltered = (await page.getByTestId('candidates-found').textContent()) ?? '';
  await page.locator('input[name="seniority"][value="junior"]').check();
  await page.getByRole('button', { name: words.filter!, exact: true }).click();
  await expect(page).toHaveURL(/[?&]seniority=junior(&|$)/);
  await expect(page.getByTestId('candidates-found')).not.toHaveText(unfiltered);
  await context.close();
});
