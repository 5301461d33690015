import { expect, expectAccessible, randomClientIp, test } from '../fixtures.ts';
import {
  acceptedDemoOffer,
  callAs,
  demoCompanyColleague,
  demoMember,
  type Member,
  pageOf,
  payWithTestCard,
  runSqlIn,
} from '../support/billing-team.ts';
import { catalog } from '../support/catalog.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';
import { SUITE_SMTP_URL } from '../support/ports.ts';
import { registerThroughApi } from '../support/session.ts';

type Tree = { [key: string]: string | Tree };
const wordsOf = (locale: 'en' | 'uk') => {
  const tree = { ...catalog<Tree>(locale, 'BillingAccount'), Header: catalog<Tree>(locale, 'Header') };
  return (key: string, values: Record<string, string | number> = {}) => {
    const word = key.split('.').reduce<Tree | string | undefined>((node, part) => (node as Tree)?.[part], tree);
    if (typeof word !== 'string') throw new Error(`no word BillingAccount:${key} in ${locale}`);
    return word.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
};

// Reporting and paying hires changes the demo company's hirings and its reminder banner, which the suite's shared
// server shows other specs: a server of these tests' own, where the demo seed's hire is overdue already (the banner
// is up) and whose mail (the colleague's confirmation) reaches the suite's SMTP server.
test.describe.configure({ mode: 'serial' });
let server: OwnServer;
let owner: Member;
let worker: Member;
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  server = await startOwnServer({ SMTP_URL: SUITE_SMTP_URL }, (dataDir) =>
    runSqlIn(dataDir, ["update billing_hires set due_at = now() - interval '1 day'"]),
  );
  owner = await demoMember(request, server.origin, 'company');
  worker = await demoMember(request, server.origin, 'worker');
});
test.afterAll(async () => {
  await server?.stop();
});

test('the owner reports a hire, pays it with a promo code, then pays the overdue one and the reminder banner is gone', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const words = wordsOf('en');
  const title = await acceptedDemoOffer(request, server.origin, owner, worker);
  const page = await pageOf(browser, server.origin, owner);

  // The overdue fee puts the danger banner up; the hirings tab leads to the report.
  await page.goto(`${server.origin}/profile/employer/hirings`);
  await expect(page.getByTestId('unpaid-hiring-banner')).toBeVisible();
  await page.getByRole('link', { name: words('hirings.reportLink') }).click();
  await expect(page).toHaveURL(/\/profile\/report-hiring$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words('report.title'));
  await expectAccessible(page);

  // Choose the accepted offer, confirm it, and the fee is there to pay.
  await page.getByTestId('hire-offer').filter({ hasText: title }).getByRole('radio').check();
  await page.getByRole('button', { name: words('report.next') }).click();
  await expect(page).toHaveURL(/\/profile\/report-hiring\?offer=\d+$/);
  const confirm = page.locator('section[aria-labelledby="confirm-hire"]');
  await expect(confirm).toContainText(title);
  await expect(confirm).toContainText(words('report.confirmText_other', { fee: '$200', count: 14 }));
  await expectAccessible(page);
  await confirm.getByRole('button', { name: words('report.confirm') }).click();
  await expect(page).toHaveURL(/\/profile\/report-hiring\?hire=\d+$/);
  await expect(page.getByText(words('report.reportedTitle'))).toBeVisible();
  await expect(page.getByTestId('hire-fee')).toHaveText('$200');
  await expect(page.getByRole('link', { name: words('report.payLater') })).toHaveAttribute(
    'href',
    '/profile/employer/hirings',
  );
  await expectAccessible(page);

  // The demo data's HIRE-50 takes $50 off a hire's fee.
  await page.getByLabel(words('premium.promo')).fill('HIRE-50');
  await page.getByRole('button', { name: words('report.pay') }).click();
  await expect(page).toHaveURL(/\/payment\?order=\d+&redirect=%2Fprofile%2Femployer%2Fhirings$/);
  await expect(page.getByTestId('order-total')).toHaveText('$150');
  await payWithTestCard(page, 'en', 'Pay $150');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/profile\/employer\/hirings$/);
  const reported = page.getByTestId('hire').filter({ hasText: title }).first();
  await expect(reported.getByTestId('hire-status')).toHaveText(words('payStatus.Paid'));

  // The seeded hire is still overdue: the banner stays, and leads to the tab where the owner pays it.
  const banner = page.getByTestId('unpaid-hiring-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('link').click();
  await expect(page).toHaveURL(/\/profile\/employer\/hirings$/);
  const overdue = page.getByTestId('hire').filter({ has: page.getByTestId('hire-overdue') });
  await expect(overdue).toHaveCount(1);
  await overdue.getByRole('button', { name: /^Pay the hiring fee/ }).click();
  await payWithTestCard(page, 'en', 'Pay $200');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/profile\/employer\/hirings$/);
  await expect(page.getByTestId('hire-overdue')).toHaveCount(0);
  for (const status of await page.getByTestId('hire-status').allTextContents()) {
    expect(status).toBe(words('payStatus.Paid'));
  }
  await expect(page.getByTestId('unpaid-hiring-banner')).toHaveCount(0);
  await page.context().close();
});

test('a team member reports a hire in Ukrainian and is told to ask the owner to pay; a company with no accepted offer is told where hires come from', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const words = wordsOf('uk');
  const member = await demoCompanyColleague(request, server.origin, owner);
  const title = await acceptedDemoOffer(request, server.origin, owner, worker);
  const page = await pageOf(browser, server.origin, member);
  await page.goto(`${server.origin}/uk/profile/report-hiring`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words('report.title'));
  await page.getByTestId('hire-offer').filter({ hasText: title }).getByRole('radio').check();
  await page.getByRole('button', { name: words('report.next') }).click();
  await expect(page.getByText(words('report.memberReports'))).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: words('report.confirm') }).click();
  await expect(page).toHaveURL(/\/uk\/profile\/report-hiring\?hire=\d+$/);
  await expect(page.getByTestId('hire-fee')).toHaveText('200 $');
  await expect(page.getByRole('status').filter({ hasText: words('premium.memberTitle') })).toContainText(
    words('report.askOwner'),
  );
  await expect(page.getByRole('button', { name: words('report.pay') })).toHaveCount(0);
  await expectAccessible(page);

  await page.context().close();

  // A company that has no accepted offer yet is told where hires come from and led on.
  const ip = randomClientIp();
  const account = await registerThroughApi(request, server.origin, { role: 'company', locale: 'uk' }, ip);
  const fresh = { account, ip, token: account.session.token };
  await callAs(request, server.origin, fresh, 'POST', '/api/companies', {
    name: `New Hirers ${Date.now()}`,
    description: 'We build hiring software.',
  });
  const empty = await pageOf(browser, server.origin, fresh);
  await empty.goto(`${server.origin}/uk/profile/report-hiring`);
  await expect(empty.getByText(words('report.emptyTitle'))).toBeVisible();
  await expect(empty.getByRole('link', { name: words('report.toResponses') })).toHaveAttribute(
    'href',
    '/uk/profile/responses/candidates',
  );
  await expectAccessible(empty);
  await empty.context().close();
});
