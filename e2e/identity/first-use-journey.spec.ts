import { expect, localized, test } from '../fixtures.ts';
import { linkIn, mailsTo, registerViaForm, signInViaForm, uniqueEmail } from '../support/accounts.ts';
import { completeAddResume } from '../support/candidate-profile.ts';
import { completeCompanyWizard } from '../support/companies.ts';
import { avatarMenuHrefs, expectWorkingPage, signOutThroughMenu } from '../support/links.ts';

/** Each role in its own language, so a locale prefix is covered too; the landing page is where sign-in ends. */
const JOURNEYS = [
  { role: 'worker', locale: 'en', landing: '/profile/user' },
  { role: 'company', locale: 'uk', landing: '/profile/employer' },
] as const;

for (const { role, locale, landing } of JOURNEYS) {
  test(`a new ${role} signs up, confirms the e-mail, signs out and in, and reaches every account page (${locale})`, async ({
    consentGiven: page,
  }) => {
    // Every page of the account menu, which now lists each role's everyday lists too (issue 23).
    const at = (path: string) => localized(locale, path);
    const landingUrl = new RegExp(`${at(landing)}$`);
    const email = uniqueEmail(`journey-${role}`);

    await registerViaForm(page, { locale, role, email });
    if (role === 'company') {
      // Spec section 4: an employer without a company is pushed to the wizard; finishing it opens the profile.
      await expect(page).toHaveURL(new RegExp(`${at('/profile/add-company')}$`));
      await completeCompanyWizard(page, { name: `Journey ${Date.now()}`, city: 'Kyiv' });
    } else {
      // And a worker without a candidate profile to add-resume; saving it opens the profile.
      await expect(page).toHaveURL(new RegExp(`${at('/profile/add-resume')}$`));
      await completeAddResume(page, { position: 'QA engineer' });
    }
    await expect(page).toHaveURL(landingUrl);

    const [mail] = await mailsTo(email);
    const link = linkIn(mail!);
    expect(link.pathname).toBe(at('/email-verify'));
    await expectWorkingPage(page, await page.goto(link.pathname + link.search), 'the confirmation link');

    await page.goto(at(landing));
    await signOutThroughMenu(page, locale);
    await expect(page).toHaveURL(new RegExp(`${at('/login')}$`));
    await signInViaForm(page, { locale, email });
    await expect(page).toHaveURL(landingUrl);

    const menuPages = await avatarMenuHrefs(page);
    // Profile, notification settings, referrals and password at least; sign out is a form, not a page.
    expect(menuPages.map((href) => href.replace(/#.*$/, ''))).toEqual(
      expect.arrayContaining([at(landing), at(`${landing}/referrals`), at('/profile/password')]),
    );
    for (const href of new Set([...menuPages, at('/profile/password'), at('/profile')])) {
      const response = await page.goto(href);
      await expectWorkingPage(page, response, href);
      // Nobody is pushed away from their own pages: the address is the one asked for, or the role's landing page.
      expect([at(landing), new URL(href, page.url()).pathname]).toContain(new URL(page.url()).pathname);
    }

    // The notification settings live on the profile page.
    await expectWorkingPage(page, await page.goto(at(landing)), 'the profile page');
    await expect(page.locator('#notifications-title')).toBeVisible();
    await expect(page.locator('form input[type="checkbox"]').first()).toBeVisible();
  });
}
