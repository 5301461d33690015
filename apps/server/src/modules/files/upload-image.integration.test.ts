import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FILE_LIMITS } from '@hushwork/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerFromNewIp } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { photoWithGps, pngBomb, pngOf, SVG_WITH_SCRIPT, uploadForm } from '../../test/uploads.ts';

let t: TestApp;
let dataDir: string;
let token: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hushwork-files-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  ({ token } = await registerFromNewIp(t.app));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const upload = (form: ReturnType<typeof uploadForm>, locale = 'en', url = '/api/upload/image') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token), 'accept-language': locale },
  });
const health = async () => (await t.app.inject({ url: '/api/health' })).statusCode;
const storedImage = (id: string, suffix = '') => join(dataDir, 'files', 'images', `${id}${suffix}.webp`);

describe('uploading an image', () => {
  it('stores it re-encoded as WebP, without its EXIF, at its size, and serves it to anyone', async () => {
    const photo = await photoWithGps(800, 600);
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('Secret-Owner');

    const response = await upload(uploadForm(photo, 'IMG_2041.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      url: `/api/images/${data.id}`,
      thumb_url: `/api/images/${data.id}?variant=thumb`,
      content_type: 'image/webp',
      size: expect.any(Number),
      width: 800,
      height: 600,
    });

    const served = await t.app.inject({ url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(data.size),
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    const metadata = await sharp(served.rawPayload).metadata();
    expect({ format: metadata.format, width: metadata.width, exif: metadata.exif, xmp: metadata.xmp }).toEqual({
      format: 'webp',
      width: 800,
      exif: undefined,
      xmp: undefined,
    });
    expect(served.rawPayload.toString('latin1')).not.toContain('Secret-Owner');
    expect(JSON.stringify(data)).not.toContain('Olena');
  });

  it('answers the same at /api/images/upload, and a thumbnail no wider than the thumbnail size', async () => {
    const response = await upload(uploadForm(await pngOf(1200, 300), 'banner.png'), 'en', '/api/images/upload');
    expect(response.statusCode).toBe(201);
    const thumb = await t.app.inject({ url: response.json().data.thumb_url });
    expect(thumb.statusCode).toBe(200);
    const { width, height, hasAlpha } = await sharp(thumb.rawPayload).metadata();
    expect({ width, height, hasAlpha }).toEqual({ width: FILE_LIMITS.thumbDimension, height: 100, hasAlpha: true });
  });

  it('takes WebP, AVIF and an animated GIF (as its first frame) too', async () => {
    const base = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } });
    const frame = (colour: string) =>
      sharp({ create: { width: 32, height: 32, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const frames = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map(frame));
    const animated = await sharp(frames, { join: { animated: true } })
      .gif({ loop: 0 })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const inputs = [await base().webp().toBuffer(), await base().avif().toBuffer(), animated];
    const answers = [];
    for (const input of inputs) {
      const response = await upload(uploadForm(input, 'picture'));
      answers.push([response.statusCode, response.json().data?.content_type, response.json().data?.height]);
    }
    expect(answers).toEqual([
      [201, 'image/webp', 48],
      [201, 'image/webp', 48],
      [201, 'image/webp', 32],
    ]);
  });

  it('caps the longer side of a large image', async () => {
    const response = await upload(uploadForm(await pngOf(4000, 1000), 'wide.png'));
    expect(response.json().data).toMatchObject({ width: FILE_LIMITS.imageMaxDimension, height: 640 });
  });

  it('refuses a polyglot (an image that is also an archive, a document or a page) in the user’s language', async () => {
    const zip = Buffer.from('PK\u0003\u0004\u0014\u0000\u0000\u0000payload.txt hello PK\u0005\u0006');
    const page = Buffer.from('<html><script>alert("polyglot")</script></html>');
    const comment = (jpeg: Buffer, text: string) => {
      const head = Buffer.from([0xff, 0xfe, 0, 0]);
      head.writeUInt16BE(text.length + 2, 2);
      return Buffer.concat([jpeg.subarray(0, 2), head, Buffer.from(text, 'latin1'), jpeg.subarray(2)]);
    };
    const photo = await photoWithGps(64, 64);
    const stored = () => readdir(join(dataDir, 'files', 'images')).catch(() => []);
    const storedBefore = await stored();
    const polyglots: [string, Buffer][] = [
      ['png+zip', Buffer.concat([await pngOf(32, 32), zip])],
      ['jpeg+html', Buffer.concat([photo, page])],
      ['jpeg with a PDF in its comment', comment(photo, '%PDF-1.4 1 0 obj << /Type /Catalog >> endobj')],
      ['jpeg with a script in its comment', comment(photo, '<script src="//evil.example/x.js"></script>')],
    ];
    const answers = [];
    for (const [name, bytes] of polyglots) {
      const response = await upload(uploadForm(bytes, 'photo.jpg', 'image/jpeg'), 'uk');
      answers.push([name, response.statusCode, response.json()]);
    }
    const refused = {
      code: 'IMAGE_POLYGLOT',
      message:
        'У цьому зображенні приховано щось інше (архів, документ або скрипт), тому ми не можемо його прийняти. ' +
        'Збережіть його знову в графічному редакторі та завантажте цю копію.',
    };
    expect(answers).toEqual(polyglots.map(([name]) => [name, 422, refused]));
    expect(await stored()).toEqual(storedBefore);
    expect(await health()).toBe(200);
    // The same photo without the payload is taken, re-encoded.
    const clean = await upload(uploadForm(photo, 'photo.jpg', 'image/jpeg'));
    expect([clean.statusCode, clean.json().data.content_type]).toEqual([201, 'image/webp']);
  });

  it('refuses a text file named .png with a 422 that says so in the request’s language', async () => {
    const form = uploadForm(Buffer.from('just some notes, not a picture'), 'notes.png', 'image/png');
    const response = await upload(form, 'de');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'IMAGE_TYPE_NOT_ALLOWED',
      message:
        'Diese Datei ist kein Bild, das wir annehmen. Bitte laden Sie ein JPEG-, PNG-, WebP-, GIF- oder AVIF-Bild hoch.',
    });
  });

  it('refuses an SVG carrying a script, and keeps serving', async () => {
    const response = await upload(uploadForm(SVG_WITH_SCRIPT, 'logo.svg', 'image/svg+xml'));
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('IMAGE_TYPE_NOT_ALLOWED');
    expect(await health()).toBe(200);
  });

  it('refuses a decompression bomb from its header, and keeps serving', async () => {
    const bomb = pngBomb(20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const response = await upload(uploadForm(bomb, 'small.png', 'image/png'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'IMAGE_TOO_LARGE',
      message: `This image has too many pixels. The maximum is ${FILE_LIMITS.imageMaxInputPixels / 1_000_000} MP.`,
    });
    expect(await health()).toBe(200);
  });

  it('refuses a truncated JPEG as unreadable, and keeps serving', async () => {
    const photo = await photoWithGps(400, 300);
    const response = await upload(uploadForm(photo.subarray(0, Math.floor(photo.length * 0.6)), 'cut.jpg'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'IMAGE_UNREADABLE',
      message: 'This image is damaged or incomplete and cannot be read. Please upload another copy.',
    });
    expect(await health()).toBe(200);
  });

  it('refuses an upload over the limit with 413, announced or streamed, and keeps serving', async () => {
    const tooBig = Buffer.concat([await pngOf(10, 10), Buffer.alloc(FILE_LIMITS.imageMaxBytes)]);
    const announced = await upload(uploadForm(tooBig, 'huge.png'));
    const form = uploadForm(tooBig, 'huge.png');
    // Sent as a stream, the request has no content-length: the limit is met while reading.
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: Readable.from([form.payload.subarray(0, 1000), form.payload.subarray(1000)]),
      headers: { ...form.headers, ...bearer(token) },
    });
    for (const response of [announced, streamed]) {
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: `The file is too large. The maximum size is ${FILE_LIMITS.imageMaxBytes / 1024 / 1024} MB.`,
      });
    }
    expect(await health()).toBe(200);
  });

  it('answers 413 over a real connection too, before the body is read, and the next request is served', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(FILE_LIMITS.imageMaxBytes + 1024 * 1024, 1)]), 'huge.png');
    const response = await fetch(`${address}/api/upload/image`, { method: 'POST', body: form, headers: bearer(token) });
    const body = (await response.json()) as { code: string };
    expect([response.status, body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect((await fetch(`${address}/api/health`)).status).toBe(200);
  });

  it('asks for the file when the form has none under the name file', async () => {
    const response = await upload(uploadForm(await pngOf(10, 10), 'a.png', 'image/png', 'picture'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { file: ['This field is required'] } });
  });

  it('answers 415 to a JSON body and 400 to a broken form', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/upload/image', payload: {}, headers: bearer(token) });
    expect([json.statusCode, json.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=x', ...bearer(token) },
    });
    expect([broken.statusCode, broken.json().code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('refuses a guest with 401 and stores nothing', async () => {
    const form = uploadForm(await pngOf(10, 10), 'a.png');
    const response = await t.app.inject({ method: 'POST', url: '/api/upload/image', ...form });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });
});

describe('reading an image', () => {
  it('answers 404 for an id that was never given, and for a malformed one 422', async () => {
    const unknown = await t.app.inject({ url: '/api/images/AAAAAAAAAAAAAAAAAAAAAA' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'IMAGE_NOT_FOUND']);
    expect((await t.app.inject({ url: '/api/images/1' })).statusCode).toBe(422);
  });

  it('keeps each stored variant on disk under the id only', async () => {
    const { id } = (await upload(uploadForm(await pngOf(50, 50), 'x.png'))).json().data;
    expect([existsSync(storedImage(id)), existsSync(storedImage(id, '-thumb'))]).toEqual([true, true]);
  });
});
