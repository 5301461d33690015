import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { CARD_FRAME_WORDS } from '../../apps/server/src/platform/payments/stand-in/card-frame-words.ts';
import { expect, randomClientIp } from '../fixtures.ts';
import { linkIn, mailsTo } from './accounts.ts';
import { type Account, DEMO, openSession, registerThroughApi, signInThroughApi } from './session.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Someone acting on a server of a spec's own: their account, the address they browse from and their API token. */
export type Member = { account: Account; ip: string; token: string };

/** A call to `origin`'s API as `who`; fails loudly unless it succeeds, and answers the response's `data`. */
export async function callAs(
  request: APIRequestContext,
  origin: string,
  who: Member,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
) {
  const response = await request.fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${who.token}`, 'x-forwarded-for': who.ip },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

/** A demo account on `origin`, signed in through the API. */
export async function demoMember(request: APIRequestContext, origin: string, role: 'company' | 'worker') {
  const ip = randomClientIp();
  const session = await openSession(request, origin, DEMO[role], ip);
  return { account: DEMO[role], ip, token: session.token };
}

/** A fresh company account on `origin`, registered through the API as any client does, from an address of its own. */
export async function companyAccount(
  request: APIRequestContext,
  origin: string,
  name: string,
  locale?: 'en' | 'uk',
): Promise<Member> {
  const ip = randomClientIp();
  const account = await registerThroughApi(
    request,
    origin,
    { role: 'company', name, ...(locale ? { locale } : {}) },
    ip,
  );
  return { account, ip, token: account.session.token };
}

/**
 * `member` joins `owner`'s team as the team page has it: their e-mail confirmed (the server's mail must reach the
 * suite's SMTP server), invited by the owner, and the invitation accepted.
 */
async function joinTeam(request: APIRequestContext, origin: string, owner: Member, member: Member) {
  const confirm = linkIn((await mailsTo(member.account.email))[0]!);
  await callAs(request, origin, member, 'GET', `/api/auth/email-verify/${confirm.searchParams.get('token')}`);
  await callAs(request, origin, owner, 'POST', '/api/employers/add', {
    email: member.account.email,
    position: 'Recruiter',
  });
  const invitations = (await callAs(request, origin, member, 'GET', '/api/me/team-invitations')) as {
    list: { id: number }[];
  };
  await callAs(request, origin, member, 'POST', `/api/me/team-invitations/${invitations.list[0]?.id}/accept`);
}

/** A colleague (Ukrainian) in the demo company's team, which `owner` (the demo owner, signed in) runs. */
export async function demoCompanyColleague(request: APIRequestContext, origin: string, owner: Member) {
  const member = await companyAccount(request, origin, 'Marta Member', 'uk');
  await joinTeam(request, origin, owner, member);
  return member;
}

/** A fresh company on `origin` whose owner has a colleague in its team. */
export async function companyWithMember(
  request: APIRequestContext,
  origin: string,
  names: { company: string; description: string; owner: string; member: string },
) {
  const owner = await companyAccount(request, origin, names.owner);
  await callAs(request, origin, owner, 'POST', '/api/companies', {
    name: `${names.company} ${Date.now()}`,
    description: names.description,
  });
  const member = await companyAccount(request, origin, names.member);
  await joinTeam(request, origin, owner, member);
  return { owner, member };
}

/** A browser page of `who` on `origin`, signed in, cookies accepted. */
export async function pageOf(browser: Browser, origin: string, who: Member): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': who.ip } });
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: origin }]);
  await signInThroughApi(context, origin, who.account, who.ip);
  return context.newPage();
}

/** Pays on the payment page with the stand-in's test card, typed into its own frame, and waits for the paid result. */
export async function payWithTestCard(page: Page, locale: 'en' | 'uk', button: string) {
  const labels = CARD_FRAME_WORDS[locale];
  const card = page.frameLocator('iframe[title="Secure card payment form"]');
  await card.getByLabel(labels.number).fill('4242424242424242');
  await card.getByLabel(labels.expiry).fill('1234');
  await card.getByLabel(labels.cvc).fill('123');
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/payment\/success\?/);
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-view', 'paid', { timeout: 30_000 });
}

/**
 * Runs a few statements on a server's data directory before the server opens it, with the server's own database code
 * (through tsx, in a process of its own), for `startOwnServer`'s `prepare`: data no call can make (a fee overdue).
 */
export function runSqlIn(dataDir: string, statements: string[]) {
  const script = `${root}/.tmp/run-sql-${process.pid}-${Date.now()}.ts`;
  writeFileSync(
    script,
    `import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
const database = await openDatabase({ dataDir: ${JSON.stringify(`${dataDir}/db`)} });
for (const statement of ${JSON.stringify(statements)}) await database.db.execute(sql.raw(statement));
await database.close();
`,
  );
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  rmSync(script, { force: true });
  if (run.status !== 0) throw new Error(`running SQL on ${dataDir} failed: ${run.stderr}`);
}

/**
 * An accepted job offer of the demo company: the owner proposes one of its open vacancies to the demo worker (the
 * first one the worker has no offer for yet), and the worker accepts it. Answers the vacancy's title.
 */
export async function acceptedDemoOffer(request: APIRequestContext, origin: string, owner: Member, worker: Member) {
  const candidate = (await callAs(request, origin, worker, 'GET', '/api/me/candidate')) as { id: number };
  const mine = (await callAs(request, origin, owner, 'GET', '/api/me/vacancies?state=active')) as {
    list: { id: number; title: string; moderation_status: string }[];
  };
  for (const vacancy of mine.list.filter((one) => one.moderation_status === 'approved')) {
    const proposed = await request.post(`${origin}/api/candidates/quick-job/${candidate.id}`, {
      headers: { authorization: `Bearer ${owner.token}`, 'x-forwarded-for': owner.ip },
      data: { vacancy_id: vacancy.id },
    });
    if (proposed.status() !== 201) continue;
    const offers = (await callAs(request, origin, worker, 'GET', '/api/me/offers?status=pending')) as {
      list: { id: number; vacancy_id: number }[];
    };
    const offer = offers.list.find((one) => one.vacancy_id === vacancy.id);
    expect(offer, `the worker's pending offer for ${vacancy.title}`).toBeTruthy();
    await callAs(request, origin, worker, 'POST', `/api/job-offers/${offer!.id}/approve`);
    return vacancy.title;
  }
  throw new Error('no open vacancy of the demo company could be proposed to the demo worker');
}
