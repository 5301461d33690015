import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerFromNewIp } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PDF, photoWithGps, SVG_WITH_SCRIPT, uploadForm } from '../../test/uploads.ts';

let t: TestApp;
let dataDir: string;
let owner: { token: string };
let other: { token: string };
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hushwork-files-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  owner = await registerFromNewIp(t.app);
  other = await registerFromNewIp(t.app, { role_id: 2 });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const upload = (form: ReturnType<typeof uploadForm>, token = owner.token, locale = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token), 'accept-language': locale },
  });
const download = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });

describe('uploading a document', () => {
  it('stores a PDF; its owner downloads it as an attachment of its sniffed type, under its name', async () => {
    const response = await upload(uploadForm(PDF, 'Olena CV 2026.pdf', 'application/pdf'));
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      url: `/api/files/${data.id}`,
      content_type: 'application/pdf',
      size: PDF.length,
      name: 'Olena CV 2026.pdf',
    });

    const served = await download(data.url, owner.token);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Olena CV 2026.pdf"; filename*=UTF-8''Olena%20CV%202026.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it('names the download by its sniffed type, whatever the upload was called, in UTF-8 and an ASCII fallback', async () => {
    const { data } = (await upload(uploadForm(PDF, '../../Резюме Олена.exe'))).json();
    expect(data.name).toBe('Резюме Олена.exe');
    const served = await download(data.url, owner.token);
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="______ _____.pdf"; filename*=UTF-8''${encodeURIComponent('Резюме Олена.pdf')}`,
    );
  });

  it('calls it "resume" when the upload had no usable name', async () => {
    const { data } = (await upload(uploadForm(Buffer.from('Olena, QA engineer.\nSkills: testing.\n'), '...'))).json();
    expect(data).toMatchObject({ content_type: 'text/plain; charset=utf-8', name: '' });
    const served = await download(data.url, owner.token);
    expect(served.headers).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'content-disposition': `attachment; filename="resume.txt"; filename*=UTF-8''resume.txt`,
    });
  });

  it('refuses what is not a document we take, whatever its name says (an image, an SVG, an executable)', async () => {
    const refused = [
      uploadForm(await photoWithGps(20, 20), 'cv.pdf', 'application/pdf'),
      uploadForm(SVG_WITH_SCRIPT, 'cv.txt', 'text/plain'),
      uploadForm(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), 'cv.doc'),
      uploadForm(Buffer.alloc(0), 'empty.txt'),
    ];
    for (const form of refused) {
      const response = await upload(form, owner.token, 'uk');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'FILE_TYPE_NOT_ALLOWED',
        message: 'Цей тип файлу не приймається. Завантажте файл PDF, DOCX, DOC, ODT або звичайний текстовий файл.',
      });
    }
  });

  it('refuses a guest with 401', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/files/upload', ...uploadForm(PDF, 'cv.pdf') });
    expect([response.statusCode, response.json().code]).toEqual([401, 'UNAUTHORIZED']);
  });
});

describe('downloading a document', () => {
  it('answers another user 404, as for an id that does not exist, and a guest 401', async () => {
    const { data } = (await upload(uploadForm(PDF, 'cv.pdf'))).json();
    const byOther = await download(data.url, other.token);
    const unknown = await download('/api/files/AAAAAAAAAAAAAAAAAAAAAA', other.token);
    expect([byOther.statusCode, byOther.json()]).toEqual([404, { code: 'FILE_NOT_FOUND', message: 'No such file' }]);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, byOther.json()]);
    expect((await download(data.url)).statusCode).toBe(401);
  });

  it('does not serve a document as an image, nor an image as a document', async () => {
    const { data } = (await upload(uploadForm(PDF, 'cv.pdf'))).json();
    expect((await download(`/api/images/${data.id}`)).statusCode).toBe(404);
  });
});
