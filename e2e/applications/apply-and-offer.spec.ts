import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, flowLocales, localized, randomClientIp, test } from '../fixtures.ts';
import { catalog } from '../support/catalog.ts';

type Words = { [key: string]: string | Words };
/** The words a page shows, from the catalog it reads them from, with `{{name}}` values filled in. */
const wordsOf = (locale: string) => {
  const words = catalog<Words>(locale, 'Applications');
  return (path: string, values: Record<string, string> = {}) => {
    const text = path
      .split('.')
      .reduce<string | Words | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), words);
    if (typeof text !== 'string') throw new Error(`no word Applications:${path}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
};

type Listed = { id: number; slug: string; title: string; moderation_status: string; state: string };

/**
 * An open vacancy of the demo company the demo worker has neither applied to nor a pending offer for: the demo seed
 * gave the worker applications and offers of its own, and the other locale's run of this file applied to one more.
 */
async function freshVacancy(company: APIRequestContext, worker: APIRequestContext): Promise<Listed> {
  const mine = await company.get('/api/me/vacancies?state=active');
  const open = ((await mine.json()) as { data: { list: Listed[] } }).data.list.filter(
    (vacancy) => vacancy.moderation_status === 'approved',
  );
  const offers = (
    (await (await worker.get('/api/me/offers?status=pending')).json()) as {
      data: { list: { vacancy_id: number }[] };
    }
  ).data.list.map((offer) => offer.vacancy_id);
  for (const vacancy of open) {
    if (offers.includes(vacancy.id)) continue;
    const applied = await worker.get(`/api/me/applications?vacancy_id=${vacancy.id}`);
    if (((await applied.json()) as { data: { total: number } }).data.total === 0) return vacancy;
  }
  throw new Error('the demo company has no open vacancy the demo worker has not applied to');
}

async function companyPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() } });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: baseURL }]);
  return context.newPage();
}

// Both runs act as the same two demo accounts: one after the other, so each finds a vacancy of its own.
test.describe.configure({ mode: 'serial' });

for (const locale of flowLocales('uk')) {
  test(`a worker applies with a cover letter, the company reads it, opens the candidate and sends an offer, the worker accepts it (${locale})`, async ({
    consentGiven: worker,
    browser,
    baseURL,
    login,
  }) => {
    const word = wordsOf(locale);
    const at = (path: string) => localized(locale, path);
    const company = await companyPage(browser, baseURL!);
    await login('worker');
    await login('company', company.context());
    const vacancy = await freshVacancy(company.request, worker.request);
    const own = (await (await worker.request.get('/api/me/candidate')).json()) as {
      data: { name: string; slug: string };
    };
    const toVacancy = `a[href$="/job-openings/${vacancy.slug}"]`;
    const letter = `I have shipped three products like this one (${locale}-${Date.now()}).`;

    // The worker finds the vacancy, chooses to apply with name and contacts (anonymous is the default, see
    // anonymous-apply.spec.ts), told what that opens, and applies with a cover letter.
    await worker.goto(at(`/job-openings/${vacancy.slug}`));
    const apply = worker.locator('#apply');
    await expect(apply.getByRole('heading', { name: word('apply.title') })).toBeVisible();
    await expect(apply.getByTestId('profile-choice')).toContainText(
      word('apply.withContactsHint', { company: 'Hushwork Demo Labs' }),
    );
    await expect(apply.getByText(word('apply.withProfile'))).toBeVisible();
    await expectAccessible(worker);
    await apply.getByRole('radio', { name: word('apply.withContacts') }).check();
    await apply.getByLabel(word('apply.coverLetter')).fill(letter);
    await apply.getByRole('button', { name: word('apply.send') }).click();
    await expect(apply.getByTestId('applied')).toContainText(word('apply.justSent'));
    // A second visit says so instead of offering the form again.
    await worker.reload();
    await expect(apply.getByTestId('applied')).toBeVisible();
    await expect(apply.getByRole('button', { name: word('apply.send') })).toHaveCount(0);

    // The company's bell counts unread responses and leads to them; /profile/responses keeps the query on its way.
    await company.goto(at('/profile/employer'));
    const bell = company.locator('header').getByTestId('unread-badge');
    await expect(bell).toHaveText(/^([1-9]|9\+)$/);
    await company.goto(at(`/profile/responses?vacancy_id=${vacancy.id}&state=unread`));
    await expect(company).toHaveURL(
      new RegExp(`${at('/profile/responses/candidates')}\\?vacancy_id=${vacancy.id}&state=unread$`),
    );
    const response = company.getByTestId('response').filter({ hasText: letter });
    await expect(response).toBeVisible();
    await expect(response.getByTestId('unread-response')).toHaveText(word('responses.unread'));
    await expectAccessible(company);

    // Applying with name and contacts opened the profile: the candidate's page names them and shows the contacts.
    await response.getByRole('link', { name: word('responses.openCandidate') }).click();
    await expect(company).toHaveURL(/\/candidate\//);
    await expect(company.getByTestId('candidate-identity')).toHaveText(own.data.name);
    await expect(company.getByTestId('candidate-contacts')).toBeVisible();

    // The vacancy's own list holds the response; the team sends an offer from it.
    await company.goto(at(`/profile/job-openings/${vacancy.id}/candidates`));
    const listed = company.getByTestId('response').filter({ hasText: letter });
    await expect(listed).toBeVisible();
    await expectAccessible(company);
    // The offer's form opens from its summary (in some languages worded as its button).
    await listed
      .locator('summary')
      .filter({ hasText: word('responses.offer') })
      .click();
    await listed.getByRole('button', { name: word('responses.offerSend') }).click();
    await expect(listed.getByRole('status')).toHaveText(word('responses.done.offer'));
    await expect(listed).toContainText(word('status.offered'));

    // The worker sees the new offer and accepts it; the profile is open to the company already, so accepting is not
    // said to open it.
    await worker.goto(at('/profile/offers'));
    const offer = worker.getByTestId('offer').filter({ has: worker.locator(toVacancy) });
    await expect(offer.getByTestId('unread-offer')).toHaveText(word('offers.unread'));
    await expect(offer.getByTestId('approve-notice')).toHaveCount(0);
    await expectAccessible(worker);
    await offer.getByRole('button', { name: word('offers.approve') }).click();
    await expect(offer.getByRole('status')).toHaveText(word('offers.done.approve'));
    await expect(offer.getByTestId('offer-status')).toHaveText(word('offerStatus.approved'));
    await worker.goto(at('/profile/responses/companies'));
    await expect(
      worker
        .getByTestId('my-application')
        .filter({ has: worker.locator(toVacancy) })
        .getByTestId('application-status'),
    ).toHaveText(word('status.offered'));
    await expectAccessible(worker);

    // The company sees the answer among its sent offers, new until it marks it read.
    await company.goto(at(`/profile/responses/candidates?tab=offers&vacancy_id=${vacancy.id}`));
    const sent = company
      .getByTestId('sent-offer')
      .filter({ has: company.locator(`a[href$="/candidate/${own.data.slug}"]`) })
      .filter({ has: company.getByTestId('new-answer') });
    await expect(sent.getByTestId('sent-offer-status')).toHaveText(word('offerStatus.approved'));
    await expectAccessible(company);
    await sent.getByRole('button', { name: word('sentOffers.markRead') }).click();
    await expect(company.getByRole('status').filter({ hasText: word('sentOffers.done.answer-read') })).toBeVisible();
    await company.context().close();
  });
}
