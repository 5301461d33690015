import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, randomClientIp, test } from '../fixtures.ts';
import { linkIn, mailsTo, PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { completeCompanyWizard } from '../support/companies.ts';
import { hydrated } from '../support/hydration.ts';
import { moderate } from '../support/moderation.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';
import { SUITE_SMTP_URL } from '../support/ports.ts';
import { registerThroughApi } from '../support/session.ts';

// Issue 14's journey on a server of its own, whose mail reaches the suite's SMTP server; the demo admin approves the
// company and the review through the admin API.
test.describe.configure({ mode: 'serial' });
let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer({ SMTP_URL: SUITE_SMTP_URL });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A browser context of its own address (per-IP limits), cookies accepted. */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() } });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: server.origin }]);
  return context.newPage();
}

async function registerCompanyAccount(page: Page, options: { path: string; email: string; name: string }) {
  await page.goto(server.origin + options.path);
  await page.locator('input[name="role_id"][value="2"]').check();
  await page.locator('input[name="name"]').fill(options.name);
  await page.locator('input[name="email"]').fill(options.email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="sameAsPassword"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/register'));
}

test('an employer registers a company with a logo, a colleague joins by invitation, and a guest’s review is shown once approved', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await visitor(browser);
  const name = `Journey Works ${Date.now()}`;
  await registerCompanyAccount(owner, { path: '/register', email: uniqueEmail('journey-owner'), name: 'Olena Owner' });
  await expect(owner).toHaveURL(/\/profile\/add-company$/);

  const logo = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  await hydrated(owner, 'input[type="file"]');
  await owner.getByLabel('Upload: Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(owner.locator('input[type="hidden"][name="logo_id"]')).toHaveCount(1);
  await completeCompanyWizard(owner, { name, city: 'Kyiv' });
  await expect(owner).toHaveURL(/\/profile\/employer$/);
  const companyLink = owner.locator('section[aria-labelledby="my-company"]').getByRole('link').first();
  const slug = (await companyLink.getAttribute('href'))?.split('/').pop() ?? '';
  expect(slug).not.toBe('');

  // The colleague has no account yet: the owner invites them by e-mail.
  const colleagueEmail = uniqueEmail('journey-colleague');
  await owner.goto(`${server.origin}/profile/employer/team`);
  await owner.locator('#add-employer input[name="email"]').fill(colleagueEmail);
  await owner.locator('#add-employer input[name="position"]').fill('Recruiter');
  await owner.locator('#add-employer button[type="submit"]').click();
  await expect(owner.getByRole('status').filter({ hasText: colleagueEmail })).toContainText('We sent an invitation');

  const [invitation] = await mailsTo(colleagueEmail);
  const invitationLink = linkIn(invitation!);
  expect(invitationLink.pathname).toBe('/register');
  const colleague = await visitor(browser);
  await registerCompanyAccount(colleague, {
    path: invitationLink.pathname + invitationLink.search,
    email: colleagueEmail,
    name: 'Colin Colleague',
  });
  // Joining waits for the address to be confirmed: the confirmation mail is the second one to arrive.
  const mails = await mailsTo(colleagueEmail, 2);
  const confirm = mails.map(linkIn).find((link) => link.pathname.endsWith('/email-verify'));
  expect(confirm, 'a confirmation link').toBeDefined();
  await colleague.goto(server.origin + confirm!.pathname + confirm!.search);
  await colleague.goto(`${server.origin}/profile/employer`);
  await expect(colleague).toHaveURL(/\/profile\/employer$/);
  await expect(colleague.locator('section[aria-labelledby="my-company"]')).toContainText(name);
  await owner.reload();
  await expect(owner.locator('main li').filter({ hasText: colleagueEmail })).toContainText('Colin Colleague');
  await expectAccessible(owner);

  const profile = await owner.request.get(`${server.origin}/api/profile`);
  const companyId = ((await profile.json()) as { data: { company: { id: number } } }).data.company.id;
  await moderate(owner.request, server.origin, 'companies', [companyId]);

  // A guest writes a review of the approved company, signs in, and lands back on it, thanked.
  const worker = await registerThroughApi(owner.request, server.origin, { role: 'worker' }, randomClientIp());
  const guest = await visitor(browser);
  const reviews = `/company/${slug}/reviews`;
  await guest.goto(server.origin + reviews);
  await expect(guest.getByRole('heading', { level: 1 })).toContainText(name);
  const title = `Journey review ${Date.now()}`;
  for (const field of ['rating', 'salary_rating', 'management_rating', 'work_life_rating', 'growth_rating']) {
    await guest.locator(`select[name="${field}"]`).selectOption('5');
  }
  await guest.getByLabel('Title').fill(title);
  await guest.getByLabel('Pros').fill('Fast decisions and a kind onboarding.');
  await guest.getByLabel('Cons').fill('The office coffee could be better.');
  await guest.getByRole('button', { name: 'Send the review' }).click();
  await expect(guest).toHaveURL(/\/login\?redirect=/);
  await guest.locator('input[name="email"]').fill(worker.email);
  await guest.locator('input[name="password"]').fill(worker.password);
  await guest.getByRole('button', { name: 'Sign in' }).click();
  await expect(guest).toHaveURL(/\?action=review_created&reviewId=\d+$/);
  const reviewId = Number(new URL(guest.url()).searchParams.get('reviewId'));
  await expect(guest.getByText(title)).toHaveCount(0);

  await moderate(guest.request, server.origin, 'reviews', [reviewId]);
  const reader = await visitor(browser);
  await reader.goto(server.origin + reviews);
  await expect(reader.locator('main article').filter({ hasText: title })).toContainText('Written by a candidate');
  await expectAccessible(reader);
  await reader.goto(`${server.origin}/company/${slug}`);
  await expect(reader.getByRole('img', { name: `${name} logo` })).toBeVisible();
});
