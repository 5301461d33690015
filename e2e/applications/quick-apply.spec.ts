import type { Browser } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures.ts';
import { mailsTo, uniqueEmail } from '../support/accounts.ts';
import { completeAddResume } from '../support/candidate-profile.ts';
import { catalog } from '../support/catalog.ts';
import { hydrated } from '../support/hydration.ts';

type Words = {
  quick: { name: string; email: string; coverLetter: string; cv: string; send: string };
  apply: {
    modeQuick: string;
    coverLetter: string;
    cvAttach: string;
    cvReplace: string;
    send: string;
    justSent: string;
  };
};
type Login = Parameters<Parameters<typeof test>[2]>[0]['login'];
const words = catalog<Words>('en', 'Applications');
const required = catalog<{ required: string }>('en', 'validation');
// The smallest document the upload's sniffing takes for a PDF.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** An approved vacancy of the demo company, read from its own list. */
async function openDemoVacancy(browser: Browser, baseURL: string, login: Login) {
  const company = await (await browser.newContext({ baseURL })).newPage();
  await login('company', company.context());
  const mine = await company.request.get('/api/me/vacancies?state=active');
  const vacancy = (
    (await mine.json()) as { data: { list: { slug: string; moderation_status: string }[] } }
  ).data.list.find((item) => item.moderation_status === 'approved');
  if (!vacancy) throw new Error('the demo company has no open vacancy');
  await company.context().close();
  return vacancy;
}

test('a guest applies without an account: the form says what is missing, then sends with a CV and mails the link', async ({
  consentGiven: guest,
  login,
  browser,
  baseURL,
}) => {
  const vacancy = await openDemoVacancy(browser, baseURL!, login);
  await guest.goto(`/job-openings/${vacancy.slug}`);
  const apply = guest.locator('#apply');
  await apply.getByRole('radio', { name: words.apply.modeQuick }).check();
  const form = apply.getByTestId('quick-apply-form');
  await form.getByRole('button', { name: words.quick.send }).click();
  // Nothing is sent: the first field to fix says why and has the focus.
  const name = form.getByLabel(words.quick.name);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(form).toContainText(required.required);
  await expectAccessible(guest);

  const email = uniqueEmail('quick');
  await name.fill('Quick Applicant');
  await form.getByLabel(words.quick.email).fill(email);
  await form.getByLabel(words.quick.coverLetter).fill('I would like to join your team.');
  await form
    .getByLabel(words.quick.cv)
    .setInputFiles({ name: 'quick-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form).toContainText('quick-cv.pdf');
  await form.getByRole('button', { name: words.quick.send }).click();
  await expect(apply.getByTestId('quick-apply-sent')).toContainText(email);
  const [mail] = await mailsTo(email);
  expect(mail?.to).toContain(email);
});

test('a new job seeker applies with a CV that uploads the moment it is chosen', async ({
  consentGiven: seeker,
  login,
  signUp,
  browser,
  baseURL,
}) => {
  const vacancy = await openDemoVacancy(browser, baseURL!, login);
  await login(await signUp({ role: 'worker' }));
  await seeker.goto('/profile/add-resume');
  await completeAddResume(seeker, { position: 'CV Attacher' });
  await seeker.goto(`/job-openings/${vacancy.slug}`);
  const apply = seeker.locator('#apply');
  // The CV goes up the moment it is chosen, by the form's script: choose it once the form is hydrated.
  await hydrated(seeker, '#apply input[type="file"]');
  await apply.getByLabel(words.apply.coverLetter).fill('My CV says the rest.');
  await apply
    .getByLabel(words.apply.cvAttach)
    .setInputFiles({ name: 'my-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(apply.getByTestId('attached-cv')).toContainText('my-cv.pdf');
  await expect(apply.getByLabel(words.apply.cvReplace)).toBeAttached();
  await apply.getByRole('button', { name: words.apply.send }).click();
  await expect(apply.getByTestId('applied')).toContainText(words.apply.justSent);
});
