import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { PDF, pngOf, uploadForm } from '../../../test/uploads.ts';
import {
  approvedCandidate,
  caller,
  newAdmin,
  newCompanyMember,
  newWorker,
  type References,
  referencesOf,
} from '../candidate-test-kit.ts';

let t: TestApp;
let dataDir: string;
let refs: References;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hushwork-candidate-files-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  refs = await referencesOf(t);
  call = caller(t);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const send = (url: string, token: string | undefined, bytes: Buffer, name: string) => {
  const form = uploadForm(bytes, name);
  return t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...(token ? bearer(token) : {}) },
  });
};

describe('the private photo (me/candidate/photo, candidates/{id}/photo)', () => {
  it('is served to the owner, an opened company and admins only, never by its image id', async () => {
    const candidate = await approvedCandidate(t, refs);
    const uploaded = await send('/api/me/candidate/photo', candidate.token, await pngOf(300, 300), 'me.png');
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json().data).toMatchObject({ view: 'owner', has_photo: true });
    const photoId = (await call('/api/profile', { token: candidate.token })).json().data.candidate.logo_id;
    expect(photoId).toEqual(expect.any(String));
    expect((await call(`/api/images/${photoId}`)).statusCode).toBe(404);

    const url = `/api/candidates/${candidate.candidateId}/photo`;
    const owner = await call(url, { token: candidate.token });
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['content-type']).toBe('image/webp');
    expect(owner.headers['cache-control']).toContain('private');
    expect((await call(`${url}?variant=thumb`, { token: candidate.token })).statusCode).toBe(200);

    const company = await newCompanyMember(t);
    expect((await call(url)).json().code).toBe('CANDIDATE_PHOTO_NOT_FOUND');
    expect((await call(url, { token: company.token })).statusCode).toBe(404);
    const anonymous = await call(`/api/candidates/${candidate.candidateId}`, { token: company.token });
    expect(anonymous.body).not.toContain(photoId);
    await call('/api/open-profile', {
      method: 'POST',
      token: candidate.token,
      payload: { company_id: company.companyId },
    });
    expect((await call(url, { token: company.token })).statusCode).toBe(200);
    expect(
      (await call(`/api/candidates/${candidate.candidateId}`, { token: company.token })).json().data.has_photo,
    ).toBe(true);
    const admin = await newAdmin(t);
    expect((await call(url, { token: admin.token })).statusCode).toBe(200);

    const removed = await call('/api/me/candidate/photo', { method: 'DELETE', token: candidate.token });
    expect(removed.json().data.has_photo).toBe(false);
    expect((await call(url, { token: candidate.token })).statusCode).toBe(404);
  });

  it('refuses a picture that is not an image, a guest and a worker without a profile', async () => {
    const candidate = await approvedCandidate(t, refs);
    const notImage = await send('/api/me/candidate/photo', candidate.token, PDF, 'me.png');
    expect(notImage.statusCode).toBe(422);
    expect((await send('/api/me/candidate/photo', undefined, await pngOf(10, 10), 'a.png')).statusCode).toBe(401);
    const bare = await newWorker(t);
    expect((await send('/api/me/candidate/photo', bare.token, await pngOf(10, 10), 'a.png')).json().code).toBe(
      'CANDIDATE_PROFILE_MISSING',
    );
  });
});

describe('the CV (me/candidate/cv, files/{id})', () => {
  it('takes a PDF, lets the owner and an opened company download it, and nobody else', async () => {
    const candidate = await approvedCandidate(t, refs);
    const uploaded = await send('/api/me/candidate/cv', candidate.token, PDF, 'Quillfeather CV.pdf');
    expect(uploaded.statusCode).toBe(201);
    const cv = uploaded.json().data.cv;
    expect(cv).toEqual({
      id: expect.any(String),
      content_type: 'application/pdf',
      size: PDF.length,
      name: 'Quillfeather CV.pdf',
    });
    const file = `/api/files/${cv.id}`;
    const own = await call(file, { token: candidate.token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain('Quillfeather');

    const company = await newCompanyMember(t);
    const anonymous = await call(`/api/candidates/${candidate.candidateId}`, { token: company.token });
    expect(anonymous.json().data).toMatchObject({ view: 'anonymous', has_cv: true });
    expect(anonymous.body).not.toContain(cv.id);
    expect((await call(file, { token: company.token })).statusCode).toBe(404);

    await call('/api/open-profile', {
      method: 'POST',
      token: candidate.token,
      payload: { company_id: company.companyId },
    });
    const opened = (await call(`/api/candidates/${candidate.candidateId}`, { token: company.token })).json().data;
    expect(opened.cv).toEqual({ id: cv.id, content_type: 'application/pdf', size: PDF.length, name: null });
    const download = await call(file, { token: company.token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('resume.pdf');
    expect(download.headers['content-disposition']).not.toContain('Quillfeather');

    await call(`/api/open-profile/${company.companyId}`, { method: 'DELETE', token: candidate.token });
    expect((await call(file, { token: company.token })).statusCode).toBe(404);
    const other = await newWorker(t);
    expect((await call(file, { token: other.token })).statusCode).toBe(404);

    const removed = await call('/api/me/candidate/cv', { method: 'DELETE', token: candidate.token });
    expect(removed.json().data).toMatchObject({ cv: null, has_cv: false });
    expect((await call(file, { token: candidate.token })).statusCode).toBe(404);
  });

  it('refuses a plain-text CV in the reader’s language', async () => {
    const candidate = await approvedCandidate(t, refs);
    const form = uploadForm(Buffer.from('Just some text, not a CV format we take.\n'), 'cv.txt');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/me/candidate/cv',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(candidate.token), 'accept-language': 'pl' },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ code: 'CV_TYPE_NOT_ALLOWED', message: 'CV musi być plikiem PDF lub DOCX.' });
  });
});
