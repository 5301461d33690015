import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, randomClientIp, test } from '../fixtures.ts';
import { PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { signInAsDemoAdmin } from '../support/admins.ts';
import { completeAddResume } from '../support/candidate-profile.ts';
import { catalog } from '../support/catalog.ts';
import { completeCompanyWizard } from '../support/companies.ts';
import { hydrated } from '../support/hydration.ts';
import { openHeaderMenu } from '../support/links.ts';
import { moderate } from '../support/moderation.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';

const headerWords = catalog<Record<string, string>>('en', 'Header');
/** The English header's word for `key`; a key the catalog lacks fails here instead of matching nothing. */
function header(key: string): string {
  const word = headerWords[key];
  if (word === undefined) throw new Error(`Header catalog has no "${key}"`);
  return word;
}
const vacancyWords = catalog<{ employer: { description: string; publish: string } }>('en', 'Vacancies').employer;
// The wizards' Back and Next are the kit's words (Stepper), not the vacancies' own.
const kitWords = catalog<{ next: string }>('en', 'Ui');
const applications = catalog<{
  apply: Record<string, string> & { coverLetter: string };
  responses: Record<string, string>;
}>('en', 'Applications');
const conversation = catalog<{ page: Record<string, string> }>('en', 'Messaging').page;

/** The widths the loop is walked at: a desktop and a 390 px phone (iPhone 12-15). */
const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
type Screen = (typeof SCREENS)[number];

// One server of this file's own (the new company and vacancy would change what the suite's server shows other specs);
// both walks share it, one after the other, and the demo admin approves through the admin API.
test.describe.configure({ mode: 'serial' });
let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** A visitor of their own address (per-IP limits) on this screen, cookies accepted. */
async function visitor(browser: Browser, screen: Screen) {
  const context = await browser.newContext({
    baseURL: server.origin,
    viewport: screen.viewport,
    isMobile: screen.name === 'phone',
    hasTouch: screen.name === 'phone',
    extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
  });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: server.origin }]);
  return context.newPage();
}

async function register(page: Page, role: 'worker' | 'company', name: string) {
  await page.goto('/register');
  await page.locator(`input[name="role_id"][value="${role === 'worker' ? 1 : 2}"]`).check();
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="email"]').fill(uniqueEmail(`loop-${role}`));
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="sameAsPassword"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/register'));
}

/** Goes to a list through the avatar menu, as a person would: a missing entry fails the walk here. */
async function viaAccountMenu(page: Page, label: string) {
  const menu = await openHeaderMenu(page, 'avatar-menu', 'menu');
  await menu.getByRole('menuitem', { name: label, exact: true }).click();
  await expect(page.getByRole('menu')).toBeHidden();
}

/** No part of the page is wider than the screen: nothing to scroll sideways to. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `the page at ${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** A look at the page for the person checking the walk (.tmp/market-loop/), and the page's accessibility. */
async function checkPage(page: Page, screen: Screen, step: string) {
  mkdirSync('.tmp/market-loop', { recursive: true });
  await page.screenshot({ path: `.tmp/market-loop/${screen.name}-${step}.png`, fullPage: true });
  await expectAccessible(page);
}

/** The vacancy wizard with what a vacancy needs: a title, a description, a specialization, and remote work. */
async function postVacancy(page: Page, title: string) {
  const next = page.getByRole('button', { name: kitWords.next, exact: true });
  await page.locator('input[name="title"]').fill(title);
  await page.getByRole('textbox', { name: vacancyWords.description }).click();
  await page.keyboard.type('Payments for logistics, written in Kotlin. A small team that ships every week.');
  await next.click();
  await page.locator('input[name="specialization_ids"]').first().check();
  // A technology, so the vacancy has a landing page of its own to appear on once approved.
  await page.locator('input[name="keyword_ids"]').first().check();
  await next.click();
  await next.click();
  await next.click();
  await page.locator('input[name="job_types"][value="is_remote_work"]').check();
  await next.click();
  await page.getByRole('button', { name: vacancyWords.publish }).click();
  await page.waitForURL(/\/profile\/job-openings\/\d+\?created=1$/);
  return Number(/job-openings\/(\d+)/.exec(page.url())?.[1]);
}

const adminWords = catalog<{ approve: string }>('en', 'Admin');
const uiWords = catalog<{ selectRow: string }>('en', 'Ui');

/**
 * The demo admin signs in with its second factor and approves the new company and then its vacancy from their
 * queues, found by name, as the admin pages offer it.
 */
async function approveThroughPages(browser: Browser, screen: Screen, companyName: string, title: string) {
  const admin = await visitor(browser, screen);
  await signInAsDemoAdmin(admin);
  for (const [queue, name] of [
    ['companies', companyName],
    ['vacancies', title],
  ] as const) {
    await admin.goto(`/admin/${queue}?q=${encodeURIComponent(name)}`);
    await expect(admin.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    // Ticked before hydration, a box would be reset by React's first render: wait for the page's script.
    await hydrated(admin, 'input[name="ids"]');
    await admin.getByRole('checkbox', { name: uiWords.selectRow.replace('{{name}}', name) }).check();
    await admin.getByRole('button', { name: adminWords.approve, exact: true }).click();
    await expect(admin.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    await checkPage(admin, screen, `00-admin-${queue}`);
  }
  await admin.context().close();
}

/** Searches job openings from the header: its box on a desktop, the menu's on a phone. */
async function searchJobOpenings(page: Page, screen: Screen, words: string) {
  const scope = screen.name === 'phone' ? await openHeaderMenu(page, 'mobile-menu', 'dialog') : page.locator('header');
  const box = scope.getByRole('searchbox', { name: header('searchLabel') });
  await box.fill(words);
  await box.press('Enter');
  await page.waitForURL(/\/job-openings\?/);
}

/** Writes in the open conversation and waits until the thread shows it. */
async function write(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: conversation.yourMessage });
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByRole('list', { name: conversation.messages }).getByText(text)).toBeVisible({
    timeout: 15_000,
  });
}

for (const screen of SCREENS) {
  test(`a new company and a new job seeker walk the market loop through the menus (${screen.name})`, async ({
    browser,
  }) => {
    // Two sign-ups, two wizards, a restart for moderation, a search, an application and a conversation.
    test.setTimeout(240_000);
    // Letters, not digits: a run of digits in a message is refused as a phone number before profiles are open.
    const stamp = `${screen.name}${String(Date.now()).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
    const title = `Kotlin payments engineer ${stamp}`;

    // The company signs up, is sent to the company wizard, and posts a job from the account menu.
    const company = await visitor(browser, screen);
    await register(company, 'company', 'Olena Owner');
    await expect(company).toHaveURL(/\/profile\/add-company$/);
    await completeCompanyWizard(company, { name: `Loop Works ${stamp}`, city: 'Kyiv' });
    await expect(company).toHaveURL(/\/profile\/employer$/);
    await expectNoSidewaysScroll(company);
    await viaAccountMenu(company, header('addJob'));
    await expect(company).toHaveURL(/\/profile\/add-job$/);
    await checkPage(company, screen, '01-add-job');
    const vacancyId = await postVacancy(company, title);
    const profile = await company.request.get('/api/profile');
    const companyId = ((await profile.json()) as { data: { company: { id: number } } }).data.company.id;

    // An admin approves the company and its vacancy: on a desktop through the sign-in page with the second factor
    // and the queues' pages, as an admin does it; on the phone through the admin API the pages call.
    if (screen.name === 'desktop') {
      await approveThroughPages(browser, screen, `Loop Works ${stamp}`, title);
    } else {
      await moderate(company.request, server.origin, 'companies', [companyId]);
      await moderate(company.request, server.origin, 'vacancies', [vacancyId]);
    }
    await company.goto('/profile/employer');
    await viaAccountMenu(company, header('myJobOpenings'));
    await expect(company).toHaveURL(/\/profile\/job-openings$/);
    await expect(company.getByRole('link', { name: title, exact: true })).toBeVisible();
    await checkPage(company, screen, '02-my-job-openings');

    // The job seeker signs up, fills the profile the sign-up sends them to, and finds the vacancy from the header.
    const seeker = await visitor(browser, screen);
    await register(seeker, 'worker', 'Taras Seeker');
    await expect(seeker).toHaveURL(/\/profile\/add-resume$/);
    await completeAddResume(seeker, { position: 'Kotlin developer' });
    await expect(seeker).toHaveURL(/\/profile\/user$/);
    await expectNoSidewaysScroll(seeker);
    await searchJobOpenings(seeker, screen, stamp);
    await checkPage(seeker, screen, '03-search');
    await seeker.getByRole('link', { name: title }).first().click();
    await expect(seeker).toHaveURL(/\/job-openings\/[^/?]+$/, { timeout: 15_000 });
    await expect(seeker.getByRole('heading', { level: 1 })).toHaveText(title);
    // Approved, it is on the landing page of its technology, and back to it.
    const vacancyPage = seeker.url();
    await seeker.locator('a[href*="/job-openings/technologies/"]').first().click();
    await expect(seeker).toHaveURL(/\/job-openings\/technologies\/[^/?]+$/);
    await expect(seeker.getByRole('link', { name: title }).first()).toBeVisible();
    await seeker.goto(vacancyPage);

    // It applies with what the form offers by default.
    const apply = seeker.locator('#apply');
    await apply.getByLabel(applications.apply.coverLetter).fill(`I built payment systems in Kotlin (${stamp}).`);
    await checkPage(seeker, screen, '04-apply');
    await apply.getByRole('button', { name: applications.apply.send }).click();
    await expect(apply.getByTestId('applied')).toBeVisible();
    await viaAccountMenu(seeker, header('myApplications'));
    await expect(seeker).toHaveURL(/\/profile\/responses\/companies$/);
    await expect(seeker.getByRole('link', { name: title }).first()).toBeVisible();
    await expectNoSidewaysScroll(seeker);
    await checkPage(seeker, screen, '05-my-applications');
    await viaAccountMenu(seeker, header('offersMenu'));
    await expect(seeker).toHaveURL(/\/profile\/offers$/);
    await expectNoSidewaysScroll(seeker);

    // The company finds the response through its menu and writes from the card.
    await company.goto('/profile/employer');
    await viaAccountMenu(company, header('responsesMenu'));
    await expect(company).toHaveURL(/\/profile\/responses\/candidates$/);
    const response = company.getByTestId('response').filter({ hasText: stamp });
    await expect(response).toBeVisible();
    await expectNoSidewaysScroll(company);
    await checkPage(company, screen, '06-responses');
    await response.getByRole('link', { name: applications.responses.write }).click();
    await expect(company).toHaveURL(/\/profile\/conversation\/\d+$/);
    // Enter sends once the page is hydrated; before that it is a new line in the box.
    await company.waitForLoadState('networkidle');
    const question = `Could you tell us about your last payments project? ${stamp}`;
    await write(company, question);
    await checkPage(company, screen, '07-company-writes');

    // The job seeker reads it in their conversations and answers.
    await viaAccountMenu(seeker, header('messagesMenu'));
    await expect(seeker).toHaveURL(/\/profile\/conversation$/);
    await seeker
      .getByRole('link')
      .filter({ hasText: `Loop Works ${stamp}` })
      .first()
      .click();
    await expect(seeker).toHaveURL(/\/profile\/conversation\/\d+$/);
    await expect(seeker.getByRole('list', { name: conversation.messages }).getByText(question)).toBeVisible();
    await seeker.waitForLoadState('networkidle');
    const answer = `Gladly: a settlement engine for couriers. ${stamp}`;
    await write(seeker, answer);
    await expectNoSidewaysScroll(seeker);
    await checkPage(seeker, screen, '08-seeker-answers');

    // The answer reaches the company's open conversation.
    await expect(company.getByRole('list', { name: conversation.messages }).getByText(answer)).toBeVisible({
      timeout: 15_000,
    });
    await company.context().close();
    await seeker.context().close();
  });
}
