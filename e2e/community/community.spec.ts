import type { Browser, Page } from '@playwright/test';
import { CARD_FRAME_WORDS } from '../../apps/server/src/platform/payments/stand-in/card-frame-words.ts';
import { expect, expectAccessible, randomClientIp, test } from '../fixtures.ts';
import { linkIn, mailsTo } from '../support/accounts.ts';
import { callAs, companyAccount, companyWithMember } from '../support/billing-team.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';
import { SUITE_SMTP_URL } from '../support/ports.ts';
import { type Account, DEMO, signInThroughApi } from '../support/session.ts';

// The shared server runs as the spec's default deployment: the community is off there.
test('with the community off, its pages answer 404 and neither the header nor the home page links to it', async ({
  page,
  login,
}) => {
  await login('company');
  for (const path of ['/community', '/community/plans', '/community/payment?tariff=month', '/uk/community/1']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('a[href$="/community"]')).toHaveCount(0);
  // Nor is a worker offered the switch that would join it.
  await login('worker');
  await page.goto('/profile/user/contacts');
  await expect(page.getByRole('heading', { name: 'Hidden from companies' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Join the community' })).toHaveCount(0);
});

// The community on: a server of these tests' own (the spec's default is off), its mail to the suite's mail server.
test.describe('with the community on', () => {
  test.describe.configure({ mode: 'serial' });
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startOwnServer({ COMMUNITY: '1', SMTP_URL: SUITE_SMTP_URL });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /** A browser page signed in as `account` on the own server (or a guest's), cookies accepted. */
  async function pageOf(browser: Browser, account: Account | null, ip = randomClientIp()): Promise<Page> {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: server.origin }]);
    if (account) await signInThroughApi(context, server.origin, account, ip);
    return context.newPage();
  }

  /** Types a card into the stand-in's own form, an iframe from its origin. */
  async function typeCard(page: Page, number: string) {
    const labels = CARD_FRAME_WORDS.en;
    const frame = page.frameLocator('iframe[title="Secure card payment form"]');
    await frame.getByLabel(labels.number).fill(number);
    await frame.getByLabel(labels.expiry).fill('1235');
    await frame.getByLabel(labels.cvc).fill('123');
  }

  let workerCandidateId = 0;

  test('the site map lists the community with the flag on', async ({ browser }) => {
    const page = await pageOf(browser, null);
    await page.goto(`${server.origin}/de/sitemap`);
    const community = page.getByRole('region', { name: 'Bereiche', exact: true }).locator('a[href="/de/community"]');
    await expect(community).toHaveText('Community');
    await page.context().close();
  });

  test('a guest reads what the community is and what it costs; a worker joins it with the switch', async ({
    browser,
  }) => {
    const guest = await pageOf(browser, null);
    await guest.goto(`${server.origin}/community`);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Community');
    await expect(guest.getByRole('status').filter({ hasText: 'The directory is for companies' })).toBeVisible();
    await expect(guest.getByTestId('tariff-demo').getByTestId('tariff-price')).toHaveText('Free');
    await expect(guest.getByTestId('tariff-month').getByTestId('tariff-price')).toHaveText('$49');
    await expect(guest.getByTestId('tariff-year').getByTestId('tariff-price')).toHaveText('$490');
    await expect(guest.getByRole('link', { name: 'Sign up as a company' })).toHaveAttribute(
      'href',
      '/register?role=company',
    );
    // The community link is the companies' alone.
    await expect(
      guest.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Community' }),
    ).toHaveCount(0);
    await expectAccessible(guest);
    await guest.goto(`${server.origin}/uk/community/plans`);
    await expect(guest.getByTestId('tariff-month').getByTestId('tariff-price')).toHaveText('49\u00a0$');
    await expectAccessible(guest);
    await guest.context().close();

    const ip = randomClientIp();
    const worker = await pageOf(browser, DEMO.worker, ip);
    await worker.goto(`${server.origin}/community`);
    await expect(worker.getByRole('status').filter({ hasText: 'Want companies to find you here?' })).toBeVisible();
    await expectAccessible(worker);
    await worker.getByRole('link', { name: 'Go to the switch' }).click();
    await expect(worker).toHaveURL(/\/profile\/user\/contacts#community$/);
    const toggle = worker.getByRole('switch', { name: 'Join the community' });
    await expect(toggle).toBeVisible();
    await expect(worker.locator('#community-consent')).toHaveText(
      'Companies with a community plan may open your name and contacts. You can leave at any time.',
    );
    if ((await toggle.getAttribute('aria-checked')) === 'true') {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(worker.getByTestId('community-state')).toHaveText('You are not in the community directory.');
    }
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(worker.getByTestId('community-state')).toContainText('You are in the community directory since');
    await expectAccessible(worker);
    const session = await signInThroughApi(worker.context(), server.origin, DEMO.worker, ip);
    workerCandidateId = session.user.candidate?.id ?? 0;
    expect(workerCandidateId).toBeGreaterThan(0);
    await worker.context().close();
  });

  test('a new company’s owner takes the demo once, searches the community and opens a member’s contacts', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const owner = await companyAccount(request, server.origin, 'Dana Demo');
    await callAs(request, server.origin, owner, 'POST', '/api/companies', {
      name: `Demo Works ${Date.now()}`,
      description: 'Logistics.',
    });
    const page = await pageOf(browser, owner.account, owner.ip);

    // The header links companies to the community; without a plan, the strip leads to the plans.
    await page.goto(`${server.origin}/`);
    await expect(page.getByRole('region', { name: 'The community directory' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Community' }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByTestId('plan-strip')).toContainText('Your company has no community plan');
    await expectAccessible(page);
    await page.getByTestId('plan-strip').getByRole('link', { name: 'Choose a plan' }).click();
    await expect(page).toHaveURL(/\/community\/plans$/);
    await expectAccessible(page);
    await page.getByTestId('tariff-demo').getByRole('button', { name: 'Start the free demo' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The demo has started: 3 opens for a week.' }),
    ).toBeVisible();
    await expect(page.getByTestId('opens-left')).toHaveText('3 opens left');
    await expect(page.getByTestId('tariff-demo')).toContainText('Your plan');
    await expect(page.getByTestId('tariff-demo').getByRole('button')).toHaveCount(0);

    // The search: anonymous cards; the worker who joined is among the senior ones.
    await page.goto(`${server.origin}/community`);
    await page.getByLabel('Seniority').selectOption('senior');
    await expect(page).toHaveURL(/seniority=senior/);
    const cards = page.getByTestId('member-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByTestId('members-found')).toContainText('found');
    await expect(page.getByText('Demo Candidate')).toHaveCount(0);
    await expectAccessible(page);

    // One member's card: opening asks first, says what it costs, and shows the name and contacts.
    await page.goto(`${server.origin}/community/${workerCandidateId}`);
    const card = page.getByTestId('member-card');
    await expect(card).toContainText('Anonymous specialist');
    await expect(card).not.toContainText('Demo Candidate');
    await expectAccessible(page);
    await card.getByRole('link', { name: /^Open name and contacts/ }).click();
    const question = page.getByRole('dialog', { name: 'Open name and contacts?' });
    await expect(question.getByTestId('open-cost')).toContainText('3 are left');
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Open name and contacts' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Opened: Demo Candidate.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo Candidate');
    await expect(card.getByTestId('member-contacts')).toContainText(DEMO.worker.email);
    await expect(page.getByTestId('opens-left')).toHaveText('2 opens left');
    await expectAccessible(page);

    // An admin reads the directory as it is: no plan, nothing to open.
    const admin = await pageOf(browser, DEMO.admin);
    await admin.goto(`${server.origin}/community`);
    await expect(admin.getByTestId('member-card').first()).toBeVisible();
    await expect(admin.getByTestId('plan-strip')).toHaveCount(0);
    await expect(admin.getByRole('link', { name: /^Open name and contacts/ })).toHaveCount(0);
    await expectAccessible(admin);
    await admin.context().close();

    // The demo is given once.
    await page.goto(`${server.origin}/community/plans`);
    await expect(page.getByTestId('tariff-demo').getByRole('button')).toHaveCount(0);
    await page.context().close();
  });

  test('a member asks the owner, who gets the link by mail, pays a month with a test card and sees the plan', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const { owner, member } = await companyWithMember(request, server.origin, {
      company: 'Community Works',
      description: 'We build payroll software.',
      owner: 'Olga Owner',
      member: 'Mykola Member',
    });

    const memberPage = await pageOf(browser, member.account, member.ip);
    await memberPage.goto(`${server.origin}/community/plans`);
    await expect(memberPage.getByRole('status').filter({ hasText: 'Only the owner pays' })).toBeVisible();
    await expect(memberPage.getByTestId('tariff-demo')).toContainText('The company owner starts the demo.');
    await expectAccessible(memberPage);
    await memberPage.getByRole('button', { name: 'Ask the owner to buy a month' }).click();
    await expect(
      memberPage.getByRole('status').filter({ hasText: 'We sent the payment link to your company’s owner.' }),
    ).toBeVisible();
    const mail = (await mailsTo(owner.account.email)).find((entry) => entry.text.includes('/community/payment'));
    expect(mail, 'the owner’s mail with the payment link').toBeTruthy();
    const link = linkIn(mail!);
    expect(link.pathname + link.search).toBe('/community/payment?tariff=month');
    await memberPage.context().close();

    const page = await pageOf(browser, owner.account, owner.ip);
    await page.goto(`${server.origin}${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay for the community plan: Month');
    await expect(page.getByTestId('plan-price')).toHaveText('$49');
    await expectAccessible(page);
    const promo = page.getByRole('textbox', { name: 'Promo code' });
    await promo.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Continue to the card' }).click();
    await expect(promo).toHaveAttribute('aria-invalid', 'true');
    await promo.fill('');
    await page.getByRole('button', { name: 'Continue to the card' }).click();
    await expect(page).toHaveURL(/\/community\/payment\?tariff=month&order=\d+$/);
    const pay = page.getByRole('button', { name: 'Pay $49' });
    await typeCard(page, '4000000000000002');
    await pay.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expectAccessible(page);
    await typeCard(page, '4242424242424242');
    await pay.click();
    await expect(page).toHaveURL(/\/payment\/success\?/);
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-view', 'paid', { timeout: 30_000 });
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/community\/plans$/);
    await expect(page.getByTestId('plan-strip')).toContainText('Your plan: Month');
    await expect(page.getByTestId('opens-left')).toHaveText('30 opens left');
    await expect(page.getByTestId('tariff-month')).toContainText('Your plan');
    await expectAccessible(page);
    await page.context().close();
  });
});
