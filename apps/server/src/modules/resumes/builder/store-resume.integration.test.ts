import { RESUMES, resumes } from '@hushwork/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { newIp } from '../../../test/identity-helpers.ts';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { PDF, photoWithGps, pngOf } from '../../../test/uploads.ts';
import { createResume } from '../resume.factory.ts';
import { englishDocument, resumeKit, tokenHeader } from '../resume-test-kit.ts';
import { resumes as resumeTable } from '../resumes.schema.ts';
import { hashResumeToken } from './lib/resume-token.ts';

let t: TestApp;
const kit = resumeKit(() => t);
const { api } = kit;

beforeAll(async () => {
  t = await createTestApp();
});

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const rowOf = async (publicId: string) =>
  (await t.database.db.select().from(resumeTable).where(eq(resumeTable.public_id, publicId)))[0];

describe('storing a resume', () => {
  it('gives a guest the resume with every default and a token, of which only the hash is kept', async () => {
    const answer = await api(resumes.storeResume, { body: { document: englishDocument() } });
    expect(answer.statusCode).toBe(201);
    const { resume, token } = answer.data;
    expect(resume).toMatchObject({
      id: expect.stringMatching(/^[A-Za-z0-9]{16}$/),
      step: 1,
      shared: false,
      indexable: false,
      owned: false,
      design: { template: 'default', color: null, font: 'Montserrat', font_size: 0 },
      document: { language: 'en', personal: { first_name: 'Olena', phone: '' }, education: [], photo: null },
    });
    expect(token).toEqual(expect.any(String));
    const row = await rowOf(resume.id);
    expect(row?.token_hash).toBe(hashResumeToken(token as string));
    expect(JSON.stringify(row)).not.toContain(token as string);
  });

  it('keeps a signed-in user’s resume on the account, without a token, first in their list', async () => {
    const worker = await signIn(t, 'worker');
    const answer = await api(resumes.storeResume, {
      token: worker.token,
      body: { document: englishDocument(), design: { template: 'blue', color: '#123456' }, step: 3 },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.data.token).toBeNull();
    expect(answer.data.resume).toMatchObject({ owned: true, step: 3, design: { template: 'blue', color: '#123456' } });
    expect((await rowOf(answer.data.resume.id))?.token_hash).toBeNull();
    const list = await api(resumes.listMyResumes, { token: worker.token });
    expect(list.data.list).toEqual([
      {
        id: answer.data.resume.id,
        title: 'Quality assurance engineer',
        template: 'blue',
        shared: false,
        updated_at: answer.data.resume.updated_at,
      },
    ]);
  });

  it('re-encodes the photo to a small square JPEG without its EXIF, and keeps it as it is on a later save', async () => {
    const photo = dataUrl(await photoWithGps(800, 600), 'image/jpeg');
    const { id, token, resume } = await kit.store(null, { document: englishDocument({ photo }) });
    const kept = resume.document.photo as string;
    expect(kept).toMatch(/^data:image\/jpeg;base64,/);
    const bytes = Buffer.from(kept.split(',')[1] as string, 'base64');
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: RESUMES.photoSidePx, height: RESUMES.photoSidePx });
    expect(meta.exif).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('Secret-Owner');

    const again = await api(resumes.updateResume, {
      headers: tokenHeader(token),
      params: { id },
      body: { document: englishDocument({ photo: kept, summary: 'Edited.' }), step: 2 },
    });
    expect(again.statusCode).toBe(200);
    expect(again.data).toMatchObject({ step: 2, document: { summary: 'Edited.', photo: kept } });
    const removed = await api(resumes.updateResume, {
      headers: tokenHeader(token),
      params: { id },
      body: { document: englishDocument({ photo: null }) },
    });
    expect(removed.data.document.photo).toBeNull();
  });
});

describe('what a save refuses', () => {
  const refused = async (body: unknown) => {
    const answer = await kit.call('/api/resume-builder/store', { method: 'POST', payload: body as object });
    return { status: answer.statusCode, body: answer.json() };
  };

  it('a photo over the size limit, as the photo field’s error', async () => {
    const huge = dataUrl(Buffer.alloc(RESUMES.photoMaxBytes + 1024, 7));
    const answer = await refused({ document: englishDocument({ photo: huge }) });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['document.photo']);
    expect(answer.body.errors['document.photo']).toEqual(['The photo must be at most 2 MB']);
  });

  it('a photo whose bytes are no picture, or a picture of a kind it does not take, whatever the data URL says', async () => {
    for (const bytes of [PDF, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]) {
      const answer = await refused({ document: englishDocument({ photo: dataUrl(bytes) }) });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        code: 'RESUME_PHOTO_INVALID',
        message: 'The photo must be a JPEG, PNG or WebP picture.',
        errors: { 'document.photo': ['The photo must be a JPEG, PNG or WebP picture.'] },
      });
    }
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await refused({ document: englishDocument({ photo: dataUrl(gif, 'image/png') }) })).body.code).toBe(
      'RESUME_PHOTO_INVALID',
    );
  });

  it('a template, colour or font size it does not have, and more experience entries than a resume holds', async () => {
    const design = await refused({
      document: englishDocument(),
      design: { template: 'fancy', color: 'red', font_size: 13 },
    });
    expect(design.status).toBe(422);
    expect(Object.keys(design.body.errors).sort()).toEqual(['design.color', 'design.font_size', 'design.template']);
    expect(design.body.errors['design.template']).toEqual(['Choose one of the resume templates']);

    const entry = { position: 'Tester', company: 'Somewhere' };
    const tooMany = await refused({
      document: englishDocument({ experience: Array.from({ length: 40 }, () => entry) }),
    });
    expect(tooMany.status).toBe(422);
    expect(Object.keys(tooMany.body.errors)).toEqual(['document.experience']);

    const badMonth = await refused({
      document: englishDocument({ experience: [{ position: 'Tester', start: '2020-13' }] }),
      step: 9,
    });
    expect(Object.keys(badMonth.body.errors).sort()).toEqual(['document.experience.0.start', 'step']);
  });
});

describe('how many', () => {
  it(`keeps at most ${RESUMES.perUserMax} resumes on one account`, async () => {
    const worker = await signIn(t, 'worker');
    for (let i = 1; i < RESUMES.perUserMax; i += 1) await createResume(t.database.db, { userId: worker.user.id });
    expect((await api(resumes.storeResume, { token: worker.token, body: { document: {} } })).statusCode).toBe(201);
    const refused = await api(resumes.storeResume, { token: worker.token, body: { document: {} } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RESUME_LIMIT_REACHED', message: expect.any(String) });
  });

  it(`takes ${RESUMES.storePerIp.limit} new resumes an hour from one address, then asks it to wait`, async () => {
    const ip = newIp();
    const store = () => api(resumes.storeResume, { body: { document: {} }, ip });
    for (let i = 0; i < RESUMES.storePerIp.limit; i += 1) expect((await store()).statusCode).toBe(201);
    const refused = await store();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    t.clock.advance(RESUMES.storePerIp.windowS * 1000);
    expect((await store()).statusCode).toBe(201);
  });

  it('turns a photo-less empty document into a valid resume of defaults (the wizard’s first save)', async () => {
    const answer = await api(resumes.storeResume, { body: { document: {}, design: {} } });
    expect(answer.statusCode).toBe(201);
    expect(answer.data.resume.document.experience).toEqual([]);
    // A PNG with transparency is flattened onto white rather than refused.
    const png = await kit.store(null, { document: { photo: dataUrl(await pngOf(50, 80)) } });
    expect(png.resume.document.photo).toMatch(/^data:image\/jpeg;base64,/);
  });
});
