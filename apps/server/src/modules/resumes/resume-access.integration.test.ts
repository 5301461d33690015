import { resumes } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { englishDocument, resumeKit, tokenHeader } from './resume-test-kit.ts';

/**
 * Who may call what about one resume (the module's one access rule): its owner by session, a guest's by its token,
 * anyone else, admins included, the same 404 as for a resume that never existed.
 */
let t: TestApp;
const kit = resumeKit(() => t);
const { api } = kit;

/** The first PDF of a process starts the render threads: seconds on a busy machine. */
const PDF_TIMEOUT = 120_000;

type Caller = { bearer: string | null; token: string | null };

/** Every call about one resume, as `caller` sends it; each answers its status and body. */
const CALLS = {
  info: (id: string, c: Caller) =>
    api(resumes.getResumeInfo, { token: c.bearer, headers: tokenHeader(c.token), params: { id } }),
  update: (id: string, c: Caller) =>
    api(resumes.updateResume, {
      token: c.bearer,
      headers: tokenHeader(c.token),
      params: { id },
      body: { document: englishDocument({ summary: 'Changed by whoever may.' }), step: 2 },
    }),
  html: (id: string, c: Caller) =>
    api(resumes.viewResumeHtml, { token: c.bearer, headers: tokenHeader(c.token), params: { id } }),
  pdf: (id: string, c: Caller) =>
    api(resumes.downloadResumePdf, { token: c.bearer, headers: tokenHeader(c.token), params: { id } }),
  docx: (id: string, c: Caller) =>
    api(resumes.downloadResumeDocx, { token: c.bearer, headers: tokenHeader(c.token), params: { id } }),
  txt: (id: string, c: Caller) =>
    api(resumes.downloadResumeTxt, { token: c.bearer, headers: tokenHeader(c.token), params: { id } }),
  vacancies: (id: string, c: Caller) =>
    api(resumes.listResumeVacancies, { token: c.bearer, headers: tokenHeader(c.token), params: { id } }),
  share: (id: string, c: Caller) =>
    api(resumes.shareResume, { token: c.bearer, headers: tokenHeader(c.token), params: { id }, body: {} }),
  hide: (id: string, c: Caller) =>
    api(resumes.hideResume, { token: c.bearer, headers: tokenHeader(c.token), params: { id } }),
  delete: (id: string, c: Caller) =>
    api(resumes.deleteResume, { token: c.bearer, headers: tokenHeader(c.token), params: { id } }),
};

let worker: { token: string };
let other: { token: string };
let company: { token: string };
let admin: { token: string };
let notFoundBody: unknown;

beforeAll(async () => {
  t = await createTestApp();
  [worker, other, company, admin] = await Promise.all([
    signIn(t, 'worker'),
    signIn(t, 'worker'),
    signIn(t, 'company'),
    signIn(t, 'admin'),
  ]);
  const missing = await CALLS.info('NoSuchResume0000', { bearer: worker.token, token: null });
  expect(missing.statusCode).toBe(404);
  notFoundBody = missing.json();
  expect(notFoundBody).toMatchObject({ code: 'RESUME_NOT_FOUND' });
});

/** Each call as each outsider: the very answer a resume that never existed gets. */
async function expectHiddenFrom(id: string, outsiders: Record<string, Caller>) {
  for (const [name, call] of Object.entries(CALLS)) {
    for (const [who, caller] of Object.entries(outsiders)) {
      const answer = await call(id, caller);
      expect(answer.statusCode, `${name} as ${who}`).toBe(404);
      expect(answer.json(), `${name} as ${who}`).toEqual(notFoundBody);
    }
  }
}

/** Each call as the owner, in an order that leaves deleting last. */
async function expectOpenTo(id: string, owner: Caller) {
  for (const [name, call] of Object.entries(CALLS)) {
    const answer = await call(id, owner);
    expect(answer.statusCode, `${name}: ${answer.body.slice(0, 200)}`).toBe(200);
  }
  expect((await CALLS.info(id, owner)).statusCode).toBe(404);
}

describe('an account’s resume', () => {
  it(
    'answers every call to its owner and 404 to a guest, another worker, a company and an admin',
    async () => {
      const { id } = await kit.store(worker.token);
      const guestsToken = (await kit.store(null)).token;
      await expectHiddenFrom(id, {
        guest: { bearer: null, token: null },
        'guest with another resume’s token': { bearer: null, token: guestsToken },
        'another worker': { bearer: other.token, token: null },
        company: { bearer: company.token, token: null },
        admin: { bearer: admin.token, token: null },
      });
      await expectOpenTo(id, { bearer: worker.token, token: null });
    },
    PDF_TIMEOUT,
  );
});

describe('a guest’s resume', () => {
  it(
    'answers every call to whoever holds its token, and 404 without it, with a wrong one, or to an admin',
    async () => {
      const { id, token } = await kit.store(null);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      await expectHiddenFrom(id, {
        'guest without the token': { bearer: null, token: null },
        'guest with a wrong token': { bearer: null, token: `${token?.slice(0, -2)}xx` },
        'another worker': { bearer: other.token, token: null },
        admin: { bearer: admin.token, token: null },
      });
      await expectOpenTo(id, { bearer: null, token });
    },
    PDF_TIMEOUT,
  );

  it('lets a signed-in user who holds the token reach it too, before claiming it', async () => {
    const { id, token } = await kit.store(null);
    const answer = await CALLS.info(id, { bearer: other.token, token });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ id, owned: false });
  });

  it('is kept by no cache: the token is no header a shared cache would tell readers apart by', async () => {
    const { id, token } = await kit.store(null);
    for (const call of [CALLS.info, CALLS.html, CALLS.txt, CALLS.vacancies]) {
      const answer = await call(id, { bearer: null, token });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
    expect((await CALLS.info(id, { bearer: null, token: null })).headers['cache-control']).toBe('private, no-store');
  });
});

describe('calls about no resume in particular', () => {
  it('lists the templates to anyone and one’s own resumes to the signed-in only', async () => {
    const templates = await api(resumes.listResumeTemplates, {});
    expect(templates.statusCode).toBe(200);
    expect(templates.headers['cache-control']).toBe('public, max-age=3600');
    expect(templates.data.list).toHaveLength(11);
    expect(templates.data.list[0]).toEqual({
      name: 'default',
      layout: 'sidebar',
      color: '#F28F3E',
      matching_colors: ['#2F6FDE', '#2E9E6B', '#7A4FD6'],
      thumbnail: '/resume-templates/default.png',
    });
    expect((await api(resumes.listMyResumes, {})).statusCode).toBe(401);
    const mine = await kit.store(company.token);
    const list = await api(resumes.listMyResumes, { token: company.token });
    expect(list.data.list.map((resume) => resume.id)).toEqual([mine.id]);
    expect((await api(resumes.listMyResumes, { token: admin.token })).data.list).toEqual([]);
  });

  it('refuses an id that is not one as a field error, never a lookup', async () => {
    const answer = await kit.call('/api/resume-builder/not-an-id/info', { token: worker.token });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors)).toEqual(['id']);
  });
});
