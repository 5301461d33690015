import { RATE_LIMITS } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastMailTo, newIp, profileOf } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PDF } from '../../test/uploads.ts';
import { applicationsKit, formOf } from './applications-test-kit.ts';

let t: TestApp;
const kit = applicationsKit(() => t);
let acme: Awaited<ReturnType<typeof kit.company>>;
beforeAll(async () => {
  t = await createTestApp();
  acme = await kit.company('Quick Co');
}, 60_000);

let guests = 0;
const guestEmail = () => {
  guests += 1;
  return `guest${guests}-${Date.now()}@example.com`;
};

type Post = { token?: string; ip?: string; locale?: string; file?: { field: string; bytes: Buffer; filename: string } };
const quickApply = (vacancyId: number | string, fields: Record<string, string>, post: Post = {}) => {
  const form = formOf(fields, post.file);
  return t.app.inject({
    method: 'POST',
    url: `/api/vacancies/quick-apply/${vacancyId}`,
    headers: { 'accept-language': post.locale ?? 'en', ...form.headers, ...(post.token ? bearer(post.token) : {}) },
    payload: form.payload,
    remoteAddress: post.ip ?? newIp(),
  });
};
const fieldsOf = (email = guestEmail(), overrides: Record<string, string> = {}) => ({
  name: 'Gustav Guest',
  email,
  cover_letter: 'I saw your vacancy and would love to talk.',
  ...overrides,
});

describe('quick-apply as a guest', () => {
  it('applies with a CV, makes an unconfirmed worker account without a password, and mails the link to finish it', async () => {
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id, { questions: ['Notice period?'] });
    const [question] = (await kit.call(`/api/vacancies/${vacancy.id}`)).json().data.questions;
    const email = guestEmail();
    const applied = await quickApply(
      vacancy.id,
      fieldsOf(email, { 'answers[0][question_id]': String(question.id), 'answers[0][answer]': 'Two weeks' }),
      { locale: 'pl', file: { field: 'cv', bytes: PDF, filename: 'gustav-cv.pdf' } },
    );
    expect(applied.statusCode).toBe(201);
    expect(applied.json()).toEqual({ data: { id: expect.any(Number), vacancy_id: vacancy.id } });

    const mail = await lastMailTo(t.database, email);
    expect(mail.kind).toBe('quick_apply_account');
    expect(mail.locale).toBe('pl');
    expect(mail.subject).toBe('Twoja aplikacja do Quick Co została wysłana');
    expect(mail.link).toMatch(/^http:\/\/hushwork\.test\/pl\/new-password\?token=/);
    // Nobody can sign in before the owner of the address sets a password.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'blue-Harbor-42' },
      remoteAddress: newIp(),
    });
    expect([signIn.statusCode, signIn.json().code]).toEqual([422, 'INVALID_CREDENTIALS']);
    const finished = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: mail.token, password: 'green-Meadow-77', sameAsPassword: 'green-Meadow-77' },
      remoteAddress: newIp(),
    });
    expect(finished.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'green-Meadow-77' },
      remoteAddress: newIp(),
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token as string;
    expect((await profileOf(t.app, token)).json().data).toMatchObject({
      role_id: 1,
      name: 'Gustav Guest',
      email_verification: true,
      candidate: null,
    });
    const mine = (await kit.call('/api/me/applications', { token })).json().data.list;
    expect(mine).toEqual([
      expect.objectContaining({
        vacancy_id: vacancy.id,
        cover_letter: 'I saw your vacancy and would love to talk.',
        cv_file_id: expect.any(String),
        answers: [{ question_id: question.id, question: 'Notice period?', answer: 'Two weeks' }],
      }),
    ]);
    // The company reads who applied (they sent it) and downloads the CV.
    const responses = (
      await kit.call(`/api/me/vacancies/${vacancy.id}/candidates`, { token: acme.member.token })
    ).json().data.list;
    expect(responses[0]).toMatchObject({ candidate: null, applicant: { name: 'Gustav Guest', email } });
    const cv = await kit.call(`/api/files/${responses[0].cv_file_id}`, { token: acme.member.token });
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(await kit.kindsTo(acme.owner.account.email)).toContain('new_response');
  });

  it('applies without a CV', async () => {
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id);
    expect((await quickApply(vacancy.id, fieldsOf())).statusCode).toBe(201);
  });

  it('refuses an e-mail that has an account, telling them to sign in, and creates nothing', async () => {
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id);
    const seeker = await kit.worker();
    const refused = await quickApply(vacancy.id, fieldsOf(seeker.account.email.toUpperCase()));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'ACCOUNT_EXISTS',
      message: 'An account with this e-mail already exists. Please sign in and apply from your account.',
    });
    expect(await kit.kindsTo(seeker.account.email)).not.toContain('quick_apply_account');
  });

  it('refuses a paused and a closed vacancy, one not approved, and a signed-in user', async () => {
    const paused = await kit.vacancy(acme.id, acme.owner.user.id, { state: 'paused' });
    const closed = await kit.vacancy(acme.id, acme.owner.user.id, { state: 'closed' });
    const pending = await kit.vacancy(acme.id, acme.owner.user.id, { moderation_status: 'pending' });
    const answers = [];
    for (const id of [paused.id, closed.id, pending.id]) answers.push(await quickApply(id, fieldsOf()));
    expect(answers.map((a) => [a.statusCode, a.json().code])).toEqual([
      [409, 'VACANCY_PAUSED'],
      [409, 'VACANCY_NOT_OPEN'],
      [404, 'VACANCY_NOT_FOUND'],
    ]);
    const open = await kit.vacancy(acme.id, acme.owner.user.id);
    const seeker = await kit.worker();
    expect((await quickApply(open.id, fieldsOf(), { token: seeker.token })).statusCode).toBe(403);
  });

  it('refuses bad fields one by one, a CV that is no document, and answers that do not fit', async () => {
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id);
    for (const [fields, field] of [
      [fieldsOf(guestEmail(), { email: 'not-an-email' }), 'email'],
      [fieldsOf(guestEmail(), { name: '' }), 'name'],
      [fieldsOf(guestEmail(), { name: '<script>' }), 'name'],
      [fieldsOf(guestEmail(), { cover_letter: '' }), 'cover_letter'],
      [{ name: 'Gustav Guest', cover_letter: 'Hi' }, 'email'],
    ] as const) {
      const refused = await quickApply(vacancy.id, fields);
      expect(refused.statusCode, field).toBe(422);
      expect(Object.keys(refused.json().errors), field).toEqual([field]);
    }
    const email = guestEmail();
    const badFile = await quickApply(vacancy.id, fieldsOf(email), {
      file: { field: 'cv', bytes: Buffer.from('MZ\u0090\u0000 not a resume'), filename: 'cv.exe' },
    });
    expect([badFile.statusCode, badFile.json().code]).toEqual([422, 'FILE_TYPE_NOT_ALLOWED']);
    // The refused CV left no account behind: the address may still apply.
    expect((await quickApply(vacancy.id, fieldsOf(email))).statusCode).toBe(201);
    const extra = await quickApply(
      vacancy.id,
      fieldsOf(guestEmail(), { 'answers[0][question_id]': '1', 'answers[0][answer]': 'x' }),
    );
    expect([extra.statusCode, extra.json().code]).toEqual([422, 'ANSWERS_MISMATCH']);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/vacancies/quick-apply/${vacancy.id}`,
      payload: fieldsOf(),
      remoteAddress: newIp(),
    });
    expect(json.statusCode).toBe(415);
    expect((await quickApply('abc', fieldsOf())).statusCode).toBe(422);
  });

  it(`allows ${RATE_LIMITS.quickApplyPerIp.limit} quick applications an hour from one address, then 429`, async () => {
    const vacancy = await kit.vacancy(acme.id, acme.owner.user.id);
    const ip = newIp();
    for (let i = 0; i < RATE_LIMITS.quickApplyPerIp.limit; i += 1) {
      expect((await quickApply(vacancy.id, fieldsOf(), { ip })).statusCode).toBe(201);
    }
    const limited = await quickApply(vacancy.id, fieldsOf(), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    t.clock.advance(RATE_LIMITS.quickApplyPerIp.windowS * 1000);
    expect((await quickApply(vacancy.id, fieldsOf(), { ip })).statusCode).toBe(201);
  });
});
