import { expect, expectAccessible, flowLocales, localized, test } from '../fixtures.ts';

const WORDS = {
  en: {
    tabs: ['Hirings', 'Resumes', 'Subscriptions'],
    empty: [null, null, 'No paid tariff'],
    hiringsLink: 'Invite the colleagues who hire with you',
  },
  uk: {
    tabs: ['Найми', 'Резюме', 'Підписки'],
    empty: [null, null, 'Платного тарифу немає'],
    hiringsLink: 'Запросити колег, які наймають разом із вами',
  },
} as const;

for (const locale of flowLocales('uk')) {
  test(`the employer profile's hirings and subscriptions tabs say what they will hold, and resumes lists the opened profiles (${locale})`, async ({
    consentGiven: page,
    login,
  }) => {
    const words = WORDS[locale];
    await login('company');
    await page.goto(localized(locale, '/profile/employer'));
    const menu = page.locator('aside');
    for (const [index, tab] of words.tabs.entries()) {
      await menu.getByRole('link', { name: tab, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tab);
      const empty = words.empty[index];
      // The demo seed reports a hire of the demo company (hirings lists it), and the demo candidates who applied to it
      // opened their profiles to it (resumes lists them).
      if (empty) await expect(page.locator('#employer-tab-empty')).toContainText(empty);
      else await expect(page.getByTestId(index === 0 ? 'hire' : 'opened-candidate').first()).toBeVisible();
      await expectAccessible(page);
      // Every link of the empty state leads to a page that works.
      for (const href of await page
        .locator('section[aria-labelledby="employer-tab-empty"] a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        expect((await page.request.get(href ?? ''))?.status()).toBe(200);
      }
    }
    await page.goto(localized(locale, '/profile/employer/hirings'));
    await page.getByRole('link', { name: words.hiringsLink }).click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/profile/employer/team')}$`));
  });
}

test('a job seeker is sent away from the employer tabs', async ({ consentGiven: page, login }) => {
  await login('worker');
  await page.goto('/profile/employer/hirings');
  await expect(page).not.toHaveURL(/\/profile\/employer\/hirings$/);
});
