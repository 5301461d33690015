import { resumes } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { resumeKit, tokenHeader } from '../resume-test-kit.ts';

let t: TestApp;
const kit = resumeKit(() => t);
const { api } = kit;

beforeAll(async () => {
  t = await createTestApp();
});

const html = (id: string, bearer?: string) => api(resumes.viewResumeHtml, { token: bearer, params: { id } });
const pdf = (id: string, bearer?: string) => api(resumes.downloadResumePdf, { token: bearer, params: { id } });

describe('sharing a resume', () => {
  it('lets anyone read the HTML and the PDF once shared, and nobody but the owner once hidden', async () => {
    const worker = await signIn(t, 'worker');
    const stranger = await signIn(t, 'company');
    const { id } = await kit.store(worker.token);
    expect((await html(id)).statusCode).toBe(404);

    const shared = await api(resumes.shareResume, { token: worker.token, params: { id }, body: { indexable: true } });
    expect(shared.statusCode).toBe(200);
    expect(shared.data).toMatchObject({ shared: true, indexable: true });
    for (const bearer of [undefined, stranger.token]) {
      const page = await html(id, bearer);
      expect(page.statusCode).toBe(200);
      expect(page.data).toMatchObject({ title: 'Olena Kovalenko — Quality assurance engineer', indexable: true });
      expect(page.data.html).toContain('Kovalenko');
      const file = await pdf(id, bearer);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(file.headers['cache-control']).toBe('private, no-store');
      // Shared is for reading: the rest stays the owner's.
      for (const call of [
        resumes.getResumeInfo,
        resumes.downloadResumeDocx,
        resumes.downloadResumeTxt,
        resumes.hideResume,
      ])
        expect((await api(call, { token: bearer, params: { id } })).statusCode).toBe(404);
    }

    const hidden = await api(resumes.hideResume, { token: worker.token, params: { id } });
    expect(hidden.data).toMatchObject({ shared: false, indexable: false });
    for (const bearer of [undefined, stranger.token]) {
      expect((await html(id, bearer)).statusCode).toBe(404);
      expect((await pdf(id, bearer)).statusCode).toBe(404);
    }
    const own = await html(id, worker.token);
    expect(own.statusCode).toBe(200);
    expect(own.data.indexable).toBe(false);
    // The first PDF of a process starts the render threads: seconds on a busy machine.
  }, 120_000);

  it('keeps a shared page out of search engines unless the owner asked, and a guest may share theirs', async () => {
    const { id, token } = await kit.store(null);
    const shared = await api(resumes.shareResume, { headers: tokenHeader(token), params: { id }, body: {} });
    expect(shared.data).toMatchObject({ shared: true, indexable: false });
    expect((await html(id)).data.indexable).toBe(false);
  });

  it('deletes a resume for good: every call about it is 404 then, the shared page too', async () => {
    const worker = await signIn(t, 'worker');
    const { id } = await kit.store(worker.token);
    await api(resumes.shareResume, { token: worker.token, params: { id }, body: {} });
    const deleted = await api(resumes.deleteResume, { token: worker.token, params: { id } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { ok: true } });
    expect((await html(id)).statusCode).toBe(404);
    expect((await api(resumes.deleteResume, { token: worker.token, params: { id } })).statusCode).toBe(404);
    expect((await api(resumes.listMyResumes, { token: worker.token })).data.list).toEqual([]);
  });
});
