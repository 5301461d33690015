import { BILLING, identity, RESUMES } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailsTo as allMailsTo, newIp, registerFromNewIp } from '../../../test/identity-helpers.ts';
import { signIn } from '../../../test/sign-in.ts';
import { testClient } from '../../../test/test-client.ts';
import { testRegistry } from '../../../test/test-registry.ts';
import { type BillingTestApp, billingKit, createBillingTestApp } from '../../billing/billing-test-kit.ts';
import { createVacancy } from '../../vacancies/index.ts';
import { mailingKit } from '../mailing-test-kit.ts';

let t: BillingTestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
});
const { pay } = billingKit(() => t);
const { call, seekerWithResume, companyWithVacancies, startMailing, myMailings } = mailingKit(() => t);

/** The resume mailings written to an address (its account's own mail, such as the address's confirmation, aside). */
const mailsTo = async (database: BillingTestApp['database'], to: string) =>
  (await allMailsTo(database, to)).filter((mail) => mail.kind === 'resume_mailing');

/** A fresh session for an account, after the test clock moved past its token's lifetime. */
async function signInAgain(account: { email: string; password: string }) {
  const answer = await testClient(t.app).api(identity.login, {
    body: { email: account.email, password: account.password },
    ip: newIp(),
  });
  return (answer.data as { token: string }).token;
}

/** Starts paying for the mailing and pays with a test card, as the checkout page does. */
async function payFor(token: string, mailingId: number) {
  const started = await call(`/api/resume-mailing/${mailingId}/pay`, { method: 'POST', token, payload: {} });
  expect(started.statusCode, started.body).toBe(201);
  await pay(started.json().data.client_secret);
  return started.json().data;
}

describe('a one-time mailing', () => {
  it('sends nothing until the provider says it is paid, then mails each company in its language', async () => {
    const seeker = await seekerWithResume('Senior Rust Engineer', { first: 'Iryna', last: 'Koval' });
    const uk = await companyWithVacancies('Mailing Kyiv Works', ['Rust Engineer'], 'uk');
    const en = await companyWithVacancies('Mailing London Works', ['Systems Engineer']);
    const mailing = await startMailing(seeker, [uk.vacancies[0]!.id, en.vacancies[0]!.id]);
    expect(mailing).toMatchObject({ status: 'waiting_for_payment', mode: 'one_time', targets: 2 });

    const session = (
      await call(`/api/resume-mailing/${mailing.id}/pay`, { method: 'POST', token: seeker.token, payload: {} })
    ).json().data;
    expect(session.order).toMatchObject({
      product: 'resume_mailing',
      subject_id: mailing.id,
      amount: { amount: BILLING.resumeMailing.one_time },
      pay_status: 'WaitingForPay',
    });
    // The browser's word is not enough: nothing is sent before the provider's webhook.
    expect(await mailsTo(t.database, uk.owner.account.email)).toEqual([]);
    await pay(session.client_secret);

    const [ukMail] = await mailsTo(t.database, uk.owner.account.email);
    const [enMail] = await mailsTo(t.database, en.owner.account.email);
    expect(ukMail).toMatchObject({
      kind: 'resume_mailing',
      locale: 'uk',
      subject: 'Резюме на вашу вакансію «Rust Engineer»',
    });
    expect(enMail).toMatchObject({ locale: 'en', subject: 'A resume for your vacancy “Systems Engineer”' });
    expect(enMail!.text).toContain(`/cv/${seeker.resumeId}`);
    expect(enMail!.text).toContain('Iryna Koval · Senior Rust Engineer');
    // Only what the resume holds: not the seeker's account name or address.
    expect(enMail!.text).not.toContain('Account Name Private');
    expect(enMail!.text).not.toContain(seeker.account.email);
    // It carries the resume as a PDF named for its position, made when the mail leaves.
    expect(enMail!.attachment).toEqual({
      kind: 'resume_pdf',
      ref: seeker.resumeId,
      filename: expect.stringMatching(/^Senior.Rust.Engineer\.pdf$/),
    });

    const [mine] = await myMailings(seeker.token);
    expect(mine).toMatchObject({ id: mailing.id, status: 'finished', sent: 2, skipped: 0 });
    expect(mine!.log.map((line) => [line.company_name, line.outcome]).sort()).toEqual([
      ['Mailing Kyiv Works', 'sent'],
      ['Mailing London Works', 'sent'],
    ]);
    // The mailing shares the resume: the companies open it at /cv/{id}.
    const info = await call(`/api/resume-builder/${seeker.resumeId}/info`, { token: seeker.token });
    expect(info.json().data.shared).toBe(true);

    const info2 = (await call(`/api/resume-mailing/${mailing.id}/payment/info`, { token: seeker.token })).json().data;
    expect(info2).toMatchObject({ mode: 'one_time', period: null, order: { pay_status: 'Paid' } });
    const payments = (await call('/api/resume-mailing/payments', { token: seeker.token })).json().data;
    expect(payments.list.map((order: { subject_id: number }) => order.subject_id)).toEqual([mailing.id]);
    const again = await call(`/api/resume-mailing/${mailing.id}/pay`, {
      method: 'POST',
      token: seeker.token,
      payload: {},
    });
    expect(again.json().code).toBe('ORDER_ALREADY_PAID');
  });

  it('attaches the resume’s PDF while it is shared, and none once its owner hid it', async () => {
    const seeker = await seekerWithResume('Mailing PDF Engineer', { first: 'Olena', last: 'Shevchenko' });
    const company = await companyWithVacancies('Mailing PDF Works', ['PDF Engineer']);
    await payFor(seeker.token, (await startMailing(seeker, [company.vacancies[0]!.id])).id);
    const [mail] = await mailsTo(t.database, company.owner.account.email);
    // The outbox worker finds the maker of the file by its kind among the app's modules.
    const source = testRegistry.ports.mailAttachments?.find((one) => one.kind === mail!.attachment!.kind);
    const pdf = await source!.load(t.database.db, mail!.attachment!.ref);
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const hidden = await call(`/api/resume-builder/${seeker.resumeId}/hide`, { method: 'POST', token: seeker.token });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await source!.load(t.database.db, mail!.attachment!.ref)).toBeNull();
  });

  it('reaches a company once, and skips a closed vacancy with the reason', async () => {
    const seeker = await seekerWithResume();
    const one = await companyWithVacancies('Mailing Twice Works', ['Backend Engineer', 'Platform Engineer']);
    const closing = await companyWithVacancies('Mailing Closing Works', ['Data Engineer']);
    const mailing = await startMailing(seeker, [one.vacancies[0]!.id, one.vacancies[1]!.id, closing.vacancies[0]!.id]);
    await t.database.db.execute(`update vacancies set state = 'closed' where id = ${closing.vacancies[0]!.id}`);
    await payFor(seeker.token, mailing.id);
    expect(await mailsTo(t.database, one.owner.account.email)).toHaveLength(1);
    expect(await mailsTo(t.database, closing.owner.account.email)).toHaveLength(0);
    const [mine] = await myMailings(seeker.token);
    expect(mine!.log.map((line) => [line.vacancy_id, line.outcome, line.reason]).sort()).toEqual(
      [
        [one.vacancies[0]!.id, 'sent', null],
        [one.vacancies[1]!.id, 'skipped', 'already_sent'],
        [closing.vacancies[0]!.id, 'skipped', 'vacancy_closed'],
      ].sort(),
    );
  });
});

describe('opting out', () => {
  it('sends nothing to a company its owner opted out, nor to an address that unsubscribed or bounced', async () => {
    const optedOut = await companyWithVacancies('Mailing Quiet Works');
    const unsubscribed = await companyWithVacancies('Mailing Unsubscribed Works');
    const bounced = await companyWithVacancies('Mailing Bounced Works');

    // The company's setting: a job seeker has none.
    const seekerAccount = await registerFromNewIp(t.app, { role_id: 1 });
    expect((await call('/api/resume-mailing/company-opt-out', { token: seekerAccount.token })).statusCode).toBe(403);
    const set = await call('/api/resume-mailing/company-opt-out', {
      method: 'PUT',
      token: optedOut.owner.token,
      payload: { opted_out: true },
    });
    expect(set.json().data).toEqual({ opted_out: true });
    expect((await call('/api/resume-mailing/company-opt-out', { token: optedOut.owner.token })).json().data).toEqual({
      opted_out: true,
    });

    // The unsubscribe link of an earlier mailing's mail.
    const first = await seekerWithResume();
    await payFor(first.token, (await startMailing(first, [unsubscribed.vacancies[0]!.id])).id);
    const [mail] = await mailsTo(t.database, unsubscribed.owner.account.email);
    const token = new URL(/https?:\/\/\S*unsubscribe\S*/.exec(mail!.text)![0]).searchParams.get('token');
    expect((await call('/api/resume-mailing/unsubscribe', { method: 'POST', payload: { token } })).json().data).toEqual(
      { ok: true },
    );
    const forged = await call('/api/resume-mailing/unsubscribe', {
      method: 'POST',
      payload: { token: 'x'.repeat(32) },
    });
    expect(forged.statusCode).toBe(404);

    // A mail the server refused for good, as the outbox records it.
    await t.database.db.execute(
      `insert into mail_outbox (to_email, locale, kind, subject, html, text, status, last_error)
       values ('${bounced.owner.account.email.toUpperCase()}', 'en', 'tariff_offer', 's', '', '', 'failed', 'EENVELOPE 550: no such user')`,
    );

    const seeker = await seekerWithResume();
    const mailing = await startMailing(seeker, [
      optedOut.vacancies[0]!.id,
      unsubscribed.vacancies[0]!.id,
      bounced.vacancies[0]!.id,
    ]);
    await payFor(seeker.token, mailing.id);
    expect(await mailsTo(t.database, optedOut.owner.account.email)).toHaveLength(0);
    expect(await mailsTo(t.database, unsubscribed.owner.account.email)).toHaveLength(1);
    const [mine] = (await myMailings(seeker.token)).filter((row) => row.id === mailing.id);
    expect(mine!.log.map((line) => [line.company_name, line.reason]).sort()).toEqual([
      ['Mailing Bounced Works', 'bounced'],
      ['Mailing Quiet Works', 'opted_out'],
      ['Mailing Unsubscribed Works', 'opted_out'],
    ]);
  });
});

describe('the autosender (auto)', () => {
  it('is a monthly subscription sending at most the daily limit a day, each company once', async () => {
    const seeker = await seekerWithResume();
    const companies = [];
    for (let i = 0; i < RESUMES.mailing.dailyLimit + 2; i += 1)
      companies.push(await companyWithVacancies(`Mailing Auto Works ${i}`));
    const ids = companies.map((company) => company.vacancies[0]!.id);
    const mailing = await startMailing(seeker, ids.slice(0, RESUMES.mailing.targetsMax), 'auto');
    const session = await payFor(seeker.token, mailing.id);
    expect(session.order).toMatchObject({ amount: { amount: BILLING.resumeMailing.auto }, period: 'month' });

    let [mine] = await myMailings(seeker.token);
    expect(mine).toMatchObject({ status: 'active', sent: RESUMES.mailing.dailyLimit });
    expect(new Date(mine!.paid_until!).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    const job = t.registry.jobs.find((entry) => entry.name === 'resume-mailing-autosender')!;
    const run = () =>
      job.run({
        database: t.database,
        clock: t.clock,
        logger: console as never,
        registry: t.registry,
        link: (locale, path, query) => `http://hushwork.test/${locale}${path}?${new URLSearchParams(query)}`,
      });
    // The same day: the limit is reached, nothing more goes.
    await run();
    [mine] = await myMailings(seeker.token);
    expect(mine!.sent).toBe(RESUMES.mailing.dailyLimit);

    // Paused: the next day sends nothing; active again, it sends the rest, each company once.
    await call(`/api/resume-mailing/${mailing.id}/deactivate`, { method: 'POST', token: seeker.token });
    t.clock.advance(86_400_000 + 60_000);
    const token = await signInAgain(seeker.account);
    await run();
    expect((await myMailings(token))[0]!.sent).toBe(RESUMES.mailing.dailyLimit);
    const activated = await call(`/api/resume-mailing/${mailing.id}/activate`, { method: 'POST', token });
    expect(activated.json().data.status).toBe('active');
    await run();
    [mine] = await myMailings(token);
    expect(mine!.sent).toBe(RESUMES.mailing.dailyLimit + 2);
    for (const company of companies) expect(await mailsTo(t.database, company.owner.account.email)).toHaveLength(1);

    // Deleted: its subscription is not renewed, and its mailing is gone from the list.
    const deleted = await call(`/api/resume-mailing/${mailing.id}`, { method: 'DELETE', token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await myMailings(token)).toEqual([]);
    const subscriptions = (await call('/api/me/subscriptions', { token })).json().data.list;
    expect(subscriptions).toMatchObject([{ product: 'resume_mailing', cancel_at_period_end: true }]);
    t.clock.set(new Date());
  });
  it('with no vacancy picked, goes to the matching ones when paid, then day by day to newly matching ones', async () => {
    const title = 'Elixir Telemetry Engineer';
    const seeker = await seekerWithResume(title, { first: 'Olha', last: 'Marchenko' });
    const first = await companyWithVacancies('Mailing Pick Works', [title]);
    const unrelated = await companyWithVacancies('Mailing Unrelated Works', ['Office Manager']);
    const mailing = await startMailing(seeker, [], 'auto');
    await payFor(seeker.token, mailing.id);
    // The autosender picked the matching vacancy, and not the one that does not match the resume.
    expect(await mailsTo(t.database, first.owner.account.email)).toHaveLength(1);
    expect(await mailsTo(t.database, unrelated.owner.account.email)).toHaveLength(0);

    // A day later a new matching vacancy is open: the daily run sends to it, and not again to the first company.
    const later = await companyWithVacancies('Mailing Later Works', [title]);
    t.clock.advance(86_400_000 + 60_000);
    const job = t.registry.jobs.find((entry) => entry.name === 'resume-mailing-autosender')!;
    await job.run({
      database: t.database,
      clock: t.clock,
      logger: console as never,
      registry: t.registry,
      link: (locale, path, query) => `http://hushwork.test/${locale}${path}?${new URLSearchParams(query)}`,
    });
    expect(await mailsTo(t.database, later.owner.account.email)).toHaveLength(1);
    expect(await mailsTo(t.database, first.owner.account.email)).toHaveLength(1);
    expect(await mailsTo(t.database, unrelated.owner.account.email)).toHaveLength(0);
    t.clock.set(new Date());
  });
});

describe('who may call the mailing calls', () => {
  it('answers a seeker’s own mailing to them alone: another user, a company, an admin and a guest are refused', async () => {
    const seeker = await seekerWithResume();
    const { vacancies } = await companyWithVacancies('Mailing Access Works');
    const mailing = await startMailing(seeker, [vacancies[0]!.id]);
    const other = await registerFromNewIp(t.app, { role_id: 1 });
    const company = await registerFromNewIp(t.app, { role_id: 2 });
    const admin = await signIn(t, 'admin');
    const statusOf = async (url: string, method: 'GET' | 'POST' | 'DELETE', token?: string, payload?: object) => {
      const answer = await call(url, { method, token, ...(payload ? { payload } : {}) });
      return [answer.statusCode, answer.json().code];
    };
    const calls: [string, 'GET' | 'POST' | 'DELETE', object?][] = [
      [`/api/resume-builder/${seeker.resumeId}/mailing`, 'POST', { mode: 'one_time', vacancy_ids: [] }],
      [`/api/resume-mailing/${mailing.id}/activate`, 'POST'],
      [`/api/resume-mailing/${mailing.id}/deactivate`, 'POST'],
      [`/api/resume-mailing/${mailing.id}/pay`, 'POST', {}],
      [`/api/resume-mailing/${mailing.id}/payment/info`, 'GET'],
      [`/api/resume-mailing/${mailing.id}`, 'DELETE'],
    ];
    for (const [url, method, payload] of calls) {
      expect(await statusOf(url, method, undefined, payload), url).toEqual([401, 'UNAUTHORIZED']);
      expect(await statusOf(url, method, company.token, payload), url).toEqual([403, 'FORBIDDEN']);
      expect(await statusOf(url, method, admin.token, payload), url).toEqual([403, 'FORBIDDEN']);
      const notFound = url.startsWith('/api/resume-builder') ? 'RESUME_NOT_FOUND' : 'MAILING_NOT_FOUND';
      expect(await statusOf(url, method, other.token, payload), url).toEqual([404, notFound]);
    }
    // The missing and the foreign are one answer.
    expect(await statusOf('/api/resume-mailing/2000000/activate', 'POST', seeker.token)).toEqual([
      404,
      'MAILING_NOT_FOUND',
    ]);
    expect((await myMailings(other.token)).length).toBe(0);
    // Not paid: it cannot be activated; deleting it is the owner's.
    expect(await statusOf(`/api/resume-mailing/${mailing.id}/activate`, 'POST', seeker.token)).toEqual([
      409,
      'MAILING_NOT_PAID',
    ]);
    expect(await statusOf(`/api/resume-mailing/${mailing.id}`, 'DELETE', seeker.token)).toEqual([200, undefined]);
  });

  it('refuses bad input with a field message', async () => {
    const seeker = await seekerWithResume();
    const { vacancies, company, owner } = await companyWithVacancies('Mailing Input Works');
    const paused = await createVacancy(t.database.db, {
      companyId: company.id,
      authorUserId: owner.user.id,
      title: 'Paused Engineer',
      moderation_status: 'approved',
      state: 'paused',
    });
    const post = (payload: object) =>
      call(`/api/resume-builder/${seeker.resumeId}/mailing`, { method: 'POST', token: seeker.token, payload });
    const refused = async (payload: object) => {
      const answer = await post(payload);
      return [answer.statusCode, Object.keys(answer.json().errors ?? {})];
    };
    expect(await refused({ mode: 'weekly', vacancy_ids: [] })).toEqual([422, ['mode']]);
    expect(await refused({ mode: 'one_time', vacancy_ids: [vacancies[0]!.id, vacancies[0]!.id] })).toEqual([
      422,
      ['vacancy_ids'],
    ]);
    expect(
      await refused({
        mode: 'one_time',
        vacancy_ids: Array.from({ length: RESUMES.mailing.targetsMax + 1 }, (_, i) => i + 1),
      }),
    ).toEqual([422, ['vacancy_ids']]);
    expect(await refused({ mode: 'one_time', vacancy_ids: [paused.id] })).toEqual([422, ['vacancy_ids']]);
    expect(await refused({ mode: 'one_time', vacancy_ids: [2_000_000] })).toEqual([422, ['vacancy_ids']]);
    expect((await call('/api/resume-mailing/abc/activate', { method: 'POST', token: seeker.token })).statusCode).toBe(
      422,
    );
    expect(
      (await call('/api/resume-mailing/unsubscribe', { method: 'POST', payload: { token: 'short' } })).statusCode,
    ).toBe(422);
  });
});
