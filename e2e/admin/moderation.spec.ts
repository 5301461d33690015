import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL, expect, expectAccessible, randomClientIp, test } from '../fixtures.ts';
import { hydrated } from '../support/hydration.ts';
import { registerThroughApi } from '../support/session.ts';

/** A word no demo item has, so a search for it finds only what this test posted. */
const TOKEN = `Wombatix${Date.now()}`;
const REJECTED = `Vacancy to reject ${TOKEN}`;
const APPROVED = `Vacancy to approve ${TOKEN}`;
const COMPANY = `Moderated Works ${TOKEN}`;

async function firstOf<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${BASE_URL}${path}`);
  expect(response.status(), await response.text()).toBe(200);
  const { list } = ((await response.json()) as { data: { list: T[] } }).data;
  if (!list[0]) throw new Error(`${path} listed nothing`);
  return list[0];
}

/**
 * What the queues need, made through the product as a new employer does: an account, a company and two vacancies,
 * all pending until an admin decides.
 */
async function postPendingItems(request: APIRequestContext) {
  const ip = randomClientIp();
  const account = await registerThroughApi(request, BASE_URL, { role: 'company', locale: 'en' }, ip);
  const headers = { authorization: `Bearer ${account.session.token}`, 'x-forwarded-for': ip };
  const company = await request.post(`${BASE_URL}/api/companies`, {
    headers,
    data: { name: COMPANY, description: 'We make moderation tools.' },
  });
  expect(company.status(), await company.text()).toBe(201);
  const specialization = await firstOf<{ id: number }>(request, '/api/specializations?type_id=2&limit=1');
  const city = await firstOf<{ id: number }>(request, '/api/cities?search=Wroc&limit=1');
  const ids: number[] = [];
  for (const title of [REJECTED, APPROVED]) {
    const created = await request.post(`${BASE_URL}/api/vacancies`, {
      headers,
      data: {
        title,
        description: `<p>We need someone for ${TOKEN}.</p>`,
        specialization_ids: [specialization.id],
        seniority: 'middle',
        experience: '3y+',
        english_level: 'intermediate',
        job_types: ['full_time'],
        employment: ['is_seekers'],
        city_ids: [city.id],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push(((await created.json()) as { data: { id: number } }).data.id);
  }
  return { vacancyIds: ids, companyId: ((await company.json()) as { data: { id: number } }).data.id };
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('an admin sees the queues and trends, rejects and approves vacancies, and approves a company', async ({
  consentGiven: page,
  login,
  playwright,
}) => {
  const request = await playwright.request.newContext();
  const { vacancyIds, companyId } = await postPendingItems(request);
  await request.dispose();
  await page.setViewportSize({ width: 1400, height: 900 });
  await login('admin');

  // The charts are in the server's HTML: they cost no script on first load.
  const html = await (await page.request.get('/admin')).text();
  expect(html.match(/<svg[^>]*data-chart="trend"/g)?.length).toBe(4);
  expect(html).toContain('<title');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const trend of ['Registrations', 'Vacancies', 'Applications', 'Hires']) {
    await expect(page.getByRole('img', { name: `${trend} per day` })).toBeVisible();
  }
  const vacanciesQueue = page.getByTestId('queue-vacancies');
  const waiting = async (queue: string) =>
    Number((await page.getByTestId(`queue-${queue}`).locator('.sr-only').textContent())?.match(/\d+/)?.[0]);
  expect(await waiting('vacancies')).toBeGreaterThanOrEqual(2);
  expect(await waiting('companies')).toBeGreaterThanOrEqual(1);
  await expectAccessible(page);

  await vacanciesQueue.click();
  await expect(page).toHaveURL(/\/admin\/vacancies$/);
  await expect(page.getByLabel('Status')).toHaveValue('pending');
  await page.getByRole('main').getByRole('searchbox', { name: 'Search', exact: true }).fill(TOKEN);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${TOKEN}`));
  await expect(rowOf(page, TOKEN)).toHaveCount(2);
  await expectAccessible(page);

  // A rejection without a reason is refused under the reason's field.
  await page.getByRole('checkbox', { name: `Select ${REJECTED}` }).check();
  await expect(page.getByText('Selected: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Reject' }).click();
  const reason = page.getByRole('textbox', { name: 'Reason for a rejection' });
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: `Select ${REJECTED}` }).check();
  await reason.fill('The salary is missing.');
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(page, '1 item rejected')).toBeVisible();
  await expect(rowOf(page, REJECTED)).toHaveCount(0);

  await page.getByRole('checkbox', { name: `Select ${APPROVED}` }).check();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, '1 item approved')).toBeVisible();
  await expect(page.getByText('Nothing here with these filters.')).toBeVisible();

  // Every status: the rejected one with its reason, the approved one linking to its public page.
  await page.getByLabel('Status').selectOption('all');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(rowOf(page, REJECTED)).toContainText('Reason: The salary is missing.');
  await expect(rowOf(page, APPROVED).getByRole('link', { name: `Open: ${APPROVED}` })).toBeVisible();
  const csv = await (await page.request.get(`/admin/vacancies/export?q=${TOKEN}&status=all`)).text();
  expect(csv).toContain(REJECTED);
  expect(csv).toContain(APPROVED);

  await page.goto(`/admin/vacancies/${vacancyIds[0]}`);
  await expect(page.getByRole('heading', { level: 1, name: REJECTED })).toBeVisible();
  await expect(page.getByText(`We need someone for ${TOKEN}.`)).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/admin/companies?q=${encodeURIComponent(COMPANY)}`);
  await expect(rowOf(page, COMPANY)).toHaveCount(1);
  await expectAccessible(page);
  // Ticked before hydration, a box would be reset by React's first render: wait for the page's script.
  await hydrated(page, 'input[name="ids"]');
  await page.getByRole('checkbox', { name: `Select ${COMPANY}` }).check();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, '1 item approved')).toBeVisible();
  await expect(rowOf(page, COMPANY)).toHaveCount(0);

  await page.goto(`/admin/companies/${companyId}`);
  await expect(page.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
  await expectAccessible(page);
  for (const path of ['/admin/candidates', '/admin/reviews']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
});
