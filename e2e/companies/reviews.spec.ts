import { expect, expectAccessible, test } from '../fixtures.ts';
import { PASSWORD, uniqueEmail } from '../support/accounts.ts';

const REVIEWS = '/company/hushwork-demo-labs/reviews';
const RATINGS = ['rating', 'salary_rating', 'management_rating', 'work_life_rating', 'growth_rating'];

test('the reviews tab shows the demo company’s approved reviews, their averages and one review with its comments', async ({
  consentGiven: page,
}) => {
  await page.goto('/company/hushwork-demo-labs');
  await page.getByRole('link', { name: 'Reviews', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${REVIEWS}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reviews of Hushwork Demo Labs');
  await expect(page.getByRole('heading', { name: 'Average ratings' })).toBeVisible();
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  // Authors appear by their role only.
  await expect(cards.first()).toContainText(/Written by (a candidate|a company account)/);
  await expectAccessible(page);
  await cards
    .first()
    .getByRole('link', { name: /Read the review and its comments/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${REVIEWS}/\\d+$`));
  await expect(page.getByRole('heading', { name: /Comments/ })).toBeVisible();
  await expectAccessible(page);
});

test('a guest writes a review, signs in, and is thanked; the review waits for moderation', async ({
  consentGiven: page,
  signUp,
}) => {
  const worker = await signUp({ role: 'worker' });
  await page.goto(REVIEWS);
  await expect(page.getByText('You will be asked to sign in')).toBeVisible();

  // The browser checks the form with the contract's schema before anything is sent.
  await page.getByRole('button', { name: 'Send the review' }).click();
  await expect(page.locator('#write-review ~ form').getByText('This field is required').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${REVIEWS}$`));

  const title = `Guest review ${Date.now()}`;
  for (const name of RATINGS) await page.locator(`select[name="${name}"]`).selectOption('4');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Pros').fill('Clear goals and a patient team lead.');
  await page.getByLabel('Cons').fill('The build takes longer than it should.');
  await page.getByLabel('I work here now').check();
  await page.getByRole('button', { name: 'Send the review' }).click();

  await expect(page).toHaveURL(/\/login\?redirect=%2Fcompany%2Fhushwork-demo-labs%2Freviews$/);
  await page.locator('input[name="email"]').fill(worker.email);
  await page.locator('input[name="password"]').fill(worker.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(new RegExp(`${REVIEWS}\\?action=review_created&reviewId=\\d+$`));
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
    'Thank you: your review will appear once moderation approves it.',
  );
  // Moderation has not approved it yet, so it is not public.
  await expect(page.getByText(title)).toHaveCount(0);
  await expectAccessible(page);
});

test('a guest comments on a review in Ukrainian, signs in, and finds the comment published', async ({
  consentGiven: page,
  signUp,
}) => {
  const worker = await signUp({ role: 'worker', locale: 'uk' });
  await page.goto(`/uk${REVIEWS}`);
  await page
    .locator('main article')
    .first()
    .getByRole('link', { name: /Читати відгук і коментарі/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/uk${REVIEWS}/\\d+$`));
  const reviewPath = new URL(page.url()).pathname;
  const text = `Дякую за чесний відгук ${Date.now()}`;
  await page.getByLabel('Ваш коментар').fill(text);
  await page.getByRole('button', { name: 'Опублікувати коментар' }).click();

  await expect(page).toHaveURL(new RegExp(`/uk/login\\?redirect=${encodeURIComponent(reviewPath)}$`));
  await page.locator('input[name="email"]').fill(worker.email);
  await page.locator('input[name="password"]').fill(worker.password);
  await page.getByRole('button', { name: 'Увійти' }).click();

  await expect(page).toHaveURL(`${reviewPath}?action=comment_created`);
  await expect(page.getByRole('status').filter({ hasText: 'Дякуємо' })).toHaveText(
    'Дякуємо: ваш коментар опубліковано.',
  );
  // Comments are public at once, shown by the author's role only.
  const comment = page.locator('main li').filter({ hasText: text });
  await expect(comment).toContainText('Написав кандидат');
  await expectAccessible(page);
});

test('a guest writes a review, signs up instead of signing in, and is brought back to it like a sign-in', async ({
  consentGiven: page,
}) => {
  await page.goto(REVIEWS);
  const title = `New member review ${Date.now()}`;
  for (const name of RATINGS) await page.locator(`select[name="${name}"]`).selectOption('5');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Pros').fill('Honest feedback after every interview.');
  await page.getByLabel('Cons').fill('Few openings for juniors this year.');
  await page.getByRole('button', { name: 'Send the review' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcompany%2Fhushwork-demo-labs%2Freviews$/);

  // No account yet: the sign-up link carries the way back, and so does the sign-up form.
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/register\?redirect=%2Fcompany%2Fhushwork-demo-labs%2Freviews$/);
  await expectAccessible(page);
  await page.locator('input[name="role_id"][value="1"]').check();
  await page.locator('input[name="name"]').fill('Nadia Newcomer');
  await page.locator('input[name="email"]').fill(uniqueEmail('review-signup'));
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="sameAsPassword"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();

  await expect(page).toHaveURL(new RegExp(`${REVIEWS}\\?action=review_created&reviewId=\\d+$`));
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
    'Thank you: your review will appear once moderation approves it.',
  );
  await expect(page.getByText(title)).toHaveCount(0);
});

test('a redirect to somewhere else than our own pages is not followed after sign-up', async ({
  consentGiven: page,
}) => {
  await page.goto(`/register?redirect=${encodeURIComponent('https://evil.example/phish')}`);
  await page.locator('input[name="role_id"][value="1"]').check();
  await page.locator('input[name="name"]').fill('Olek Outsider');
  await page.locator('input[name="email"]').fill(uniqueEmail('redirect-out'));
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="sameAsPassword"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  // The role's landing page (the profile, or a push the profile makes), never the other site.
  await page.waitForURL((url) => !url.pathname.endsWith('/register'));
  expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL ?? page.url()).host);
  expect(new URL(page.url()).pathname).toMatch(/^\/profile\//);
});
