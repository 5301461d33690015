import { expect, expectAccessible, test } from '../fixtures.ts';
import {
  callAs,
  demoCompanyColleague,
  demoMember,
  type Member,
  pageOf,
  payWithTestCard,
} from '../support/billing-team.ts';
import { catalog } from '../support/catalog.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';
import { SUITE_SMTP_URL } from '../support/ports.ts';

type Tree = { [key: string]: string | Tree };
const wordsOf = (locale: 'en' | 'uk') => {
  const tree = catalog<Tree>(locale, 'Pricing');
  return (key: string, values: Record<string, string | number> = {}) => {
    const word = key.split('.').reduce<Tree | string | undefined>((node, part) => (node as Tree)?.[part], tree);
    if (typeof word !== 'string') throw new Error(`no word Pricing:${key} in ${locale}`);
    return word.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
};

// Turbo puts a vacancy first in the public search, which the suite's shared server shows every other spec: a server
// of these tests' own, whose mail (the colleague's confirmation) reaches the suite's SMTP server. The demo company
// there is these tests' to change.
test.describe.configure({ mode: 'serial' });
let server: OwnServer;
let owner: Member;
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  server = await startOwnServer({ SMTP_URL: SUITE_SMTP_URL });
  owner = await demoMember(request, server.origin, 'company');
});
test.afterAll(async () => {
  await server?.stop();
});

type Promotable = { id: number; title: string; turbo_until: string | null; premium_until: string | null };

test('the owner raises a vacancy from the list with turbo, pays by card with a promo code and finds it on top of the search', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const words = wordsOf('en');
  const offer = (await callAs(request, server.origin, owner, 'GET', '/api/premium/turbo-1')) as {
    vacancies: Promotable[];
  };
  // One no paid placement raises yet, so the search's order shows what this turbo did.
  const vacancy = offer.vacancies.find((one) => !one.turbo_until && !one.premium_until);
  expect(vacancy, 'an open demo vacancy with no turbo or premium').toBeTruthy();
  const { id, title } = vacancy!;
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  const page = await pageOf(browser, server.origin, owner);
  await page.goto(`${server.origin}/profile/job-openings`);
  await page.getByRole('link', { name: `Raise to the top: “${title}”` }).click();
  await expect(page).toHaveURL(new RegExp(`/turbo-1\\?vacancy=${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words('turbo.heading'));
  await expect(page.getByText(words('turbo.lead_other', { count: 7 }))).toBeVisible();
  await expect(page.getByTestId('turbo-price')).toHaveText('$19');
  const form = page.locator('form#pay-turbo');
  await expect(form.getByRole('radio', { name: new RegExp(`^${escaped}`) })).toBeChecked();
  await expectAccessible(page);

  // A code that does not exist is told at its field; the demo data's WELCOME-10 takes 10% off.
  const promo = form.getByLabel(words('tariff.promoCode'));
  await promo.fill('NO-SUCH-CODE');
  await form.getByRole('button', { name: words('turbo.pay'), exact: true }).click();
  await expect(promo).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('radio', { name: new RegExp(`^${escaped}`) })).toBeChecked();
  await promo.fill('WELCOME-10');
  await form.getByRole('button', { name: words('turbo.pay'), exact: true }).click();
  await expect(page).toHaveURL(/\/payment\?order=\d+&redirect=%2Fturbo-1%3Fvacancy%3D\d+$/);
  await expect(page.getByTestId('order-total')).toHaveText('$17.10');
  await payWithTestCard(page, 'en', 'Pay $17.10');

  // Back on the turbo page: it says until when the vacancy leads its search.
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/turbo-1\\?vacancy=${id}$`));
  const until = new Intl.DateTimeFormat('en', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.now() + 7 * 86_400_000));
  await expect(page.getByTestId('turbo-raised')).toHaveText(words('turbo.raisedText', { title, date: until }));
  await expect(form.locator('label').filter({ hasText: title })).toContainText(
    words('turbo.onTopUntil', { date: until }),
  );

  // The public search shows it marked as on top, after the featured slots and ahead of every vacancy not raised.
  await page.goto(`${server.origin}/job-openings`);
  const cards = page.getByTestId('vacancy-card').filter({ hasNot: page.getByTestId('featured') });
  await expect(cards.filter({ hasText: title }).getByTestId('top-mark')).toBeVisible();
  // A raised card (on top, or VIP) is drawn in the brand's colour; the plain ones come after every vacancy on top.
  const raised = await cards.evaluateAll((nodes) => nodes.map((node) => node.className.includes('border-brand')));
  const at = (await cards.allTextContents()).findIndex((text) => text.includes(title));
  expect(raised.slice(0, at + 1).every(Boolean), `only raised vacancies come before “${title}”`).toBe(true);
  await page.context().close();
});

test('a team member reads turbo and its price in Ukrainian and is told to ask the owner; a guest is asked to sign in', async ({
  browser,
  request,
  page: guest,
}) => {
  test.setTimeout(120_000);
  const words = wordsOf('uk');
  const member = await demoCompanyColleague(request, server.origin, owner);
  const page = await pageOf(browser, server.origin, member);
  await page.goto(`${server.origin}/uk/turbo-1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words('turbo.heading'));
  await expect(page.getByTestId('turbo-price')).toHaveText('19 $');
  await expect(page.getByRole('status').filter({ hasText: words('turbo.buyer.member.title') })).toContainText(
    words('turbo.buyer.member.text'),
  );
  await expect(page.getByRole('button', { name: words('turbo.pay'), exact: true })).toHaveCount(0);
  // The raised vacancy says until when it stays on top.
  await expect(
    page.getByTestId('turbo-vacancy').filter({ hasText: words('turbo.onTopUntil', { date: '' }).trim() }),
  ).toHaveCount(1);
  await expectAccessible(page);
  await page.context().close();

  await guest.context().addCookies([{ name: 'cookie_consent', value: '1', url: server.origin }]);
  await guest.goto(`${server.origin}/turbo-1`);
  const signIn = guest.getByRole('link', { name: wordsOf('en')('turbo.buyer.signIn') });
  await expect(signIn).toHaveAttribute('href', '/login?redirect=%2Fturbo-1');
  await expectAccessible(guest);
});
