import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, LOCALES, localized, randomClientIp, test } from '../fixtures.ts';
import { completeAddResume } from '../support/candidate-profile.ts';
import { catalog } from '../support/catalog.ts';

type Words = { [key: string]: string | Words };
/** The words a page shows, from the catalog it reads them from, with `{{name}}` values filled in. */
const wordsOf = (locale: string, namespace = 'Applications') => {
  const words = catalog<Words>(locale, namespace);
  return (path: string, values: Record<string, string> = {}) => {
    const text = path
      .split('.')
      .reduce<string | Words | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), words);
    if (typeof text !== 'string') throw new Error(`no word ${namespace}:${path}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
};
const word = wordsOf('en');
const COMPANY = 'Hushwork Demo Labs';

async function companyPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() } });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL }]);
  return context.newPage();
}

test('a new job seeker applies anonymously, the company sees no name or contacts, then the seeker opens the profile in one click', async ({
  consentGiven: seeker,
  browser,
  baseURL,
  login,
  signUp,
}, testInfo) => {
  test.setTimeout(180_000);
  // Distinctive, so a page that shows them shows them because the profile is open, not by chance.
  const stamp = Date.now();
  const mark = String(stamp).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? '');
  const name = `Yaryna Anonymchuk ${mark}`;
  const telegram = `@yaryna_${stamp % 100000}`;
  const position = `Kotlin Lanternmaker ${mark}`;
  const letter = `I light up backends (${mark}).`;

  const account = await signUp({ role: 'worker', name });
  await login(account);
  await seeker.goto('/profile/add-resume');
  await completeAddResume(seeker, { position });
  await seeker.goto('/profile/user/contacts');
  await seeker.locator('input[name="telegram"]').fill(telegram);
  await seeker.locator('form:has(input[name="telegram"]) button[type="submit"]').click();
  await expect(seeker.locator('input[name="telegram"]')).toHaveValue(telegram);

  // A new account's "news and tips" start unticked, by mail and by Telegram, in every language (consent is asked).
  for (const locale of LOCALES) {
    await seeker.goto(localized(locale, '/profile/user'));
    const settings = seeker.locator('section[aria-labelledby="notifications-title"]');
    for (const channel of ['email', 'telegram']) {
      await expect(settings.locator(`input[name="setting"][value="news:${channel}"]`), locale).not.toBeChecked();
      await expect(settings.locator(`input[name="setting"][value="response:${channel}"]`), locale).toBeChecked();
    }
  }

  const company = await companyPage(browser, baseURL!);
  await login('company', company.context());
  const mine = await company.request.get('/api/me/vacancies?state=active');
  const vacancy = (
    (await mine.json()) as { data: { list: { id: number; slug: string; moderation_status: string }[] } }
  ).data.list.find((item) => item.moderation_status === 'approved');
  if (!vacancy) throw new Error('the demo company has no open vacancy');

  // The apply form asks what the company should see, anonymous chosen; it is sent so.
  await seeker.goto(`/job-openings/${vacancy.slug}`);
  const apply = seeker.locator('#apply');
  const choice = apply.getByTestId('profile-choice');
  await expect(apply.getByRole('group', { name: word('apply.choiceLegend', { company: COMPANY }) })).toBeVisible();
  await expect(choice.getByRole('radio', { name: word('apply.anonymous') })).toBeChecked();
  await expect(choice.getByRole('radio', { name: word('apply.withContacts') })).not.toBeChecked();
  await expect(choice).toContainText(word('apply.anonymousHint', { company: COMPANY }));
  await expectAccessible(seeker);
  await apply.getByLabel(word('apply.coverLetter')).fill(letter);
  await seeker.screenshot({ path: testInfo.outputPath('apply-form-desktop.png'), fullPage: true });
  await apply.getByRole('button', { name: word('apply.send') }).click();
  await expect(apply.getByTestId('applied')).toContainText(word('apply.justSent'));

  // The company reads the response and the candidate's page: the profile, without who it is.
  await company.goto(`/profile/responses/candidates?vacancy_id=${vacancy.id}`);
  const response = company.getByTestId('response').filter({ hasText: letter });
  await expect(response).toBeVisible();
  const responses = await company.content();
  expect(responses).not.toContain(name);
  expect(responses).not.toContain(telegram.slice(1));
  await response.getByRole('link', { name: word('responses.openCandidate') }).click();
  await expect(company).toHaveURL(/\/candidate\//);
  await expect(company.getByRole('heading', { level: 1 })).toContainText(position);
  await expect(company.getByTestId('candidate-identity')).toHaveText(wordsOf('en', 'Candidates')('anonymousLabel'));
  await expect(company.getByTestId('contacts-hidden')).toBeVisible();
  const anonymous = await company.content();
  expect(anonymous).not.toContain(name);
  expect(anonymous).not.toContain(telegram.slice(1));
  const candidatePage = company.url();

  // The seeker's applications say so, and open the profile to that company in one click.
  await seeker.goto('/profile/responses/companies');
  const application = seeker
    .getByTestId('my-application')
    .filter({ hasText: word('worker.profileAnonymous', { company: COMPANY }) })
    .first();
  await expect(application).toBeVisible();
  await expectAccessible(seeker);
  await seeker.setViewportSize({ width: 390, height: 844 });
  await seeker.screenshot({ path: testInfo.outputPath('my-applications-phone.png'), fullPage: true });
  await application.getByRole('button', { name: word('worker.openProfile', { company: COMPANY }) }).click();
  await expect(seeker.getByRole('status')).toHaveText(word('worker.done.open-profile'));
  await expect(seeker.getByTestId('application-profile').first()).toHaveText(
    word('worker.profileOpened', { company: COMPANY }),
  );

  // Now the company's next look names them and shows the contacts.
  await company.goto(candidatePage);
  await expect(company.getByTestId('candidate-identity')).toHaveText(name);
  await expect(company.getByTestId('candidate-contacts')).toContainText(telegram.slice(1));
  await company.context().close();
});
