import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/auth/actor.ts';
import { fileStorageOf } from '../../platform/files/storage-from-config.ts';
import { bearer, registerFromNewIp } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PDF, pngOf, uploadForm } from '../../test/uploads.ts';
import { deleteFile } from './delete-file.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hushwork-files-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function signedIn() {
  const { token, user } = await registerFromNewIp(t.app);
  const actor: Actor = {
    role: 'worker',
    user_id: user.id,
    locale: 'en',
    session_id: 1,
    is_email_verified: false,
    via: 'bearer',
  };
  const upload = async (url: string, form: ReturnType<typeof uploadForm>) =>
    (
      await t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...bearer(token) } })
    ).json().data;
  return { token, actor, upload };
}
const deps = () => ({ db: t.database.db, storage: fileStorageOf(t.config), registry: t.registry });
const onDisk = (...parts: string[]) => existsSync(join(dataDir, 'files', ...parts));

describe('deleting a file', () => {
  it('removes an image and its thumbnail from the disk; its address then answers 404', async () => {
    const { actor, upload } = await signedIn();
    const image = await upload('/api/upload/image', uploadForm(await pngOf(40, 40), 'logo.png'));
    expect([onDisk('images', `${image.id}.webp`), onDisk('images', `${image.id}-thumb.webp`)]).toEqual([true, true]);

    await deleteFile({ ...deps(), actor, input: { id: image.id } });

    expect([onDisk('images', `${image.id}.webp`), onDisk('images', `${image.id}-thumb.webp`)]).toEqual([false, false]);
    expect((await t.app.inject({ url: image.url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: image.thumb_url })).statusCode).toBe(404);
  });

  it('removes a document from the disk', async () => {
    const { token, actor, upload } = await signedIn();
    const document = await upload('/api/files/upload', uploadForm(PDF, 'cv.pdf'));
    expect(onDisk('documents', `${document.id}.pdf`)).toBe(true);
    await deleteFile({ ...deps(), actor, input: { id: document.id } });
    expect(onDisk('documents', `${document.id}.pdf`)).toBe(false);
    expect((await t.app.inject({ url: document.url, headers: bearer(token) })).statusCode).toBe(404);
  });

  it("refuses someone else's file as not found, and leaves it", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const image = await owner.upload('/api/upload/image', uploadForm(await pngOf(40, 40), 'logo.png'));
    await expect(deleteFile({ ...deps(), actor: stranger.actor, input: { id: image.id } })).rejects.toMatchObject({
      code: 'FILE_NOT_FOUND',
      status: 404,
    });
    expect(onDisk('images', `${image.id}.webp`)).toBe(true);
  });
});
