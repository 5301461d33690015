import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures.ts';
import { mailsTo, registerViaForm, uniqueEmail } from '../support/accounts.ts';
import { completeAddResume } from '../support/candidate-profile.ts';
import { hydrated } from '../support/hydration.ts';
import { DEMO } from '../support/session.ts';

const ARTICLE = '/blog/how-to-write-resume';

test('a guest reads the blog by category, opens an article from its contents and rates it', async ({
  consentGiven: page,
}) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByTestId('posts-found')).toHaveText('21 articles');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Interviews', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\?category=interview$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog: Interviews');
  const cards = page.getByRole('main').locator('article');
  await expect(cards.first()).toContainText('Interviews');

  await page.goto(ARTICLE);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Contents' });
  const firstHeading = contents.getByRole('link').first();
  const anchor = await firstHeading.getAttribute('href');
  await firstHeading.click();
  await expect(page).toHaveURL(new RegExp(`${anchor}$`));
  // A mention of another article reads as its title, in the page's language.
  await expect(page.locator('.article-body a[href^="/blog/"]').first()).not.toHaveText(/\/blog\//);
  await expectAccessible(page);

  await hydrated(page, 'button[name="rating"]');
  await page.getByRole('button', { name: 'Rate it 5 stars of 5' }).click();
  await expect(page.getByText('Thank you for your rating.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rate it 5 stars of 5' })).toHaveAttribute('aria-pressed', 'true');
});

test('an article shows its diagram, stored through the files platform, at its size', async ({ consentGiven: page }) => {
  await page.goto('/de/blog/basic-resume-requirements');
  const picture = page.getByRole('img', { name: /^Ein einseitiger Lebenslauf mit seinen fünf Abschnitten/ });
  await expect(picture).toHaveAttribute('src', /^\/api\/images\/[\w-]+$/);
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(830);
  // Kept to its box: as wide as the text at most, never stretched out of shape.
  const box = (await picture.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(1200);
  expect(Math.abs(box.height / box.width - 830 / 1200)).toBeLessThan(0.01);
  await expectAccessible(page);
});

test('the blog’s paging redirects answer 301: past the last page to the last, a bad or first page to the list', async ({
  request,
}) => {
  // 21 articles, 9 a page: three pages, two of them in the resume category.
  for (const [from, to] of [
    ['/blog?page=40', '/blog?page=3'],
    ['/uk/blog?category=resume&page=9', '/uk/blog?category=resume&page=2'],
    ['/blog?page=abc', '/blog'],
    ['/blog?page=-2', '/blog'],
    ['/blog?page=1', '/blog'],
    ['/de/blog?page=1&category=career', '/de/blog?category=career'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
  const third = await request.get('/uk/blog?page=3', { maxRedirects: 0 });
  expect(third.status()).toBe(200);
  // A page past the first names itself as canonical (its articles are its own), filters aside; so does its og:url.
  const html = await third.text();
  expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/uk\/blog\?page=3"/);
  expect(html).toMatch(/<meta property="og:url" content="http[^"]+\/uk\/blog\?page=3"/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="de" href="http[^"]+\/de\/blog\?page=3"/i);
});

const commentOf = (page: Page, text: string) => page.locator('#comments ~ ul > li').filter({ hasText: text });

test('a guest comments, signs up instead of in, creates their profile and is taken back to the posted comment', async ({
  consentGiven: page,
}) => {
  await page.goto(ARTICLE);
  const text = `Signed up to say thanks ${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
  await page.getByLabel('Your comment').fill(text);
  await page.getByRole('button', { name: 'Send the comment' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(ARTICLE)}$`));

  // A new job seeker: the sign-up form, then the candidate profile the onboarding asks for first.
  await registerViaForm(page, { locale: 'en', role: 'worker', email: uniqueEmail('commenter'), name: 'Nadia New' });
  await expect(page).toHaveURL(/\/profile\/add-resume$/);
  await completeAddResume(page, { position: 'Data analyst' });

  // Once the profile exists, the kept comment takes them back to the article, which posts it.
  await expect(page).toHaveURL(`${ARTICLE}?action=comment_created#comments`, { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
});

test('a guest comments in Ukrainian, signs in and lands on it; an admin approves it and readers see it', async ({
  consentGiven: page,
  login,
}) => {
  // The demo job seeker has a profile: a new account would first be asked for one (/profile/add-resume).
  const worker = DEMO.worker;
  const path = `/uk${ARTICLE}`;
  await page.goto(path);
  // The hint of the comment form under the thread (each answer form, folded, has it too).
  await expect(page.getByText('Перед надсиланням ви ввійдете в акаунт').last()).toBeVisible();
  // Letters only: a long run of digits reads as a phone number, which comments refuse.
  const tag = Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'абвгдежзик'[Number(digit)]!);
  const text = `Дякую, дуже корисна стаття ${tag}`;
  await page.getByLabel('Ваш коментар').fill(text);
  await page.getByRole('button', { name: 'Надіслати коментар' }).click();

  await expect(page).toHaveURL(new RegExp(`/uk/login\\?redirect=${encodeURIComponent(path)}$`));
  await page.locator('input[name="email"]').fill(worker.email);
  await page.locator('input[name="password"]').fill(worker.password);
  await page.getByRole('button', { name: 'Увійти' }).click();

  await expect(page).toHaveURL(`${path}?action=comment_created#comments`);
  await expect(page.getByRole('status').filter({ hasText: 'Дякуємо' })).toHaveText(
    'Дякуємо. Коментар з’явиться тут, щойно його схвалить модератор.',
  );
  // Waiting for moderation, it is nobody's to read yet.
  await expect(commentOf(page, text)).toHaveCount(0);
  await expectAccessible(page);

  await login('admin');
  await page.goto(`/admin/comments?q=${encodeURIComponent(text)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toContainText('Job seeker');
  await expectAccessible(page);
  await hydrated(page, 'input[name="ids"]');
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 item approved' })).toBeVisible();

  await page.context().clearCookies();
  await page.goto(path);
  const comment = commentOf(page, text);
  await expect(comment).toContainText('Шукач роботи');
  // Readers learn the author's role, never who they are.
  await expect(comment).not.toContainText(worker.email);
});

test('the legal pages show their text, contents and the date it took effect', async ({ consentGiven: page }) => {
  for (const [path, title] of [
    ['/privacy', 'Privacy policy'],
    ['/uk/rules', 'Правила публікації'],
    ['/outstaffing', 'Outstaffing terms'],
    ['/agreement', 'User agreement'],
    ['/de/cookie', 'Cookie-Richtlinie'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.split(' ')[0]!);
    await expect(page.getByText(/In force since|Діє з|Gültig seit/)).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: /Contents|Зміст|Inhalt/ })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
  }
});

test('a visitor writes to support: the form names what is missing, then the message arrives in the desk’s mailbox', async ({
  consentGiven: page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expectAccessible(page);
  await hydrated(page, 'textarea[name="message"]');
  await page.getByRole('button', { name: 'Send the message' }).click();
  await expect(page.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');

  const words = `Where is the invoice for order ${Date.now().toString(36).replace(/\d/g, 'x')}?`;
  await page.getByLabel('Your name').fill('Ilse Visitor');
  await page.getByLabel('E-mail for our answer').fill('ilse.visitor@example.com');
  await page.getByLabel('Topic').selectOption('billing');
  await page.getByLabel('Message').fill(words);
  await page.getByRole('button', { name: 'Send the message' }).click();
  await expect(page.getByRole('status')).toHaveText(/Your message has reached our team/);

  await expect
    .poll(async () => (await mailsTo('support@hushwork.local')).some((mail) => mail.text.includes(words)))
    .toBe(true);
  const mail = (await mailsTo('support@hushwork.local')).find((each) => each.text.includes(words));
  expect(mail?.text).toContain('ilse.visitor@example.com');
});

test('the site map lists the sections, every landing family and every article, in the page’s language', async ({
  consentGiven: page,
}) => {
  await page.goto('/uk');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Мапа сайту' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Мапа сайту' })).toBeVisible();
  const links = (region: string) => page.getByRole('region', { name: region, exact: true }).getByRole('link');
  const articles = links('Статті блогу');
  await expect(articles).toHaveCount(21);
  for (const [region, href] of [
    ['Вакансії за континентами', /^\/uk\/job-openings\/continents\/[a-z0-9-]+$/],
    ['Вакансії за країнами', /^\/uk\/job-openings\/countries\/[a-z0-9-]+$/],
    ['Вакансії за містами', /^\/uk\/job-openings\/cities\/[a-z0-9-]+$/],
    ['Вакансії за рівнем', /^\/uk\/job-openings\/seniority\/[a-z]+$/],
    ['Вакансії за ролями', /^\/uk\/job-openings\/dev\/[a-z0-9-]+$/],
    ['Вакансії за галузями', /^\/uk\/job-openings\/technical\/[a-z0-9-]+$/],
    ['Вакансії за технологіями', /^\/uk\/job-openings\/technologies\/[a-z0-9-]+$/],
    ['Популярні пошуки', /^\/uk\/job-openings\/search\/(junior|senior)-[a-z0-9-]+$/],
    ['Кандидати за спеціальністю', /^\/uk\/candidates\/search\/[a-z]+$/],
  ] as const) {
    await expect(links(region).first(), region).toHaveAttribute('href', href);
  }
  await expect(links('Кандидати за спеціальністю')).toHaveCount(8);
  const sections = page.getByRole('region', { name: 'Розділи', exact: true });
  await expect(sections.locator('a[href="/uk/subscriptions"]')).toHaveCount(1);
  await expect(sections.locator('a[href="/uk/turbo-1"]')).toHaveCount(1);
  // The shared server runs without the COMMUNITY flag: its pages answer 404, so the map leaves them out.
  await expect(page.locator('a[href$="/community"]')).toHaveCount(0);
  await expectAccessible(page);
  await articles.first().click();
  await expect(page).toHaveURL(/\/uk\/blog\/[a-z-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
