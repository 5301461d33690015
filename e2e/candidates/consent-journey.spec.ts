import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, randomClientIp, test } from '../fixtures.ts';
import { PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { completeAddResume } from '../support/candidate-profile.ts';
import { catalog } from '../support/catalog.ts';
import { moderate } from '../support/moderation.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';
import { registerThroughApi, signInThroughApi } from '../support/session.ts';

const words = catalog<Record<string, string>>('en', 'Candidates');
const word = (key: string, values: Record<string, string> = {}) => {
  const text = words[key];
  if (text === undefined) throw new Error(`no word Candidates:${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
};

// Issue 15's journey on a server of its own (its profile would join the suite's candidate searches); the demo admin
// approves the profile and the company through the admin API.
test.describe.configure({ mode: 'serial' });
let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() } });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: server.origin }]);
  return context.newPage();
}

test('a worker’s approved profile is found by a company without contacts, opened to it, seen whole, and closed again', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // Distinctive, so a page that shows them shows them because the profile is open, not by chance.
  const stamp = Date.now();
  // Public text refuses what looks like a phone number, so the position's own mark is letters.
  const mark = String(stamp).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? '');
  const person = { name: `Zoryana Kvitka ${mark}`, telegram: `@zkvitka_${stamp % 100000}` };
  const position = `Kotlin Quillmaker ${mark}`;

  const worker = await visitor(browser);
  await worker.goto(`${server.origin}/register`);
  await worker.locator('input[name="role_id"][value="1"]').check();
  await worker.locator('input[name="name"]').fill(person.name);
  await worker.locator('input[name="email"]').fill(uniqueEmail('consent-worker'));
  await worker.locator('input[name="password"]').fill(PASSWORD);
  await worker.locator('input[name="sameAsPassword"]').fill(PASSWORD);
  await worker.locator('form button[type="submit"]').click();
  await expect(worker).toHaveURL(/\/profile\/add-resume$/);
  await completeAddResume(worker, { position });
  await expect(worker).toHaveURL(/\/profile\/user$/);
  await worker.goto(`${server.origin}/profile/user/contacts`);
  await worker.locator('input[name="telegram"]').fill(person.telegram);
  await worker.getByRole('button', { name: word('saveContacts') }).click();
  await expect(worker.getByText(word('contactsSaved'))).toBeVisible();

  // A company (approved, so candidates can find it by name) finds the profile by words and a filter, and sees it
  // without who it is.
  const companyName = `Consent Seekers ${stamp}`;
  const company = await visitor(browser);
  const ip = randomClientIp();
  const account = await registerThroughApi(company.request, server.origin, { role: 'company' }, ip);
  const created = await company.request.post(`${server.origin}/api/companies`, {
    headers: { authorization: `Bearer ${account.session.token}`, 'x-forwarded-for': ip },
    data: { name: companyName, description: 'We hire mobile developers for logistics.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const companyId = ((await created.json()) as { data: { id: number } }).data.id;

  const own = await worker.request.get(`${server.origin}/api/me/candidate`);
  const candidateId = ((await own.json()) as { data: { id: number } }).data.id;
  await moderate(company.request, server.origin, 'candidates', [candidateId]);
  await moderate(company.request, server.origin, 'companies', [companyId]);

  await signInThroughApi(company.context(), server.origin, account, ip);

  await company.goto(`${server.origin}/candidates`);
  const form = company.locator('main form:has(input[name="seniority"])');
  await form.locator('input[name="search"]').fill('Quillmaker');
  await form.locator('input[name="seniority"][value="middle"]').check();
  // The filters apply as they change (issue 23): no button to press with JavaScript on.
  await expect(company).toHaveURL(/search=Quillmaker.*seniority=middle|seniority=middle.*search=Quillmaker/);
  const card = company.getByTestId('candidate-card').filter({ hasText: position });
  await expect(card).toHaveCount(1);
  await expectAccessible(company);
  // Another seniority does not find it.
  await company.goto(`${server.origin}/candidates?search=Quillmaker&seniority=senior`);
  await expect(company.getByTestId('candidate-card').filter({ hasText: position })).toHaveCount(0);
  await company.goBack();
  await card.getByRole('link', { name: position }).click();
  await expect(company).toHaveURL(/\/candidate\/[^/?]+$/);
  const candidatePage = company.url();
  await expect(company.getByRole('heading', { level: 1 })).toContainText(position);
  await expect(company.getByTestId('contacts-hidden')).toBeVisible();
  const anonymous = await company.content();
  expect(anonymous).not.toContain(person.name);
  expect(anonymous).not.toContain(person.telegram.slice(1));
  await expectAccessible(company);

  // The worker opens the profile to that company from the contacts tab.
  await worker.goto(`${server.origin}/profile/user/contacts`);
  await worker.getByRole('combobox', { name: word('openCompany') }).fill('Consent Seekers');
  await worker
    .getByRole('listbox', { name: word('openCompany') })
    .getByRole('option', { name: companyName })
    .click();
  await worker.getByRole('button', { name: word('openButton'), exact: true }).click();
  await expect(worker.getByText(word('profileOpened'))).toBeVisible();
  const close = worker.getByRole('button', { name: word('closeProfile', { company: companyName }) });
  await expect(close).toBeVisible();
  await expectAccessible(worker);

  await company.goto(candidatePage);
  await expect(company.getByTestId('candidate-identity')).toContainText(person.name);
  await expect(company.getByTestId('candidate-contacts')).toContainText(person.telegram.slice(1));
  await expectAccessible(company);

  // Closed again: the company's next look is anonymous.
  await close.click();
  await expect(close).toHaveCount(0);
  await company.goto(candidatePage);
  await expect(company.getByTestId('contacts-hidden')).toBeVisible();
  const closed = await company.content();
  expect(closed).not.toContain(person.name);
  expect(closed).not.toContain(person.telegram.slice(1));
});
