import { expect, flowLocales, localized, test } from '../fixtures.ts';
import { uniqueEmail } from '../support/accounts.ts';
import { OIDC_ADMIN_PORT } from '../support/ports.ts';

/** Who signs in at the provider next from the browser at `client` (the test's own address; see oidc-provider.ts). */
const nextProviderUser = (
  client: string,
  user: { sub: string; email: string; email_verified?: boolean; name?: string },
) =>
  fetch(`http://127.0.0.1:${OIDC_ADMIN_PORT}/next-user`, {
    method: 'POST',
    body: JSON.stringify({ email_verified: true, name: 'Social Person', ...user, client }),
  });

for (const locale of flowLocales('uk')) {
  test(`signing in with Google through the local OpenID provider creates an account (${locale})`, async ({
    consentGiven: page,
    clientIp,
  }) => {
    const email = uniqueEmail(`google-${locale}`);
    await nextProviderUser(clientIp, { sub: `sub-${email}`, email });
    await page.goto(localized(locale, '/login'));
    await expect(page.getByTestId('social-linkedin')).toHaveCount(0);
    await page.getByTestId('social-google').click();
    // A new worker account: pushed on to the add-resume page (spec section 4).
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/profile/add-resume')}$`));
    await expect(page.getByTestId('verify-email-banner')).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === 'hw_access')?.httpOnly).toBe(true);
  });
}

test('a Google sign-in with the e-mail of an existing account signs into that account', async ({
  consentGiven: page,
  signUp,
  clientIp,
}) => {
  const { email } = await signUp({ role: 'company' });
  await nextProviderUser(clientIp, { sub: `sub-${email}`, email });
  await page.goto('/register');
  await page.locator('input[name="role_id"][value="1"]').check();
  await page.getByTestId('social-google').click();
  // The existing company account, not a new worker: an employer without a company goes on to the wizard.
  await expect(page).toHaveURL(/\/profile\/add-company$/);
});

test('a refused or broken provider answer shows the error on /login-social', async ({ consentGiven: page }) => {
  await page.goto('/login-social?code=x&state=yyyyyyyyyyyyyyyyyyyyyyyyyyyyyy');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
});
