import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** Issue 26: what a guest's first visit to a public page may download in JavaScript before they interact. */
const FIRST_LOAD_BUDGET_KB = 100;

/** The public pages guests arrive on from search engines; the landing page and the vacancy come from the demo data. */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const { data: landings } = await (await request.get('/api/vacancies/search/pages')).json();
  const landing = landings.technologies.find((page: { count: number }) => page.count > 0)?.path;
  const { data: jobs } = await (await request.get('/api/jobs')).json();
  expect(landing, 'a technology landing page with vacancies in the demo data').toBeTruthy();
  expect(jobs.list[0], 'an open vacancy in the demo data').toBeTruthy();
  return [
    '/',
    '/job-openings',
    landing,
    `/job-openings/${jobs.list[0].slug}`,
    '/companies',
    '/company/hushwork-demo-labs',
    '/candidates',
    '/blog',
    '/salaries',
    '/subscriptions',
    '/turbo-1',
  ];
}

/**
 * Scripts the page downloads (bytes as sent) and the errors it reports, from now on. `settled()` waits for the sizes
 * still being read: a tab closed while one is read would reject it outside the test's reach and fail the run.
 */
function watch(page: Page) {
  const scripts: { url: string; bytes: number }[] = [];
  const errors: string[] = [];
  const reading: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    reading.push(
      request.sizes().then(
        (sizes) => {
          scripts.push({ url: request.url(), bytes: sizes.responseBodySize });
        },
        (error: unknown) => {
          errors.push(`could not read the size of ${request.url()}: ${String(error)}`);
        },
      ),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { scripts, errors, settled: () => Promise.all(reading) };
}

/** React has hydrated the page: its header's logo link carries React's props. */
const isHydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.querySelector('header a') ?? {}).some((key) => key.startsWith('__reactProps')),
  );

test('a guest’s public pages load no app script until the guest interacts, then hydrate', async ({
  consentGiven: page,
}) => {
  test.setTimeout(120_000);
  for (const path of await publicPages(page.request)) {
    // A tab of its own per page: what the last page still loads is not counted against this one.
    const tab = await page.context().newPage();
    const seen = watch(tab);
    await tab.goto(path, { waitUntil: 'networkidle' });
    await seen.settled();
    const kb = seen.scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
    expect(kb, `${path} loaded ${seen.scripts.map((s) => s.url).join(', ')}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
    expect(seen.scripts, `${path} loads no script file before an interaction`).toEqual([]);
    expect(await isHydrated(tab)).toBe(false);

    await tab.mouse.move(200, 300);
    await expect.poll(() => isHydrated(tab), { message: `${path} hydrates once the pointer moves` }).toBe(true);
    await tab.waitForLoadState('networkidle');
    await seen.settled();
    expect(seen.scripts.length).toBeGreaterThan(0);
    expect(seen.errors, `${path} reports no error`).toEqual([]);
    await tab.close();
  }
});

test('once hydrated, a guest’s page navigates in place', async ({ consentGiven: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/job-openings');
  await page.keyboard.press('Shift');
  await expect.poll(() => isHydrated(page)).toBe(true);
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await page.locator('header').getByRole('link', { name: 'Companies' }).first().click();
  await expect(page).toHaveURL(/\/companies$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('a signed-in visitor’s public page hydrates on load', async ({ consentGiven: page, login }) => {
  await login('worker');
  await page.goto('/job-openings');
  await expect.poll(() => isHydrated(page)).toBe(true);
});

test('a form a guest posts before hydration answers with a page that hydrates on load and acts on the answer', async ({
  consentGiven: page,
}) => {
  const article = '/blog/how-to-write-resume';
  await page.goto(article);
  // The form goes as the browser sends it without the page's script: no pointer, key or focus on the way.
  await page.evaluate(() => {
    // The last one is the new comment's (each answer's form comes before it, folded).
    const fields = document.querySelectorAll<HTMLTextAreaElement>('form textarea[name="text"]');
    const field = fields[fields.length - 1];
    if (!field?.form) throw new Error('no comment form on the article');
    field.value = 'Thank you, a useful article';
    field.form.submit();
  });
  // The answer asks the guest to sign in first, which only the page's script can do (the comment waits in the browser).
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(article)}$`));
});
