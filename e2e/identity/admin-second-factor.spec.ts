import type { Browser, Page } from '@playwright/test';
import { DEMO_ADMIN_TOTP_SECRET, totpCodeOf } from '../../apps/server/src/modules/identity/seeds/demo-second-factor.ts';
import { expect, expectAccessible, localized, randomClientIp, test } from '../fixtures.ts';
import { createAdminIn } from '../support/admins.ts';
import { catalog } from '../support/catalog.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';
import { DEMO, PASSWORD, uniqueEmail } from '../support/session.ts';

type AuthWords = Record<
  | 'signInButton'
  | 'secondFactorTitle'
  | 'secondFactorCode'
  | 'secondFactorButton'
  | 'enrolTitle'
  | 'enrolQrLabel'
  | 'enrolButton'
  | 'recoveryTitle'
  | 'recoveryListTitle'
  | 'recoveryContinue'
  | 'email'
  | 'password',
  string
>;
const errors = catalog<Record<string, string>>('en', 'errors');

// A server of the spec's own: its demo admin's codes are taken by this spec alone (each time step once), and a new
// admin is made in its data by identity's factory, as `npm run admin:create` makes one.
let server: OwnServer;
const newAdmin = { email: uniqueEmail('admin'), password: PASSWORD };
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer({}, (dataDir) => createAdminIn(dataDir, newAdmin));
});
test.afterAll(async () => {
  await server?.stop();
});

async function visitor(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({
    ...options,
    baseURL: server.origin,
    extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
  });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: server.origin }]);
  return context.newPage();
}

async function passwordStep(
  page: Page,
  locale: string,
  words: AuthWords,
  account: { email: string; password: string },
) {
  await page.goto(localized(locale, '/login'));
  await page.getByLabel(words.email).fill(account.email);
  await page.getByLabel(words.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: words.signInButton, exact: true }).click();
}

test('the demo admin signs in with the code of its authenticator, without JavaScript too', async ({ browser }) => {
  const words = catalog<AuthWords>('en', 'Auth');
  const page = await visitor(browser, { javaScriptEnabled: false });
  await passwordStep(page, 'en', words, DEMO.admin);
  // axe runs as a script, which this page has none of: the step is checked with JavaScript in the next test.
  await expect(page.getByRole('heading', { level: 1, name: words.secondFactorTitle })).toBeVisible();

  const code = page.getByLabel(words.secondFactorCode, { exact: true });
  await code.fill(totpCodeOf(DEMO_ADMIN_TOTP_SECRET) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: words.secondFactorButton }).click();
  await expect(page.getByText(errors.SECOND_FACTOR_INVALID!)).toBeVisible();

  await page.getByLabel(words.secondFactorCode, { exact: true }).fill(totpCodeOf(DEMO_ADMIN_TOTP_SECRET));
  await page.getByRole('button', { name: words.secondFactorButton }).click();
  await expect(page).toHaveURL(new RegExp(`${DEMO.admin.landing}$`));
  await page.context().close();
});

test('a new admin enrols at the first sign-in, keeps the recovery codes, and signs in with one later', async ({
  browser,
}) => {
  const locale = 'uk';
  const words = catalog<AuthWords>(locale, 'Auth');
  const page = await visitor(browser);
  await passwordStep(page, locale, words, newAdmin);
  await expect(page.getByRole('heading', { level: 1, name: words.enrolTitle })).toBeVisible();
  await expect(page.getByRole('img', { name: words.enrolQrLabel })).toBeVisible();
  await expectAccessible(page);

  // The secret shown as text is what an authenticator app would take from the QR code.
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel(words.secondFactorCode, { exact: true }).fill(totpCodeOf(secret));
  await page.getByRole('button', { name: words.enrolButton }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.recoveryTitle })).toBeVisible();
  const codes = page.getByRole('region', { name: words.recoveryListTitle }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!.trim();
  await expectAccessible(page);
  // The link reloads the whole document (the session's cookies are new); it is followed as the browser would.
  const onward = await page.getByRole('link', { name: words.recoveryContinue }).getAttribute('href');
  expect(onward).toBe(`/${locale}${DEMO.admin.landing}`);
  await page.goto(onward!);
  await expect(page).toHaveURL(new RegExp(`/${locale}${DEMO.admin.landing}$`));

  // Another device, without the phone: the password, then a recovery code instead of the app's.
  const later = await visitor(browser);
  await passwordStep(later, locale, words, newAdmin);
  await expect(later.getByRole('heading', { level: 1, name: words.secondFactorTitle })).toBeVisible();
  await expectAccessible(later);
  await later.getByLabel(words.secondFactorCode, { exact: true }).fill(recoveryCode);
  await later.getByRole('button', { name: words.secondFactorButton }).click();
  await expect(later).toHaveURL(new RegExp(`/${locale}${DEMO.admin.landing}$`));
  await page.context().close();
  await later.context().close();
});
