import { isLivePath } from '../../apps/web/app/lib/live-sections.ts';
import { expect, expectAccessible, flowLocales, localized, test } from '../fixtures.ts';
import {
  linkIn,
  mailsTo,
  PASSWORD,
  registerViaForm,
  signInViaForm,
  signOutViaMenu,
  uniqueEmail,
} from '../support/accounts.ts';
import { catalog } from '../support/catalog.ts';

for (const locale of flowLocales('uk')) {
  test.describe(`accounts (${locale})`, () => {
    test('a worker registers, confirms the e-mail from the mail that arrived, signs out and in again', async ({
      consentGiven: page,
    }) => {
      const email = uniqueEmail(`worker-${locale}`);
      await registerViaForm(page, { locale, role: 'worker', email });
      // Spec section 4: a worker without a candidate profile is pushed to the add-resume page.
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/profile/add-resume')}$`));
      await expect(page.getByTestId('verify-email-banner')).toBeVisible();

      const [mail] = await mailsTo(email);
      const link = linkIn(mail!);
      expect(link.pathname).toBe(localized(locale, '/email-verify'));
      if (locale !== 'en') expect(mail!.subject).not.toMatch(/confirm/i);
      await page.goto(link.pathname + link.search);
      await expect(page.getByRole('status').or(page.locator('[role="status"]'))).toBeVisible();
      await page.goto(localized(locale, '/'));
      await expect(page.getByTestId('verify-email-banner')).toHaveCount(0);

      await signOutViaMenu(page);
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/login')}$`));
      expect((await page.context().cookies()).find((c) => c.name === 'hw_access')).toBeUndefined();

      await signInViaForm(page, { locale, email });
      // Signing in lands on the profile, which pushes on to add-resume while there is no candidate profile.
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/profile/add-resume')}$`));
      const access = (await page.context().cookies()).find((c) => c.name === 'hw_access');
      expect(access?.httpOnly).toBe(true);
      expect(access?.sameSite).toBe('Lax');
    });

    test('a company registers and is pushed to the add-company wizard; the header shows its menu', async ({
      consentGiven: page,
    }) => {
      await page.setViewportSize({ width: 1400, height: 900 });
      const email = uniqueEmail(`company-${locale}`);
      await registerViaForm(page, { locale, role: 'company', email });
      // Spec section 4: an employer without a company goes to the wizard (its page exists: the push is on).
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/profile/add-company')}$`));
      // The header shows on the pages the push spares, such as the home page.
      await page.goto(localized(locale, '/'));
      // The company's own links show once their pages exist (live-sections.ts): "Post a job" opens the wizard, the
      // bell the responses; the list of its job openings sits in the account menu.
      for (const path of ['/profile/add-job', '/profile/responses']) {
        await expect(page.locator(`header a[href="${localized(locale, path)}"]`)).toHaveCount(isLivePath(path) ? 1 : 0);
      }
      await expect(page.locator(`header a[href="${localized(locale, '/login')}"]`)).toHaveCount(0);
    });

    test('forgot and reset the password with the mailed link; the old password stops working', async ({
      consentGiven: page,
      signUp,
    }) => {
      const { email } = await signUp({ role: 'worker', locale });

      await page.goto(localized(locale, '/forgot'));
      await page.locator('input[name="email"]').fill(email);
      await page.locator('form button[type="submit"]').click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/instruction_for_reset')}$`));
      await expectAccessible(page);

      const mails = await mailsTo(email, 2);
      const link = linkIn(mails.at(-1)!);
      expect(link.pathname).toBe(localized(locale, '/new-password'));
      await page.goto(link.pathname + link.search);
      await page.locator('input[name="password"]').fill('Quiet-Meadow-58');
      await page.locator('input[name="sameAsPassword"]').fill('Quiet-Meadow-58');
      await page.locator('form button[type="submit"]').click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/login')}\\?reset=1$`));

      await signInViaForm(page, { locale, email, password: PASSWORD });
      await expect(page.locator('input[name="password"]')).toHaveAccessibleDescription(
        catalog(locale, 'errors').INVALID_CREDENTIALS!,
      );
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/login')}`));
      await signInViaForm(page, { locale, email, password: 'Quiet-Meadow-58' });
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/profile/add-resume')}$`));
    });

    test('an unknown e-mail on the forgot page says so inline', async ({ consentGiven: page }) => {
      await page.goto(localized(locale, '/forgot'));
      await page.locator('input[name="email"]').fill(uniqueEmail('nobody'));
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByRole('alert')).toHaveText(catalog(locale, 'Auth').forgotUnknownEmail!);
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/forgot')}$`));
    });
  });
}

test('registration errors are shown per field in the page language, and the auth pages pass axe', async ({
  consentGiven: page,
}) => {
  await page.goto('/uk/register');
  await expectAccessible(page);
  await page.locator('input[name="email"]').fill('not-an-email');
  await page.locator('input[name="password"]').fill('short');
  await page.locator('input[name="sameAsPassword"]').fill('different');
  await page.locator('form button[type="submit"]').click();
  const emailError = page.locator('input[name="email"] ~ p').last();
  // In Ukrainian, as the page is: the catalog's words, not the English ones.
  await expect(emailError).toHaveText(catalog('uk', 'validation').email!);
  await expect(page.locator('input[name="password"][aria-invalid="true"]')).toBeVisible();
  await page.goto('/login');
  await expectAccessible(page);
  await page.goto('/de/forgot');
  await expectAccessible(page);
});
