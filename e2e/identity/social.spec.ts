import { expect, FLOW_LOCALES, localized, test } from '../fixtures.ts';
import { registerViaForm, signOutViaMenu, uniqueEmail } from '../support/accounts.ts';

const nextProviderUser = (user: { sub: string; email: string; email_verified?: boolean; name?: string }) =>
  fetch('http://127.0.0.1:2528/next-user', {
    method: 'POST',
    body: JSON.stringify({ email_verified: true, name: 'Social Person', ...user }),
  });

for (const locale of FLOW_LOCALES) {
  test(`signing in with Google through the local OpenID provider creates an account (${locale})`, async ({
    consentGiven: page,
  }) => {
    const email = uniqueEmail(`google-${locale}`);
    await nextProviderUser({ sub: `sub-${email}`, email });
    await page.goto(localized(locale, '/login'));
    await expect(page.getByTestId('social-linkedin')).toHaveCount(0);
    await page.getByTestId('social-google').click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/profile/user')}$`));
    await expect(page.getByTestId('verify-email-banner')).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === 'hw_access')?.httpOnly).toBe(true);
  });
}

test('a Google sign-in with the e-mail of an existing account signs into that account', async ({
  consentGiven: page,
}) => {
  const email = uniqueEmail('link');
  await registerViaForm(page, { locale: 'en', role: 'company', email });
  await signOutViaMenu(page);
  await nextProviderUser({ sub: `sub-${email}`, email });
  await page.goto('/register');
  await page.locator('input[name="role_id"][value="1"]').check();
  await page.getByTestId('social-google').click();
  // The existing company account, not a new worker: it lands on the employer profile.
  await expect(page).toHaveURL(/\/profile\/employer$/);
});

test('a refused or broken provider answer shows the error on /login-social', async ({ consentGiven: page }) => {
  await page.goto('/login-social?code=x&state=yyyyyyyyyyyyyyyyyyyyyyyyyyyyyy');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
});
