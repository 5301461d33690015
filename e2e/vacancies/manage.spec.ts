import type { Page } from '@playwright/test';
import type { TVacancy } from '../../packages/contract/src/vacancies/vacancy.ts';
import { expect, expectAccessible, localized, randomClientIp, test } from '../fixtures.ts';
import { catalog } from '../support/catalog.ts';
import { moderate } from '../support/moderation.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';
import { registerThroughApi, signInThroughApi } from '../support/session.ts';

type Tree = { [key: string]: string | Tree };
const flat = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.assign(
    {},
    ...Object.entries(tree).map(([key, value]) =>
      typeof value === 'string' ? { [prefix + key]: value } : flat(value, `${prefix}${key}.`),
    ),
  );
/** The words the company's vacancy pages show, by their dotted keys (`moderation.pending`). */
const wordsOf = (locale: string) => {
  const words = flat(catalog<{ employer: Tree }>(locale, 'Vacancies').employer);
  return (key: string) => {
    const word = words[key];
    if (word === undefined) throw new Error(`no word Vacancies:employer.${key} in ${locale}`);
    return word;
  };
};
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
const CITY = { en: { typed: 'muni', name: 'Munich' }, uk: { typed: 'мюнх', name: 'Мюнхен' } } as const;

// One server of these tests' own (their vacancies would change the suite's searches); the demo admin moderates.
test.describe.configure({ mode: 'serial' });
let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** A fresh company account with a company of its own, signed in in the page's browser context. */
async function companyAccount(page: Page, locale: 'en' | 'uk') {
  const ip = randomClientIp();
  const account = await registerThroughApi(page.context().request, server.origin, { role: 'company', locale }, ip);
  const created = await page.context().request.post(`${server.origin}/api/companies`, {
    headers: { authorization: `Bearer ${account.session.token}`, 'x-forwarded-for': ip },
    data: { name: `Vacancy Posters ${Date.now()}`, description: 'We build logistics software.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await page.context().addCookies([{ name: 'cookie_consent', value: '1', url: server.origin }]);
  await signInThroughApi(page.context(), server.origin, account, ip);
}

/** Goes through the vacancy wizard like a person, reloading on step 2 (the step survives), and publishes. */
async function postThroughWizard(page: Page, locale: 'en' | 'uk', title: string) {
  const words = wordsOf(locale);
  // The wizard's footer is the kit's Stepper, whose words are the kit's own.
  const kit = catalog(locale, 'Ui');
  const stepText = (step: number) => `${fill(kit.stepOf ?? '', { step, steps: 6 })} · `;
  const next = page.getByRole('button', { name: kit.next, exact: true });
  await page.goto(server.origin + localized(locale, '/profile/job-openings'));
  await expect(page.getByText(words('noneYet'))).toBeVisible();
  await expectAccessible(page);
  await page
    .locator('main')
    .getByRole('link', { name: words('postJob') })
    .click();
  await expect(page.getByText(stepText(1))).toBeVisible();
  await next.click();
  await expect(page.getByText(stepText(2))).toBeVisible();
  await page.reload();
  // Spec section 4: the wizard's step is kept in the browser, so the reload stays on step 2.
  await expect(page.getByText(stepText(2))).toBeVisible();
  await page.getByRole('button', { name: kit.back, exact: true }).click();

  await expect(page.getByText(stepText(1))).toBeVisible();
  await page.locator('input[name="title"]').fill(title);
  await page.getByRole('textbox', { name: words('description') }).click();
  await page.keyboard.type('Payments for logistics. We use ');
  await page.getByRole('button', { name: words('bold') }).click();
  await page.keyboard.type('Go and Kafka');
  await expectAccessible(page);
  await next.click();

  await expect(page.getByText(stepText(2))).toBeVisible();
  await page.locator('input[name="specialization_ids"]').first().check();
  const keywords = page.locator('input[name="keyword_ids"]');
  for (let index = 0; index < 5; index++) await keywords.nth(index).check();
  // Five technologies at most (spec section 5): the other boxes are off once five are ticked.
  await expect(keywords.nth(5)).toBeDisabled();
  await expect(page.getByText(fill(words('chosenOf'), { n: 5, max: 5 }))).toBeVisible();
  await keywords.nth(4).uncheck();
  await expect(keywords.nth(5)).toBeEnabled();
  await expectAccessible(page);
  await next.click();

  await page.locator('select[name="seniority"]').selectOption('senior');
  await page.locator('select[name="english_level"]').selectOption('upper_intermediate');
  await next.click();

  // Spec section 9: thousands grouped by spaces while typing.
  await page.getByLabel(words('salaryFrom'), { exact: true }).pressSequentially('25000');
  await expect(page.getByLabel(words('salaryFrom'), { exact: true })).toHaveValue('25 000');
  await page.getByLabel(words('salaryTo'), { exact: true }).pressSequentially('400000');
  await expect(page.getByLabel(words('salaryTo'), { exact: true })).toHaveValue('400 000');
  await expectAccessible(page);
  await next.click();

  await page.locator('input[name="job_types"][value="is_remote_work"]').check();
  await page.locator('input[name="employment"][value="is_seekers"]').check();
  await page.getByRole('combobox').pressSequentially(CITY[locale].typed, { delay: 40 });
  await page
    .getByRole('option', { name: new RegExp(CITY[locale].name) })
    .first()
    .click();
  await expect(page.getByRole('list', { name: words('cities') })).toContainText(CITY[locale].name);
  await expectAccessible(page);
  await next.click();

  await page.getByRole('button', { name: words('addQuestion') }).click();
  await page
    .getByLabel(fill(words('questionN'), { n: 1 }), { exact: true })
    .fill('Which payment systems have you built?');
  await page.getByRole('button', { name: words('publish') }).click();
  await page.waitForURL(/\/profile\/job-openings\/\d+\?created=1$/);
  return Number(/job-openings\/(\d+)/.exec(page.url())?.[1]);
}

/**
 * The approved vacancy as the public finds it: on its technology's, seniority's and city's landing pages and in the
 * search, each narrowed by the word only its title has, in the page's language.
 */
async function expectFoundByThePublic(page: Page, locale: 'en' | 'uk', id: number, token: string) {
  const answer = await page.request.get(`${server.origin}/api/vacancies/${id}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const vacancy = ((await answer.json()) as { data: TVacancy }).data;
  const technology = vacancy.keywords[0]?.slug;
  const city = vacancy.cities[0]?.slug;
  expect(technology && city && vacancy.seniority).toBeTruthy();
  const card = page.getByTestId('vacancy-card').filter({ hasText: vacancy.title });
  for (const path of [
    `/job-openings/technologies/${technology}`,
    `/job-openings/seniority/${vacancy.seniority}`,
    `/job-openings/cities/${city}`,
    '/job-openings',
  ]) {
    const response = await page.goto(`${server.origin}${localized(locale, path)}?search=${token}`);
    expect(response?.status(), path).toBe(200);
    await expect(card, path).toBeVisible();
  }
  await expectAccessible(page);
}

test('a company posts a vacancy through the wizard, sees it wait for moderation, and once approved raises, pauses and edits it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const words = wordsOf('en');
  await companyAccount(page, 'en');
  const title = `Senior Go developer Brontide ${Date.now()}`;
  const id = await postThroughWizard(page, 'en', title);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('status').filter({ hasText: words('createdNotice') })).toBeVisible();
  await expect(page.locator('main').getByText(words('moderation.pending'), { exact: true }).first()).toBeVisible();
  // What the wizard posted is what the edit form starts from.
  await expect(page.locator('input[name="title"]')).toHaveValue(title);
  await expect(page.getByLabel(words('salaryFrom'), { exact: true })).toHaveValue('25 000');
  await expect(page.locator('select[name="seniority"]')).toHaveValue('senior');
  await expect(page.locator('input[name="job_types"][value="is_remote_work"]')).toBeChecked();
  await expect(page.getByRole('list', { name: words('cities') })).toContainText('Munich');
  await expect(page.getByLabel('Question 1', { exact: true })).toHaveValue('Which payment systems have you built?');
  await expect(page.getByRole('textbox', { name: words('description') }).locator('b, strong')).toHaveText(
    'Go and Kafka',
  );
  await expectAccessible(page);

  await page.getByRole('link', { name: words('backToList') }).click();
  const pendingTab = page.getByRole('link', { name: new RegExp(`^${words('tab.pending')}`) });
  await expect(pendingTab).toContainText('1');
  await pendingTab.click();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${words('tab.approved')}`) }).click();
  await expect(page.getByText(words('noneOnTab'))).toBeVisible();

  await moderate(page.request, server.origin, 'vacancies', [id]);
  await page.goto(`${server.origin}/profile/job-openings/${id}`);
  await expect(page.locator('main').getByText(words('moderation.approved'), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(words('createdNotice'))).toHaveCount(0);
  await expectFoundByThePublic(page, 'en', id, 'Brontide');
  await page.goto(`${server.origin}/profile/job-openings/${id}`);

  // Approval published it just now: raising again within 24 hours is refused, saying from when it works.
  await page.getByRole('button', { name: words('raise'), exact: true }).click();
  await expect(page.locator('main').getByRole('alert')).toContainText(words('raiseRefused').split('{{')[0] ?? '');
  await expectAccessible(page);

  await page.getByRole('button', { name: words('pause'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: words('done.pause') })).toBeVisible();
  await expect(page.locator('main').getByText(words('state.paused'), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: words('resume'), exact: true })).toBeVisible();

  await page.locator('input[name="title"]').fill(`${title} (Kafka)`);
  await page.getByRole('button', { name: words('save') }).click();
  await expect(page.getByRole('status').filter({ hasText: words('savedForModeration') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (Kafka)`);
  // An edit goes back to moderation.
  await expect(page.getByRole('status').filter({ hasText: words('pendingNotice') })).toBeVisible();

  // A moderator rejects the edit, saying why: the company reads it on the vacancy's page.
  const reason = `Name the Kafka version you run (${Date.now()})`;
  await moderate(page.request, server.origin, 'vacancies', [id], { status: 'rejected', reason });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: words('rejectedNotice') })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: reason })).toBeVisible();
  await expectAccessible(page);
});

test('a company posts a vacancy in Ukrainian, finds it on the public pages once approved, and pauses it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const words = wordsOf('uk');
  await companyAccount(page, 'uk');
  const title = `Мідл QA-інженер Zemblor ${Date.now()}`;
  const id = await postThroughWizard(page, 'uk', title);
  await expect(page.getByRole('status').filter({ hasText: words('createdNotice') })).toBeVisible();
  await expect(page.getByLabel(words('salaryFrom'), { exact: true })).toHaveValue('25 000');
  await moderate(page.request, server.origin, 'vacancies', [id]);
  await expectFoundByThePublic(page, 'uk', id, 'Zemblor');
  await page.goto(`${server.origin}/uk/profile/job-openings/${id}`);
  await page.getByRole('button', { name: words('pause'), exact: true }).click();
  await expect(page.getByRole('button', { name: words('resume'), exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: words('backToList') }).click();
  await expect(page).toHaveURL(/\/uk\/profile\/job-openings$/);
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expectAccessible(page);
});
