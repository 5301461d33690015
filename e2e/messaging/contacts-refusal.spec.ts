import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures.ts';

type CandidatesAnswer = { data: { list: { slug: string }[] } };
type CandidateAnswer = { data: { viewer: { is_opened: boolean } } };

/** A listed candidate whose profile is not opened to the reader's company: it sees them anonymously. */
async function anonymousCandidateSlug(request: APIRequestContext) {
  const answer = await request.get('/api/candidates');
  expect(answer.ok()).toBe(true);
  const { list } = ((await answer.json()) as CandidatesAnswer).data;
  for (const { slug } of list.reverse()) {
    const details = await request.get(`/api/candidates/slug/${slug}`);
    if (details.ok() && !((await details.json()) as CandidateAnswer).data.viewer.is_opened) return slug;
  }
  throw new Error('the demo data has no candidate the demo company sees anonymously');
}

test('a company writing to a candidate who has not opened the profile cannot send an e-mail address, and is told why', async ({
  consentGiven: page,
  login,
}) => {
  await login('company');
  const slug = await anonymousCandidateSlug(page.request);
  await page.goto(`/candidate/${slug}`);
  await page.waitForLoadState('networkidle');
  const box = page.getByRole('textbox', { name: 'Your message' });
  // The field starts from the opening the API suggests (`messages/first-text`).
  await expect(box).not.toHaveValue('');

  await box.fill('Write to me at hiring.team@example.org, please.');
  await page.getByRole('button', { name: 'Send the message' }).click();
  // Said under the field, in the words of the rule (the form checks it before the API, which checks it again).
  await expect(
    page.getByText(/e-mail addresses, phone numbers .*can be sent once the candidate opens their profile/),
  ).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(new URL(page.url()).pathname).toBe(`/candidate/${slug}`);
  await expectAccessible(page);

  await box.fill('Would you like to talk about a backend role with our team?');
  await page.getByRole('button', { name: 'Send the message' }).click();
  await page.waitForURL(/\/profile\/conversation\/\d+$/);
  await expect(
    page
      .getByRole('list', { name: 'Messages' })
      .getByText('Would you like to talk about a backend role with our team?'),
  ).toBeVisible();
});
