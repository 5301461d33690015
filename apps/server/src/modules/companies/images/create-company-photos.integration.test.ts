import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPANIES } from '@hushwork/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerFromNewIp as register } from '../../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { PDF, pngOf, uploadForm } from '../../../test/uploads.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hushwork-wizard-photos-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** What the wizard's pictures do in the browser: each goes to the files platform first and comes back as an id. */
async function upload(token: string, bytes: Buffer, url = '/api/upload/image', name = 'photo.png'): Promise<string> {
  const form = uploadForm(bytes, name);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}
const create = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/companies', payload, headers: bearer(token) });
const employer = () => register(t.app, { role_id: 2, name: 'Wiz Ard' });

describe('the add-company wizard with photos', () => {
  it('gives the new company the photos uploaded in the wizard, in their order, shown on its page', async () => {
    const owner = await employer();
    const first = await upload(owner.token, await pngOf(80, 60));
    const second = await upload(owner.token, await pngOf(60, 80));
    const res = await create(owner.token, { name: 'Gallery Start', photo_ids: [first, second, first] });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.photos).toEqual([first, second]);
    const page = await t.app.inject({ url: `/api/companies/${res.json().data.slug}`, headers: bearer(owner.token) });
    expect(page.json().data.photos).toEqual([first, second]);
    // The photo is the gallery's now: its manager removes it like any other.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/company/image/photo/${first}`,
      headers: bearer(owner.token),
    });
    expect(removed.json().data.photos).toEqual([second]);
  });

  it("refuses someone else's picture, a document's id and an unknown id, creating no company", async () => {
    const other = await employer();
    const foreign = await upload(other.token, await pngOf(40, 40));
    const owner = await employer();
    const documentForm = uploadForm(PDF, 'cv.pdf');
    const document = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      payload: documentForm.payload,
      headers: { ...documentForm.headers, ...bearer(owner.token) },
    });
    expect(document.statusCode).toBe(201);
    for (const id of [foreign, document.json().data.id, 'a'.repeat(22)]) {
      const res = await create(owner.token, { name: 'Borrowed Pictures', photo_ids: [id] });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'UNKNOWN_REFERENCE', errors: { photo_ids: [expect.any(String)] } });
    }
    // Nothing was half-made: the employer still has no company and may start again.
    expect((await create(owner.token, { name: 'Borrowed Pictures' })).statusCode).toBe(201);
  });

  it('takes at most the gallery limit of photos', async () => {
    const owner = await employer();
    const id = await upload(owner.token, await pngOf(30, 30));
    const res = await create(owner.token, {
      name: 'Too Many',
      photo_ids: Array.from({ length: COMPANIES.photosMax + 1 }, () => id),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['photo_ids']);
  });
});
