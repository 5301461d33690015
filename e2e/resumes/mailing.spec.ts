import { expect, expectAccessible, test } from '../fixtures.ts';
import { callAs, demoMember, type Member, pageOf, payWithTestCard } from '../support/billing-team.ts';
import { catalog } from '../support/catalog.ts';
import { hydrated } from '../support/hydration.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';
import { MAIL_HTTP_PORT, SUITE_SMTP_URL } from '../support/ports.ts';
import { DEMO } from '../support/session.ts';

type Mail = { to: string[]; subject: string; text: string; attachments: { filename: string; type: string }[] };

/** The mail the suite's SMTP server got that links to this resume (whoever of the company it went to). */
async function mailLinking(resumeId: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages`)).json()) as Mail[];
        found = all.find((mail) => mail.text.includes(`/cv/${resumeId}`));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

type Tree = { [key: string]: string | Tree };
const words = (() => {
  const tree = catalog<Tree>('en', 'Resumes');
  return (key: string, values: Record<string, string | number> = {}) => {
    const word = `mailing.${key}`
      .split('.')
      .reduce<Tree | string | undefined>((node, part) => (node as Tree)?.[part], tree);
    if (typeof word !== 'string') throw new Error(`no word Resumes:mailing.${key}`);
    return word.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
})();

// A mailing writes to companies' addresses and shares the resume: a server of this spec's own, whose mail reaches
// the suite's SMTP server, so the company's mail can be read where it arrives.
test.describe.configure({ mode: 'serial' });
let server: OwnServer;
let worker: Member;
let owner: Member;
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  server = await startOwnServer({ SMTP_URL: SUITE_SMTP_URL });
  worker = await demoMember(request, server.origin, 'worker');
  owner = await demoMember(request, server.origin, 'company');
});
test.afterAll(async () => {
  await server?.stop();
});

test('a worker pays for a one-time mailing, sees it in the log, and the company’s mail arrives', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // One of the demo company's open vacancies, and a resume of the demo worker aimed at exactly that position.
  const vacancies = (await callAs(request, server.origin, owner, 'GET', '/api/me/vacancies?state=active')) as {
    list: { id: number; title: string; moderation_status: string }[];
  };
  const vacancy = vacancies.list.find((one) => one.moderation_status === 'approved');
  expect(vacancy, 'an open, approved demo vacancy').toBeTruthy();
  const { list: resumes } = (await callAs(request, server.origin, worker, 'GET', '/api/resume-builder/my')) as {
    list: { id: string }[];
  };
  const resumeId = resumes[0]!.id;
  const info = (await callAs(request, server.origin, worker, 'GET', `/api/resume-builder/${resumeId}/info`)) as {
    document: { position: Record<string, string> };
    design: object;
  };
  await callAs(request, server.origin, worker, 'POST', `/api/resume-builder/update/${resumeId}`, {
    document: { ...info.document, position: { ...info.document.position, title: vacancy!.title } },
    design: info.design,
    step: 5,
  });

  const page = await pageOf(browser, server.origin, worker);
  // The worker starts from their resumes tab, as a seeker would.
  await page.goto(`${server.origin}/profile/user/resumes`);
  const sendLabel = (catalog<Tree>('en', 'Resumes').builder as Tree).sendResume as string;
  // The tab revalidates once hydrated (a guest's resume is claimed there): a click before that is overtaken.
  await hydrated(page, `a[href$="/resume-builder/send/${resumeId}"]`);
  await page
    .getByRole('link', { name: sendLabel.replace('{{title}}', vacancy!.title), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/resume-builder/send/${resumeId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words('send.heading'));
  await expect(page.getByText(words('send.oneTime', { price: '$6' }))).toBeVisible();
  await expect(page.getByText(words('send.auto', { price: '$8' }))).toBeVisible();
  await expectAccessible(page);
  const form = page.locator('form#start-mailing');
  await form
    .getByRole('checkbox', { name: new RegExp(vacancy!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .check();
  await form.getByRole('radio', { name: words('send.oneTime', { price: '$6' }) }).check();
  await form.getByRole('button', { name: words('send.continue') }).click();

  await expect(page).toHaveURL(/\/resume-builder\/pay\/\d+$/);
  await expect(page.getByTestId('mailing-price')).toHaveText('$6');
  await expectAccessible(page);
  await page.getByRole('button', { name: words('pay.pay'), exact: true }).click();
  await expect(page).toHaveURL(/\/payment\?order=\d+&redirect=/);
  await payWithTestCard(page, 'en', 'Pay $6');

  // Back from the payment: the mailing was sent on the provider's word, and its log names the company.
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/resume-builder\/payment\/send-success\?mailing=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words('sent.one_time.title'));
  await expectAccessible(page);
  await page.getByRole('link', { name: words('sent.toLog') }).click();
  await expect(page).toHaveURL(/\/profile\/user\/autosender$/);
  const newest = page.getByTestId('mailing').first();
  await expect(newest.getByTestId('mailing-status')).toHaveText(words('status.finished'));
  await expect(newest.getByTestId('mailing-log-line').first()).toContainText(vacancy!.title);
  await expect(newest.getByTestId('mailing-log-line').first()).toContainText(words('sentLine'));
  await expectAccessible(page);

  // The company's mail, in its language, with the link to the resume and nothing of the worker's account.
  const mail = await mailLinking(resumeId);
  expect(mail.subject).toContain(vacancy!.title);
  expect(mail.to).not.toContain(DEMO.worker.email);
  expect(mail.text).not.toContain(DEMO.worker.email);
  // It carries the resume as a PDF, named for the position it was aimed at.
  expect(mail.attachments).toEqual([{ filename: expect.stringMatching(/\.pdf$/), type: 'application/pdf' }]);

  // The link in it opens the resume for anyone: the mailing shared it.
  const cv = await request.get(`${server.origin}/api/resume-builder/view/html/${resumeId}`);
  expect(cv.status()).toBe(200);
});

test('the company’s owner turns resume mailings off on the company page, and on again', async ({
  browser,
  request,
}) => {
  const page = await pageOf(browser, server.origin, owner);
  await page.goto(`${server.origin}/profile/employer/company`);
  const panel = page.getByRole('region', { name: words('optOut.title') });
  const toggle = panel.getByRole('switch', { name: words('optOut.label') });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(panel.getByTestId('mailing-opt-out-state')).toHaveText(words('optOut.on'));
  await expectAccessible(page);

  await hydrated(page, '#resume-mailing');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(panel.getByTestId('mailing-opt-out-state')).toHaveText(
    `${words('optOut.off')} ${words('optOut.saved')}`,
  );
  // The setting is the company's, kept by the server: a reload shows it, and so does the API.
  await page.reload();
  await expect(panel.getByRole('switch', { name: words('optOut.label') })).toHaveAttribute('aria-checked', 'false');
  expect(await callAs(request, server.origin, owner, 'GET', '/api/resume-mailing/company-opt-out')).toEqual({
    opted_out: true,
  });

  await hydrated(page, '#resume-mailing');
  await panel.getByRole('switch', { name: words('optOut.label') }).click();
  await expect(panel.getByRole('switch', { name: words('optOut.label') })).toHaveAttribute('aria-checked', 'true');
  expect(await callAs(request, server.origin, owner, 'GET', '/api/resume-mailing/company-opt-out')).toEqual({
    opted_out: false,
  });
});
