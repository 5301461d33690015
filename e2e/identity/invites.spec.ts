import { BASE_URL, expect, expectAccessible, flowLocales, localized, randomClientIp, test } from '../fixtures.ts';
import { registerViaForm, uniqueEmail } from '../support/accounts.ts';

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${BASE_URL}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });

/** A fresh inviter, registered through the API as any client may, to read its code and statistics. */
async function inviter() {
  const password = 'Amber-Canyon-64';
  const register = await api('/api/auth/register', {
    method: 'POST',
    headers: { 'x-forwarded-for': randomClientIp() },
    body: JSON.stringify({
      role_id: 2,
      name: 'Inviting Employer',
      email: uniqueEmail('inviter'),
      password,
      sameAsPassword: password,
    }),
  });
  const { token } = ((await register.json()) as { data: { token: string } }).data;
  const auth = { authorization: `Bearer ${token}` };
  const stats = async () =>
    (
      (await (await api('/api/me/referrals/statistics', { headers: auth })).json()) as {
        data: { invited: number; registered: number; invite_code: string; invite_link: string };
      }
    ).data;
  return { stats };
}

for (const locale of flowLocales('en')) {
  test(`an invite link is counted when opened and credited when its visitor registers (${locale})`, async ({
    browser,
  }) => {
    const { stats } = await inviter();
    const before = await stats();
    expect(new URL(before.invite_link).pathname).toBe(
      localized('en', `/invite/${before.invite_code}`).replace(/^\/en/, ''),
    );

    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() } });
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }]);
    const page = await context.newPage();
    await page.goto(localized(locale, `/invite/${before.invite_code}`));
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/register')}\\?invite=${before.invite_code}$`));
    await expectAccessible(page);
    await registerViaForm(page, { locale, role: 'worker', email: uniqueEmail(`invited-${locale}`) });

    const after = await stats();
    expect(after.invited).toBe(before.invited + 1);
    expect(after.registered).toBe(before.registered + 1);
    await context.close();
  });
}

test('the verification and new-password pages pass axe', async ({ consentGiven: page, signUp, login }) => {
  await login(await signUp({ role: 'worker', locale: 'de' }));
  await page.goto('/de/profile/verification');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.context().clearCookies();
  await page.goto('/uk/new-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
  await expectAccessible(page);
});
