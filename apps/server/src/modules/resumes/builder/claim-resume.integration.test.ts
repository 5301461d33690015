import { RESUMES, resumes } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createResume } from '../resume.factory.ts';
import { resumeKit, tokenHeader } from '../resume-test-kit.ts';

let t: TestApp;
const kit = resumeKit(() => t);
const { api } = kit;

beforeAll(async () => {
  t = await createTestApp();
});

const claim = (bearer: string | undefined, id: string, token: string | null) =>
  api(resumes.claimResume, { token: bearer, headers: tokenHeader(token), params: { id } });

describe('claiming a guest’s resume', () => {
  it('attaches it to the account that shows its token; the token opens it no more', async () => {
    const { id, token } = await kit.store(null);
    const worker = await signIn(t, 'worker');
    const claimed = await claim(worker.token, id, token);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.data).toMatchObject({ id, owned: true, document: { personal: { first_name: 'Olena' } } });
    expect((await api(resumes.listMyResumes, { token: worker.token })).data.list.map((r) => r.id)).toEqual([id]);
    expect((await api(resumes.getResumeInfo, { headers: tokenHeader(token), params: { id } })).statusCode).toBe(404);
    expect((await api(resumes.getResumeInfo, { token: worker.token, params: { id } })).statusCode).toBe(200);
    // Claiming one's own again answers it as it is; another account with the old token finds nothing.
    expect((await claim(worker.token, id, token)).statusCode).toBe(200);
    expect((await claim(worker.token, id, null)).statusCode).toBe(200);
    const other = await signIn(t, 'worker');
    expect((await claim(other.token, id, token)).json()).toMatchObject({ code: 'RESUME_NOT_FOUND' });
  });

  it('asks a guest to sign in, and finds nothing without the token, with a wrong one, or for an account’s resume', async () => {
    const { id, token } = await kit.store(null);
    expect((await claim(undefined, id, token)).statusCode).toBe(401);
    const worker = await signIn(t, 'worker');
    for (const wrong of [null, 'x'.repeat(43), `${token}x`]) {
      const answer = await claim(worker.token, id, wrong);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'RESUME_NOT_FOUND' });
    }
    const owned = await kit.store((await signIn(t, 'worker')).token);
    expect((await claim(worker.token, owned.id, null)).statusCode).toBe(404);
    expect((await claim(worker.token, 'NoSuchResume0000', token)).statusCode).toBe(404);
    // Nothing of this changed the resume: its token still opens it.
    expect((await api(resumes.getResumeInfo, { headers: tokenHeader(token), params: { id } })).statusCode).toBe(200);
  });

  it(`refuses a claim that would pass ${RESUMES.perUserMax} resumes on the account, leaving the guest’s as it was`, async () => {
    const worker = await signIn(t, 'worker');
    for (let i = 0; i < RESUMES.perUserMax; i += 1) await createResume(t.database.db, { userId: worker.user.id });
    const { id, token } = await kit.store(null);
    const refused = await claim(worker.token, id, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RESUME_LIMIT_REACHED' });
    expect((await api(resumes.getResumeInfo, { headers: tokenHeader(token), params: { id } })).data.owned).toBe(false);
  });
});
