import { expect, expectAccessible, test } from '../fixtures.ts';

const FEED = 'https://jobs.example.org/feed.json';
const PAGE = '/admin/external-feeds';

test('an admin lists the job feeds, adds one, is told when it is already there or not http(s), and removes it', async ({
  consentGiven: page,
  login,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await login('admin');
  await page.goto('/admin/profile');
  // The page is in the admin's header menu while the other admin pages are still held back.
  await page.locator(`header nav a[href="${PAGE}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Job feeds' })).toBeVisible();
  const feeds = page.getByRole('region', { name: 'Feeds' });
  // The demo data brings jobs but no feed; a feed another run left would show here and be listed all the same.
  await expect(feeds.getByText('No feeds yet.').or(feeds.getByRole('rowheader').first())).toBeVisible();
  await expectAccessible(page);

  const form = page.getByRole('region', { name: 'Add a feed' });
  const address = form.getByLabel('Feed address (JSON or RSS)');
  await address.fill(FEED);
  await form.getByRole('button', { name: 'Add the feed' }).click();
  await expect(form.getByRole('status')).toHaveText('jobs.example.org is added. Its jobs arrive with its first fetch.');
  const row = feeds.getByRole('row').filter({ hasText: FEED });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader', { name: 'jobs.example.org' })).toBeVisible();
  await expect(row).toContainText('0 jobs');
  await expect(address).toHaveValue('');
  await expectAccessible(page);

  await address.fill(FEED);
  await form.getByRole('button', { name: 'Add the feed' }).click();
  await expect(form.getByRole('alert')).toHaveText('This feed is already in the list.');
  await expect(row).toHaveCount(1);

  await address.fill('ftp://jobs.example.org/feed.json');
  await form.getByRole('button', { name: 'Add the feed' }).click();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Only http:// and https:// addresses can be fetched')).toBeVisible();
  await expectAccessible(page);

  // Removing asks first, naming the feed and the jobs that go with it.
  await row.getByRole('button', { name: 'Remove jobs.example.org' }).click();
  await expect(row).toContainText('Remove jobs.example.org and the 0 jobs it brought?');
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Yes, remove it' }).click();
  // Told in a toast: the removal goes back to the bare list, which carries it across the redirect.
  await expect(page.getByRole('status').filter({ hasText: 'jobs.example.org is removed' })).toHaveText(
    'jobs.example.org is removed, together with its jobs.',
  );
  await expect(feeds.getByRole('row').filter({ hasText: FEED })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
});

test('without JavaScript, a refused address is worded in the page’s language under the field', async ({
  browser,
  baseURL,
  login,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL! }]);
  await login('admin', context);
  const page = await context.newPage();
  // axe runs in the page's script, so this page is checked with JavaScript on, in the test above.
  await page.goto(`/uk${PAGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Стрічки вакансій' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Додати стрічку' });
  await form.getByLabel('Адреса стрічки (JSON або RSS)').fill('ftp://jobs.example.org/feed.json');
  await form.getByRole('button', { name: 'Додати стрічку' }).click();
  await expect(page).toHaveURL(new RegExp(`/uk${PAGE}$`));
  await expect(form.getByText('Завантажувати можна лише адреси http:// та https://')).toBeVisible();
  await expect(form.getByLabel('Адреса стрічки (JSON або RSS)')).toHaveValue('ftp://jobs.example.org/feed.json');
  await context.close();
});

test('a worker opening the feeds page is kept out of it', async ({ consentGiven: page, login }) => {
  await login('worker');
  const answer = await page.goto(PAGE);
  expect(answer?.ok()).toBe(true);
  await expect(page).not.toHaveURL(/\/admin/);
  await expect(page.getByRole('heading', { name: 'Job feeds' })).toHaveCount(0);
});
