import { expect, expectAccessible, flowLocales, localized, test } from '../fixtures.ts';

const WORDS = {
  en: {
    title: 'Jobs from other sites',
    found: /^\d+ jobs? found$/,
    search: 'Search',
    filter: 'Show jobs',
    empty: 'No jobs match these filters.',
    rate: 'Rate 4 out of 5',
    mine: 'You rated it 4 out of 5.',
    saved: 'Thank you, your rating is saved.',
    signInToRate: 'Sign in to rate this company',
    apply: 'Go to apply',
  },
  uk: {
    title: 'Вакансії з інших сайтів',
    found: /^Знайдено \d+ ваканс/,
    search: 'Пошук',
    filter: 'Показати вакансії',
    empty: 'Немає вакансій за цими фільтрами.',
    rate: 'Оцінити на 4 з 5',
    mine: 'Ваша оцінка: 4 з 5.',
    saved: 'Дякуємо, вашу оцінку збережено.',
    signInToRate: 'Увійдіть, щоб оцінити цю компанію',
    apply: 'Перейти до відгуку',
  },
} as const;

for (const locale of flowLocales('en')) {
  test(`a visitor lists external jobs, searches, opens one, rates its company signed in and goes to apply (${locale})`, async ({
    consentGiven: page,
    login,
  }) => {
    const words = WORDS[locale];
    const at = (path: string) => localized(locale, path);
    const main = page.locator('main');

    await page.goto(at('/job-openings/external'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(words.title);
    await expect(page.getByTestId('external-jobs-found')).toHaveText(words.found);
    await expect(main.getByRole('listitem').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectAccessible(page);

    await main.getByLabel(words.search).fill('Kotlin');
    await main.getByRole('button', { name: words.filter }).click();
    await expect(page).toHaveURL(/search=Kotlin/);
    const first = main.getByRole('listitem').getByRole('heading', { level: 2 }).first();
    await expect(first).toContainText('Android Developer');

    await main.getByLabel(words.search).fill('zzqx-no-such-job');
    await main.getByRole('button', { name: words.filter }).click();
    await expect(page.getByText(words.empty)).toBeVisible();
    await page.goBack();
    await expect(first).toContainText('Android Developer');
    const title = (await first.textContent())?.trim() ?? '';
    await first.getByRole('link').click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const out = page.locator('a[rel="nofollow noopener"]');
    await expect(out).toHaveAttribute('href', /^https:\/\//);
    const jobUrl = (await out.getAttribute('href')) ?? '';
    await expect(page.getByRole('link', { name: words.signInToRate })).toBeVisible();
    await expectAccessible(page);

    // The demo job seeker has a candidate profile, so no push to make one comes first.
    await login('worker');
    await page.reload();
    await page.getByRole('button', { name: words.rate }).click();
    await expect(page.getByText(words.saved)).toBeVisible();
    await expect(page.getByText(words.mine)).toBeVisible();
    await expect(page.getByRole('button', { name: words.rate })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('rating-average')).not.toBeEmpty();
    await expectAccessible(page);

    // The job's own site is on the internet; the browser gets a stand-in page from it.
    await page.route(`${new URL(jobUrl).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Apply</title><h1>Apply here</h1>' }),
    );
    await page.getByRole('button', { name: words.apply }).click();
    await page.waitForURL(jobUrl);
    await expect(page.getByRole('heading', { name: 'Apply here' })).toBeVisible();
  });
}
