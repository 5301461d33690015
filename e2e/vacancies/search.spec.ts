import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, localized, randomClientIp, test } from '../fixtures.ts';
import { catalog } from '../support/catalog.ts';
import { moderate } from '../support/moderation.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';
import { registerThroughApi } from '../support/session.ts';

type Tree = { [key: string]: string | Tree };
/** A word of the Vacancies catalog by its dotted key, with its `{{values}}` filled in. */
const wordOf = (locale: string) => {
  const words = catalog<Tree>(locale, 'Vacancies');
  return (key: string, values: Record<string, string | number> = {}) => {
    const word = key.split('.').reduce<string | Tree | undefined>((tree, part) => (tree as Tree)?.[part], words);
    if (typeof word !== 'string') throw new Error(`no word Vacancies:${key} in ${locale}`);
    return word.replace(/\{\{(\w+)(?:, \w+)?\}\}/g, (_, name: string) => String(values[name]));
  };
};

/** A word no demo vacancy has, so a search for it finds only the vacancy these tests post. */
const TOKEN = 'Quokkaplex';
const TITLE = `Senior Rust engineer ${TOKEN}`;
type Ref = { id: number; slug: string; name: string };

// One server of these tests' own: their vacancy would change what the suite's searches find.
let server: OwnServer;
let technology: Ref;
let city: Ref & { country_id: number };
let vacancySlug: string;
/** The company that posted the vacancy, and one that posted none: both approved. */
let posting: { id: number; slug: string; name: string };
let idle: { id: number; slug: string; name: string };

async function firstOf<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${server.origin}${path}`);
  expect(response.status(), await response.text()).toBe(200);
  const { list } = ((await response.json()) as { data: { list: T[] } }).data;
  if (!list[0]) throw new Error(`${path} listed nothing`);
  return list[0];
}

// The tests of a vacancy posted here run on a server of their own, where the demo admin approves it; the search page's
// layout tests below use the suite's server and its demo data.
test.describe('a vacancy posted and approved here', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(300_000);
    server = await startOwnServer();
    const request = await playwright.request.newContext();
    const ip = randomClientIp();
    const account = await registerThroughApi(request, server.origin, { role: 'company', locale: 'en' }, ip);
    const headers = { authorization: `Bearer ${account.session.token}`, 'x-forwarded-for': ip };
    // A company name of words no demo vacancy has: a search for it finds only this company's vacancy.
    const company = await request.post(`${server.origin}/api/companies`, {
      headers,
      data: { name: `Zephyrine Compilers ${Date.now()}`, description: 'We build compilers.' },
    });
    expect(company.status(), await company.text()).toBe(201);
    posting = ((await company.json()) as { data: { id: number; slug: string; name: string } }).data;
    const idleIp = randomClientIp();
    const idleAccount = await registerThroughApi(request, server.origin, { role: 'company', locale: 'en' }, idleIp);
    const idleCompany = await request.post(`${server.origin}/api/companies`, {
      headers: { authorization: `Bearer ${idleAccount.session.token}`, 'x-forwarded-for': idleIp },
      data: { name: `Idle Testers ${Date.now()}`, description: 'Nothing open yet.' },
    });
    expect(idleCompany.status(), await idleCompany.text()).toBe(201);
    idle = ((await idleCompany.json()) as { data: { id: number; slug: string; name: string } }).data;
    const companyIds = [posting.id, idle.id];
    technology = await firstOf<Ref>(request, '/api/keywords?search=Rust&limit=1');
    city = await firstOf<Ref & { country_id: number }>(request, '/api/cities?search=Wroc&limit=1');
    const specialization = await firstOf<Ref>(request, '/api/specializations?type_id=2&limit=1');
    const created = await request.post(`${server.origin}/api/vacancies`, {
      headers,
      data: {
        title: TITLE,
        description: `<p>We write a <strong>compiler</strong> in Rust. ${TOKEN} is our codename.</p>`,
        specialization_ids: [specialization.id],
        keyword_ids: [technology.id],
        seniority: 'senior',
        experience: '3y+',
        english_level: 'intermediate',
        budget: 5000,
        budget2: 7000,
        currency: 'EUR',
        job_types: ['full_time'],
        employment: ['is_seekers'],
        city_ids: [city.id],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const vacancy = ((await created.json()) as { data: { id: number; slug: string } }).data;
    vacancySlug = vacancy.slug;
    await moderate(request, server.origin, 'vacancies', [vacancy.id]);
    await moderate(request, server.origin, 'companies', companyIds);
    await request.dispose();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  const open = async (page: Page, locale: string, path: string) => {
    const response = await page.goto(server.origin + localized(locale, path));
    expect(response?.status()).toBe(200);
  };
  const card = (page: Page) => page.getByTestId('vacancy-card').filter({ hasText: TITLE });

  for (const locale of ['en', 'uk'] as const) {
    test(`an approved vacancy is on its technology, seniority and city pages and found with filters (${locale})`, async ({
      page,
    }) => {
      // Seven pages, a filtered search and axe: about 30 s on a quiet 2-core machine, so the default limit is too short.
      const word = wordOf(locale);
      // A hydration that disagrees with the server's render is reported as a page error: none may happen.
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.context().addCookies([{ name: 'cookie_consent', value: '1', url: server.origin }]);

      // Its technology's landing page, its heading in the page's language; the search word narrows it to ours.
      await open(page, locale, `/job-openings/technologies/${technology.slug}?search=${TOKEN}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        word('landing.technologies.heading', { technology: technology.name }),
      );
      await expect(card(page)).toBeVisible();
      await expectAccessible(page);

      // Its seniority's page lists it; another seniority's page does not, and says it has nothing.
      await open(page, locale, `/job-openings/seniority/senior?search=${TOKEN}`);
      await expect(card(page)).toBeVisible();
      await expectAccessible(page);
      await open(page, locale, `/job-openings/seniority/junior?search=${TOKEN}`);
      await expect(page.getByText(word('landing.empty'))).toBeVisible();
      await expect(card(page)).toHaveCount(0);

      // Its city's page, and the technology in that city under the canonical address that names the country.
      await open(page, locale, `/job-openings/cities/${city.slug}?search=${TOKEN}`);
      await expect(card(page)).toBeVisible();
      await expectAccessible(page);
      await open(page, locale, `/job-openings/technologies/${technology.slug}/senior/${city.slug}`);
      expect(new URL(page.url()).pathname).toMatch(
        new RegExp(`/job-openings/technologies/${technology.slug}/senior/[a-z0-9-]+/${city.slug}$`),
      );
      await expect(card(page)).toBeVisible();

      // The search: the words and a seniority ticked in the filters find it; a seniority it does not have does not.
      await open(page, locale, '/job-openings');
      // Typing applies itself after a pause, and the field keeps its focus.
      await page.getByRole('searchbox', { name: word('filters.search') }).fill(TOKEN);
      await expect(page).toHaveURL(new RegExp(`search=${TOKEN}`));
      await expect(page.getByRole('searchbox', { name: word('filters.search') })).toBeFocused();
      await expect(card(page)).toBeVisible();
      await expect(page.getByTestId('jobs-found')).toHaveText(word('found_one', { count: 1 }));
      // A tick applies at once: no button to press.
      await page.getByRole('checkbox', { name: new RegExp(`^${word('seniority.senior')} `) }).check();
      await expect(page).toHaveURL(/seniority=senior/);
      await expect(card(page)).toBeVisible();
      await expectAccessible(page);
      await open(page, locale, `/job-openings?search=${TOKEN}&seniority=junior`);
      await expect(card(page)).toHaveCount(0);
      await expect(page.getByText(word('emptySearch', { search: TOKEN }))).toBeVisible();

      // Its page: what the company entered, and the JobPosting search engines read.
      await open(page, locale, `/job-openings/technologies/${technology.slug}?search=${TOKEN}`);
      await card(page).getByRole('link', { name: TITLE }).click();
      await expect(page).toHaveURL(new RegExp(`/job-openings/${vacancySlug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
      await expect(page.getByText('5\u00a0000 – 7\u00a0000 EUR')).toBeVisible();
      await expect(page.locator('article strong', { hasText: 'compiler' })).toBeVisible();
      const postings = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
      expect(postings.find((posting) => posting['@type'] === 'JobPosting')).toMatchObject({
        title: TITLE,
        employmentType: ['FULL_TIME'],
        baseSalary: { currency: 'EUR', value: { minValue: 5000, maxValue: 7000 } },
      });
      await expectAccessible(page);
      expect(pageErrors).toEqual([]);
    });
  }

  test('an unknown technology, city or seniority is the 404 page', async ({ page }) => {
    for (const path of [
      '/job-openings/technologies/no-such-technology',
      '/uk/job-openings/cities/no-such-city',
      '/job-openings/seniority/guru',
    ]) {
      const response = await page.goto(server.origin + path);
      expect(response?.status(), path).toBe(404);
    }
  });

  test("the home page's and the vacancies menu's links lead to landing pages", async ({ page }) => {
    for (const locale of ['en', 'uk'] as const) {
      await open(page, locale, '/');
      const links = await page
        .locator('a[href*="/job-openings/"]')
        .evaluateAll((anchors) => [...new Set(anchors.map((anchor) => (anchor as HTMLAnchorElement).pathname))]);
      // Job roles, technologies and cities on the home page, roles and cities in the header's menu.
      for (const kind of ['dev', 'technologies', 'cities']) {
        expect(
          links.some((path) => path.includes(`/job-openings/${kind}/`)),
          `${locale}: ${kind}`,
        ).toBe(true);
      }
      for (const path of links) {
        const response = await page.request.get(server.origin + path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
      }
    }
  });

  test("a company's page lists its open vacancies, and says so when it has none", async ({ page }) => {
    await page.context().addCookies([{ name: 'cookie_consent', value: '1', url: server.origin }]);
    const companies = catalog<Record<string, string>>('en', 'Companies');
    await open(page, 'en', `/company/${posting.slug}/vacancies`);
    await expect(card(page)).toBeVisible();
    await expect(page.getByTestId('company-vacancies-found')).toHaveText('1 open job opening');
    await expectAccessible(page);
    await card(page).getByRole('link', { name: TITLE }).click();
    await expect(page).toHaveURL(new RegExp(`/job-openings/${vacancySlug}$`));

    await open(page, 'en', `/company/${idle.slug}/vacancies`);
    await expect(page.getByTestId('vacancy-card')).toHaveCount(0);
    await expect(page.getByText((companies.noVacancies as string).replace('{{name}}', idle.name))).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: wordOf('en')('allVacancies') })).toBeVisible();
    await expectAccessible(page);
  });

  test('the job search finds a vacancy by its company’s name', async ({ page }) => {
    await open(page, 'en', `/job-openings?search=${encodeURIComponent(posting.name.split(' ')[0] as string)}`);
    await expect(page.getByTestId('vacancy-card')).toHaveCount(1);
    await expect(card(page)).toBeVisible();
  });
});

const SCREENS = fileURLToPath(new URL('../../.tmp/screens-search', import.meta.url));

/** A context of the suite's server (its demo data) with cookies accepted, from an address of its own. */
async function visit(browser: Browser, baseURL: string, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
    ...options,
  });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL }]);
  return { context, page: await context.newPage() };
}

const seniorityBox = (scope: Page | Locator, seniority: string) =>
  scope.getByRole('checkbox', { name: new RegExp(`^${wordOf('en')(`seniority.${seniority}`)} `) });

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  test(`/job-openings shows results first and applies filters as they change (${viewport.name})`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visit(browser, baseURL!, { viewport });
    const word = wordOf('en');
    await page.goto('/job-openings');
    // The first result is above the fold, and a few featured vacancies lead the results, marked.
    const first = page.getByTestId('vacancy-card').first();
    await expect(first).toBeVisible();
    expect((await first.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(viewport.height - 100);
    const featured = await page.getByTestId('featured').count();
    expect(featured).toBeGreaterThan(0);
    expect(featured).toBeLessThanOrEqual(3);
    await expect(first.getByTestId('featured')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/job-openings-${viewport.name}.png` });
    await expectAccessible(page);
    // Nothing to press: the no-JavaScript submit button is not there.
    await expect(page.getByRole('button', { name: word('filters.apply') })).toHaveCount(0);

    const unfiltered = (await page.getByTestId('jobs-found').textContent()) ?? '';
    let scope: Page | Locator = page.locator('aside#filters');
    if (viewport.name === 'phone') {
      await expect(page.getByTestId('filters-button')).toHaveText('Filters');
      await page.getByTestId('filters-button').click();
      scope = page.getByRole('dialog', { name: 'Filters' });
      await expect(scope).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/job-openings-drawer.png` });
      await expectAccessible(page);
    }
    await seniorityBox(scope, 'junior').check();
    await expect(page).toHaveURL(/[?&]seniority=junior(&|$)/);
    await expect(page.getByTestId('jobs-found')).not.toHaveText(unfiltered);
    // Typing applies itself after a pause, and the field keeps its focus.
    const words = scope.getByRole('searchbox', { name: word('filters.search') });
    await words.fill('developer');
    await expect(page).toHaveURL(/[?&]search=developer(&|$)/);
    await expect(words).toBeFocused();
    if (viewport.name === 'phone') {
      await scope.getByRole('button', { name: 'Show results' }).click();
      await expect(scope).toBeHidden();
      await expect(page.getByTestId('filters-button')).toHaveText('Filters (2)');
      await expect(page.getByTestId('vacancy-card').first()).toBeInViewport();
    }
    // On a phone the sidebar is hidden (its copy was in the dialog, counted on the button above).
    if (viewport.name !== 'phone') await expect(seniorityBox(page.locator('aside#filters'), 'junior')).toBeChecked();
    await expectAccessible(page);
    await context.close();
  });
}

test('/job-openings filters without JavaScript through its submit button', async ({ browser, baseURL }) => {
  const { context, page } = await visit(browser, baseURL!, { javaScriptEnabled: false });
  const word = wordOf('en');
  await page.goto('/job-openings');
  const unfiltered = (await page.getByTestId('jobs-found').textContent()) ?? '';
  await seniorityBox(page, 'junior').check();
  await page.getByRole('button', { name: word('filters.apply') }).click();
  await expect(page).toHaveURL(/[?&]seniority=junior(&|$)/);
  await expect(page.getByTestId('jobs-found')).not.toHaveText(unfiltered);
  await expect(seniorityBox(page, 'junior')).toBeChecked();
  await context.close();
});

test("a company's Job openings tab lists its open vacancies as cards, paged", async ({ browser, baseURL }) => {
  const { context, page } = await visit(browser, baseURL!);
  await page.goto('/company/hushwork-demo-labs/vacancies');
  const cards = page.getByTestId('vacancy-card');
  await expect(cards.first()).toBeVisible();
  const total = Number((await page.getByTestId('company-vacancies-found').textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(0);
  await expect(cards).toHaveCount(Math.min(total, 20));
  await expect(cards.first()).toContainText('Hushwork Demo Labs');
  await page.screenshot({ path: `${SCREENS}/company-vacancies-desktop.png` });
  await expectAccessible(page);
  if (total > 20) {
    await page.getByRole('link', { name: catalog<{ nextPage: string }>('en', 'Ui').nextPage }).click();
    await expect(page).toHaveURL(/\/company\/hushwork-demo-labs\/vacancies\?page=2$/);
    await expect(cards).toHaveCount(Math.min(total - 20, 20));
  }
  await context.close();
});
