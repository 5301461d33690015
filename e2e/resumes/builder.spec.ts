import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, flowLocales, localized, test } from '../fixtures.ts';
import { registerViaForm } from '../support/accounts.ts';
import { completeAddResume } from '../support/candidate-profile.ts';
import { catalog } from '../support/catalog.ts';
import { uniqueEmail } from '../support/session.ts';

type Catalog = { [key: string]: string | Catalog };

/** A word of a namespace by its dotted key; a missing one fails the test at once rather than matching nothing. */
function wordsOf(namespace: Catalog) {
  return (key: string): string => {
    const found = key
      .split('.')
      .reduce<string | Catalog | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        namespace,
      );
    if (typeof found !== 'string') throw new Error(`No word ${key}`);
    return found;
  };
}

/**
 * axe on a page, as `expectAccessible` runs it, leaving out the frame that shows the server's drawing of the resume:
 * a frame that runs no script cannot take axe in (the check stalls); the drawing is checked as a page of its own.
 */
async function expectAccessibleStep(page: Page, frame = '[data-testid="resume-preview"]') {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude(frame)
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

/** The preview frame's document as the server last drew it. */
const previewOf = (page: Page) => page.getByTestId('resume-preview').getAttribute('srcdoc');

/** Waits until the preview shows something other than `before`, then answers it. */
async function changedPreview(page: Page, before: string | null) {
  await expect.poll(() => previewOf(page), { timeout: 15_000 }).not.toBe(before);
  return previewOf(page);
}

for (const locale of flowLocales('en')) {
  test(`a guest builds a resume in five steps, downloads, shares and keeps it after signing up (${locale})`, async ({
    consentGiven: page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const word = wordsOf(catalog<Catalog>(locale, 'Resumes'));
    const next = wordsOf(catalog<Catalog>(locale, 'Ui'))('next');
    const at = (path: string) => localized(locale, path);
    const name = { first: 'Olena', last: `Builder${Date.now() % 100_000}` };
    const position = 'Senior Go developer';

    await page.goto(at('/resume-builder'));
    await expect(page.getByRole('heading', { level: 1, name: word('builder.landingTitle') })).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(word('builder.templateName.violet')) })).toBeVisible();
    await expectAccessible(page);

    await page
      .getByRole('link', { name: word('builder.create') })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${at('/resume-builder/create')}$`));
    // Step 1: about you. The wizard is a live editor: it is drawn once the page's script runs.
    await page.getByLabel(word('builder.firstName'), { exact: true }).fill(name.first);
    await page.getByLabel(word('builder.lastName'), { exact: true }).fill(name.last);
    await page.getByLabel(word('builder.email'), { exact: true }).fill('olena@example.com');
    await page.getByLabel(word('builder.desiredPosition'), { exact: true }).fill(position);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await expectAccessibleStep(page);
    await page.getByRole('button', { name: next, exact: true }).click();

    // Step 2: the first save stored the resume; the page moved to its edit address.
    await expect(page).toHaveURL(/\/resume-builder\/edit\/[A-Za-z0-9]{16}$/);
    await expect(page.getByRole('heading', { name: word('builder.experienceTitle') })).toBeVisible();
    // The edit address mounts the wizard anew (its own route): an entry added while it mounts is dropped, so the
    // walk adds again until the entry stays, as a person would click again.
    const jobPositions = page.getByLabel(word('builder.jobPosition'), { exact: true });
    await expect(async () => {
      if ((await jobPositions.count()) === 0) await page.getByRole('button', { name: word('builder.addJob') }).click();
      await expect(jobPositions).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await jobPositions.fill('Backend developer');
    await page.getByLabel(word('builder.company'), { exact: true }).fill('Acme Payments');
    await page.getByLabel(word('builder.jobDescription'), { exact: true }).fill('Built the payments API.');
    await page.getByRole('button', { name: word('builder.addJob') }).click();
    await page.getByLabel(word('builder.jobPosition'), { exact: true }).nth(1).fill('Intern');
    // Reordered: the intern job goes first.
    await page.getByRole('button', { name: word('builder.moveUp').replace('{{entry}}', 'Intern') }).click();
    await expect(page.getByLabel(word('builder.jobPosition'), { exact: true }).first()).toHaveValue('Intern');
    await expectAccessibleStep(page);

    // A reload mid-wizard keeps the step and what was typed since the last save.
    // The working copy is written to client storage once typing pauses.
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('hushwork:resume-draft') ?? 'null')?.document.experience),
      )
      .toMatchObject([{ position: 'Intern' }, { company: 'Acme Payments' }]);
    await page.reload();
    await expect(page.getByRole('heading', { name: word('builder.experienceTitle') })).toBeVisible();
    await expect(page.getByLabel(word('builder.jobPosition'), { exact: true }).first()).toHaveValue('Intern');
    await expect(page.getByLabel(word('builder.company'), { exact: true }).nth(1)).toHaveValue('Acme Payments');
    await page.getByRole('button', { name: word('builder.remove').replace('{{entry}}', 'Intern') }).click();
    await expect(page.getByLabel(word('builder.jobPosition'), { exact: true })).toHaveCount(1);
    await page.getByRole('button', { name: next, exact: true }).click();

    // Step 3: education and courses.
    await expect(page.getByRole('heading', { name: word('builder.educationTitle'), exact: true })).toBeVisible();
    await page.getByRole('button', { name: word('builder.addSchool') }).click();
    await page.getByLabel(word('builder.institution'), { exact: true }).fill('Kyiv Polytechnic');
    await expectAccessibleStep(page);
    await page.getByRole('button', { name: next, exact: true }).click();

    // Step 4: skills, languages and links.
    await expect(page.getByRole('heading', { name: word('builder.skillsTitle') })).toBeVisible();
    await page.getByRole('button', { name: word('builder.addSkill') }).click();
    await page.getByLabel(word('builder.skillName'), { exact: true }).fill('Go');
    await expectAccessibleStep(page);
    await page.getByRole('button', { name: next, exact: true }).click();

    // Step 5: summary, photo, design, with the live preview.
    await expect(page.getByRole('heading', { name: word('builder.designTitle') })).toBeVisible();
    await page.getByLabel(word('builder.summary'), { exact: true }).fill('Ten years of payment systems.');
    const first = await changedPreview(page, null);
    expect(first).toContain(name.last);
    await page
      .locator('label')
      .filter({ hasText: new RegExp(`^${word('builder.templateName.dark')}$`) })
      .click();
    const dark = await changedPreview(page, first);
    await page
      .locator('label')
      .filter({
        has: page.getByRole('radio', { name: new RegExp(word('builder.colorMatching').replace(' {{color}}', '')) }),
      })
      .first()
      .click();
    await changedPreview(page, dark);
    await expectAccessibleStep(page);
    await page.getByRole('button', { name: word('builder.finish') }).click();

    // Thanks: the files and the share link.
    await expect(page).toHaveURL(/\/resume-builder\/thanks\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: word('builder.thanksTitle') })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: word('builder.downloadPdf'), exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectAccessible(page);
    await page.getByRole('button', { name: word('builder.share'), exact: true }).click();
    const shareLink = page.getByTestId('resume-share-link');
    await expect(shareLink).toBeVisible();
    const publicUrl = (await shareLink.getAttribute('href')) ?? '';
    const id = /\/cv\/([A-Za-z0-9]{16})$/.exec(publicUrl)?.[1];
    expect(id).toBeTruthy();

    // Anyone opens the shared page: only what the resume holds, noindex unless the owner opted in.
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    const shown = await strangerPage.goto(publicUrl);
    expect(shown?.status()).toBe(200);
    expect(shown?.headers()['x-robots-tag']).toBe('noindex');
    await expect(strangerPage.frameLocator('iframe').getByText(name.last).first()).toBeVisible();
    await expect(strangerPage.getByRole('link', { name: word('cv.downloadPdf') })).toBeVisible();
    await expectAccessibleStep(strangerPage, 'iframe');
    // The drawing itself, as the frame holds it, checked as a page of its own.
    const drawing = await strangerPage.request.get(`/api/resume-builder/view/html/${id}`);
    const drawingPage = await stranger.newPage();
    await drawingPage.setContent(((await drawing.json()) as { data: { html: string } }).data.html);
    await expectAccessible(drawingPage);
    const pdfAnswer = await strangerPage.request.get(publicUrl.replace('/cv/', '/cv/pdf/'));
    expect(pdfAnswer.status()).toBe(200);
    expect((await pdfAnswer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The guest signs up: the resume is claimed for the new account and listed in its resumes tab.
    await registerViaForm(page, { locale, role: 'worker', email: uniqueEmail('resume-builder') });
    // A fresh worker is pushed to write a candidate profile first (the resume was claimed on that page already).
    await page.goto(at('/profile/add-resume'));
    await completeAddResume(page, { position: 'Go developer' });
    await page.goto(at('/profile/user/resumes'));
    const row = page.getByTestId('resume-row').filter({ hasText: position });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);

    // Hidden, the public page and its PDF are the site's 404 at once.
    await row.getByRole('button', { name: word('builder.hide') }).click();
    await expect(row.getByRole('button', { name: word('builder.share'), exact: true })).toBeVisible();
    const gone = await strangerPage.goto(publicUrl);
    expect(gone?.status()).toBe(404);
    expect((await strangerPage.request.get(publicUrl.replace('/cv/', '/cv/pdf/'))).status()).toBe(404);
    // The owner, signed in, gets the same 404: hiding takes the page down, not only for strangers.
    expect((await page.goto(publicUrl))?.status()).toBe(404);
    await stranger.close();
  });
}

test('the wizard with its drawn preview, and a shared resume, fit a phone’s screen', async ({ consentGiven: page }) => {
  const word = wordsOf(catalog<Catalog>('en', 'Resumes'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/resume-builder/create');
  const firstName = page.getByLabel(word('builder.firstName'), { exact: true });
  // The wizard is drawn once the page's script runs; the preview once the server has drawn the document.
  await expect(firstName).toBeEditable();
  await firstName.fill('Olena');
  await expect.poll(() => previewOf(page), { timeout: 15_000 }).toContain('Olena');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The demo worker's shared resume: its drawing fits the frame, one column on a phone, nothing cut off.
  await page.goto('/cv/DemoSharedCvEn26');
  const drawing = page.frameLocator('iframe').locator('html');
  const widths = await drawing.evaluate((html) => ({ content: html.scrollWidth, frame: html.clientWidth }));
  expect(widths.content).toBeLessThanOrEqual(widths.frame);
});
