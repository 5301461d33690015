import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, flowLocales, localized, test } from '../fixtures.ts';
import { registerViaForm, uniqueEmail } from '../support/accounts.ts';
import { catalog } from '../support/catalog.ts';
import { hydrated } from '../support/hydration.ts';

/** A PDF's first bytes are what the files platform reads its type from; a page of text is enough. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

for (const locale of flowLocales('uk')) {
  test(`a new worker creates the candidate profile, edits contacts and jobs, attaches a CV and sees it pending (${locale})`, async ({
    consentGiven: page,
  }) => {
    // One worker's whole first visit, with axe on five pages: longer than one page's test.
    const words = catalog(locale, 'Candidates');
    const validation = catalog(locale, 'validation');
    const at = (path: string) => localized(locale, path);
    const create = page.getByRole('button', { name: words.createProfile!, exact: true });

    // Spec section 4: a worker without a candidate profile is pushed to add-resume from sign-up on.
    await registerViaForm(page, { locale, role: 'worker', email: uniqueEmail(`candidate-${locale}`) });
    await expect(page).toHaveURL(new RegExp(`${at('/profile/add-resume')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.addResumeTitle!);
    await expectAccessible(page);

    // The form checks what the API checks: the position is required, and public text carries no contacts.
    // The tag button works once the page's script runs: what is typed before hydration may be reset by it.
    await expect(page.getByRole('button', { name: words.addTag!, exact: true })).toBeEnabled();
    await create.click();
    await expect(page.locator('input[name="desired_position"]')).toBeFocused();
    await expect(page.getByText(validation.required!).first()).toBeVisible();
    await page.locator('input[name="desired_position"]').fill('Python developer, write to me@example.com');
    await create.click();
    await expect(page.getByText(validation.noContactsInText!)).toBeVisible();

    // The position field suggests what listed candidates call themselves most (the demo candidates here).
    await expect(page.locator('#desired-positions option').first()).toBeAttached();
    await page.locator('input[name="desired_position"]').fill('Senior Python developer');
    await page.locator('input[name="specialization_ids"]').first().check();
    await page.locator('input[name="keyword_ids"]').first().check();
    await page.locator('select[name="seniority"]').selectOption('senior');
    await page.locator('select[name="english_level"]').selectOption('fluent');
    await page.locator('input[name="salary"]').fill('4500');
    await page.locator('input[name="job_types"][value="is_remote_work"]').check();
    // A tag typed again in another case is added once (spec section 5).
    const tag = page.getByPlaceholder(words.newTag!);
    for (const text of ['Django', 'django', 'FastAPI']) {
      await tag.fill(text);
      await tag.press('Enter');
    }
    await expect(page.locator('input[name="tags"]')).toHaveCount(2);
    // A whole country, and a city that brings its country along.
    await page.getByLabel(words.addCountry!).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: words.addCity! }).fill('Kyiv');
    await page.getByRole('listbox', { name: words.addCity! }).getByRole('option').first().click();
    await expect(page.locator('input[name$=".country_id"]')).toHaveCount(2);
    await page.locator('textarea[name="expectation_description"]').fill('A product team, code review and tests.');
    await create.click();

    // The required path: the profile is saved and the worker reaches /profile/user, where it awaits moderation.
    await expect(page).toHaveURL(new RegExp(`${at('/profile/user')}$`));
    await expect(page.getByTestId('moderation-status')).toHaveText(words.moderation_pending!);
    await expect(page.getByText(words.moderationText_pending!)).toBeVisible();
    // A new profile was published just now: raising it waits 24 hours, and the page says until when.
    await expect(page.getByRole('button', { name: words.raiseProfile! })).toBeDisabled();
    await expect(page.locator('#publish-hint')).not.toHaveText(words.raiseHint!);
    await expectAccessible(page);

    // The CV: a text file is refused in the API's words, a PDF is kept and offered to its owner for download.
    const cvInput = page.getByLabel(words.uploadCv!);
    await cvInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('only words') });
    await expect(page.locator('section[aria-labelledby="cv-title"] [role="alert"]')).not.toBeEmpty();
    await page
      .getByLabel(words.uploadCv!)
      .setInputFiles({ name: 'taras-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('link', { name: 'taras-cv.pdf' })).toHaveAttribute('href', /^\/api\/files\/[\w-]+$/);
    await expect(page.getByRole('button', { name: words.removeCv! })).toBeVisible();

    // Contacts: checked by the spec's rules, saved, and visible only to companies the profile is opened to.
    await page.getByRole('link', { name: words.tabContacts!, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/profile/user/contacts')}$`));
    await expect(page.getByText(words.noOpenings!)).toBeVisible();
    await page.locator('input[name="phone"]').fill('12');
    await page.locator('input[name="github"]').fill('gitlab.com/taras');
    await page.getByRole('button', { name: words.saveContacts! }).click();
    await expect(page.getByText(validation.phone!)).toBeVisible();
    await expect(page.getByText(validation.github!)).toBeVisible();
    await page.locator('input[name="phone"]').fill('+380 67 123 45 67');
    await page.locator('input[name="telegram"]').fill('@taras_dev');
    await page.locator('input[name="github"]').fill('github.com/taras-dev');
    await page.getByRole('button', { name: words.saveContacts! }).click();
    await expect(page.getByText(words.contactsSaved!)).toBeVisible();
    await page.reload();
    await expect(page.locator('input[name="phone"]')).toHaveValue('+380671234567');
    await expect(page.locator('input[name="github"]')).toHaveValue('https://github.com/taras-dev');
    await expectAccessible(page);

    // A job held, its employer hidden from the anonymous profile.
    await page.getByRole('link', { name: words.tabEmployments!, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/profile/user/employments')}$`));
    await expect(page.getByText(words.noExperience!)).toBeVisible();
    const job = page.locator('#experience-new');
    await job.locator('input[name="position"]').fill('Python developer');
    await job.locator('input[name="company_name"]').fill('Acme Logistics');
    await job.locator('input[name="started_at"]').fill('2021-09');
    await job.locator('input[name="is_company_hidden"]').check();
    await job.locator('button[type="submit"]').click();
    await expect(page.getByText(`Python developer · Acme Logistics (${words.hiddenFromPublic})`)).toBeVisible();
    await expect(page.getByText(words.noExperience!)).toBeHidden();
    await expectAccessible(page);

    // Back on the overview the profile still awaits moderation, and the CV is there.
    await page.getByRole('link', { name: words.tabDefault!, exact: true }).click();
    await expect(page.getByTestId('moderation-status')).toHaveText(words.moderation_pending!);
    await expect(page.getByRole('link', { name: 'taras-cv.pdf' })).toBeVisible();
  });
}

/** A call from inside the page, as the browser's own scripts make them (the session cookie and the page's origin). */
const callFromPage = (page: Page, path: string, method: string, body?: unknown) =>
  page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, method, body },
  );

for (const locale of flowLocales('en')) {
  test(`a candidate edits the profile and a skill, closes it to the company it was opened to, hides it from that company and shows it again (${locale})`, async ({
    consentGiven: page,
    signUp,
    login,
  }) => {
    const words = catalog(locale, 'Candidates');
    const at = (path: string) => localized(locale, path);
    await login(await signUp({ role: 'worker', locale }));
    await page.goto(at('/profile/add-resume'));
    const saved = await callFromPage(page, '/api/me/candidate', 'POST', {
      name: 'Olena Kovalenko',
      desired_position: 'QA engineer',
    });
    expect(saved.status).toBe(200);
    const [company] = (await callFromPage(page, '/api/companies/search?search=Hushwork%20Demo%20Labs', 'GET')).body.data
      .list as { id: number; name: string }[];
    expect((await callFromPage(page, '/api/open-profile', 'POST', { company_id: company!.id })).status).toBe(200);

    // The resume page saves the profile; a change to what companies see goes back to moderation.
    await page.goto(at('/profile/resume'));
    await expect(page.locator('input[name="desired_position"]')).toHaveValue('QA engineer');
    await expectAccessible(page);
    await expect(page.getByRole('button', { name: words.addTag!, exact: true })).toBeEnabled();
    await page.locator('input[name="desired_position"]').fill('Senior QA engineer');
    await page.locator('input[name="listed"]').uncheck();
    await page.getByRole('button', { name: words.saveProfile!, exact: true }).click();
    await expect(page.getByText(words.savedPending!)).toBeVisible();
    await page.reload();
    await expect(page.locator('input[name="desired_position"]')).toHaveValue('Senior QA engineer');
    await expect(page.locator('input[name="listed"]')).not.toBeChecked();

    // Who can see me: the company the profile was opened to, closed again from here.
    await page.goto(at('/profile/user/contacts'));
    const close = page.getByRole('button', { name: words.closeProfile!.replace('{{company}}', company!.name) });
    await expect(close).toBeVisible();
    await close.click();
    await expect(page.getByText(words.noOpenings!)).toBeVisible();

    // Hidden from a company picked by its name, and shown to it again.
    await expect(page.getByText(words.noHidden!)).toBeVisible();
    await page.getByRole('combobox', { name: words.hideCompany! }).fill('Hushwork Demo');
    await page.getByRole('listbox', { name: words.hideCompany! }).getByRole('option', { name: company!.name }).click();
    await page.getByRole('button', { name: words.hideButton!, exact: true }).click();
    const unhide = page.getByRole('button', { name: words.unhide!.replace('{{company}}', company!.name) });
    await expect(unhide).toBeVisible();
    await expectAccessible(page);
    await unhide.click();
    await expect(page.getByText(words.noHidden!)).toBeVisible();

    // A skill added, renamed and removed on the employments tab.
    await page.goto(at('/profile/user/employments'));
    const skills = page.locator('section[aria-labelledby="skills-title"]');
    await skills.locator('#skills-new input[name="name"]').fill('Playwright');
    await skills.locator('#skills-new select[name="level"]').selectOption('expert');
    await skills.locator('#skills-new button[type="submit"]').click();
    await expect(skills.getByText('Playwright', { exact: true })).toBeVisible();
    await expect(skills.locator('li p', { hasText: words.skillLevel_expert! })).toBeVisible();
    await skills.getByText(words.editEntry!.replace('{{name}}', 'Playwright')).click();
    const edit = skills.locator('form[id^="skills-"]:not(#skills-new)');
    await edit.locator('input[name="name"]').fill('Cypress');
    await edit.locator('button[type="submit"]').click();
    await expect(skills.getByText('Cypress', { exact: true })).toBeVisible();
    await skills.getByRole('button', { name: words.removeEntry!.replace('{{name}}', 'Cypress') }).click();
    await expect(skills.getByText(words.noSkills!)).toBeVisible();

    // The photo is private, yet its owner sees it; removing it leaves none.
    await page.goto(at('/profile/user'));
    await expect(page.getByText(words.photoPrivate!)).toBeVisible();
    const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#3b82f6' } })
      .png()
      .toBuffer();
    await hydrated(page, 'input[type="file"]');
    await page.getByLabel(words.uploadPhoto!).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const photo = page.getByRole('img', { name: words.photoAlt! });
    await expect(photo).toHaveAttribute('src', /^\/api\/candidates\/\d+\/photo\?variant=thumb$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('button', { name: words.removePhoto!, exact: true }).click();
    await expect(page.getByText(words.noPhoto!)).toBeVisible();

    // The tabs that came with the resume builder lead to their own pages, not back to the profile or a "coming soon".
    const tabs = page.getByRole('navigation', { name: words.tabsLabel! });
    for (const [path, label] of [
      ['/profile/user/autosender', words.tabAutosender!],
      ['/profile/user/resumes', words.tabResumes!],
    ] as const) {
      await tabs.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${at(path)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(words.comingSoon!)).toHaveCount(0);
    }
  });
}
