import { expect, expectAccessible, test } from '../fixtures.ts';

test('a guest reads the salary overview, opens a technology’s report and narrows it by seniority', async ({
  consentGiven: page,
}) => {
  await page.goto('/salaries');
  await expect(page.getByRole('heading', { level: 1, name: 'IT salaries' })).toBeVisible();
  await expect(page.getByTestId('salary-median')).toHaveText(/^\d[\d\s]* USD a month$/);
  const technologies = page.getByRole('table', { name: 'Monthly salaries by technology, US dollars' });
  await expect(technologies.locator('tbody tr').first()).toBeVisible();
  expect(await technologies.locator('svg[data-chart="range"]').count()).toBeGreaterThan(3);
  await expectAccessible(page);

  const first = technologies.locator('tbody tr').first().getByRole('link');
  // The link's visible text is the technology; its name, for a screen reader, is the report's.
  const name = (await first.locator('[aria-hidden="true"]').textContent()) ?? '';
  await expect(first).toHaveAccessibleName(`${name} salaries`);
  await first.click();
  await expect(page).toHaveURL(/\/salaries\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} salaries`);
  await expect(page.getByTestId('salary-median')).toBeVisible();
  const levels = page.getByRole('table', { name: 'Monthly salaries by seniority, US dollars' });
  await expect(levels.locator('tbody tr').first()).toBeVisible();
  await expectAccessible(page);

  const level = (await levels.locator('tbody th a').first().textContent()) ?? '';
  await page.getByRole('combobox', { name: 'Seniority' }).selectOption({ label: level });
  await page.getByRole('button', { name: 'Show' }).click();
  // A GET form sends its empty select too (`country=`): the report reads it as every country.
  await expect(page).toHaveURL(/\?seniority=[a-z]+(&country=)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${level} ${name} salaries`);
  await expect(page.getByTestId('salary-median')).toBeVisible();

  // A choice with too few vacancies says so and offers the way back, instead of a figure nobody should trust.
  await page.goto(`${new URL(page.url()).pathname}?seniority=trainee&country=iceland`);
  await expect(page.getByText('Not enough vacancies with a salary yet')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expectAccessible(page);
});

test('the charts are drawn by the server: the report reads whole without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/uk/salaries');
  await expect(page.getByRole('heading', { level: 1, name: 'Зарплати в IT' })).toBeVisible();
  const link = page
    .getByRole('table', { name: /за технологіями/ })
    .locator('tbody a')
    .first();
  await link.click();
  await expect(page).toHaveURL(/\/uk\/salaries\/[a-z0-9-]+$/);
  await expect(page.locator('svg[data-chart="range"]').first()).toBeVisible();
  await expect(page.getByTestId('salary-median')).toContainText('на місяць');
  await context.close();
});

test('a technology’s job openings link its salary report, and the site map lists the reports', async ({
  consentGiven: page,
}) => {
  await page.goto('/salaries');
  const href = await page
    .getByRole('table', { name: 'Monthly salaries by technology, US dollars' })
    .locator('tbody a')
    .first()
    .getAttribute('href');
  const slug = href?.split('/').pop() ?? '';
  await page.goto(`/job-openings/technologies/${slug}`);
  await page.getByRole('link', { name: /jobs pay$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/salaries/${slug}$`));
  await expect(page.getByTestId('salary-median')).toBeVisible();

  await page.goto('/sitemap');
  const reports = page.getByRole('region', { name: 'Salary reports' });
  await expect(reports.getByRole('link', { name: /./ }).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Sections' }).getByRole('link', { name: 'Salary reports' }),
  ).toBeVisible();
});
