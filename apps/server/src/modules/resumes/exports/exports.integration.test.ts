import { RESUMES, resumes } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { newIp } from '../../../test/identity-helpers.ts';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { PDF } from '../../../test/uploads.ts';
import { ensurePoppler } from '../render/render-test-kit.ts';
import { docxText, englishDocument, pdfText, resumeKit, tokenHeader, ukrainianDocument } from '../resume-test-kit.ts';

let t: TestApp;
const kit = resumeKit(() => t);
const { api } = kit;

beforeAll(async () => {
  // The PDFs are read back with poppler's pdftotext, installed when missing (a file check when present).
  ensurePoppler();
  t = await createTestApp();
});

/** Case and spacing aside: a template may set a name in capitals or break a line between words. */
const flat = (text: string) => text.replace(/\s+/g, ' ').toLocaleLowerCase();

const LANGUAGES = [
  { name: 'English', document: englishDocument, words: ['Olena', 'Kovalenko', 'Quality assurance engineer'] },
  { name: 'Ukrainian', document: ukrainianDocument, words: ['Олена', 'Коваленко', 'Інженерка з тестування'] },
] as const;

describe.each(LANGUAGES)('a resume in $name', ({ document, words }) => {
  let owner: { token: string };
  let id: string;
  beforeAll(async () => {
    owner = await signIn(t, 'worker');
    id = (await kit.store(owner.token, { document: document(), design: { template: 'blue' } })).id;
  });

  const download = (
    endpoint: typeof resumes.downloadResumePdf | typeof resumes.downloadResumeDocx | typeof resumes.downloadResumeTxt,
  ) => api(endpoint as typeof resumes.downloadResumePdf, { token: owner.token, params: { id } });

  it('downloads as a PDF whose text holds the name and position, named after the position', async () => {
    const answer = await download(resumes.downloadResumePdf);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(String(answer.headers['content-disposition']).split("''")[1] ?? '')).toMatch(/\.pdf$/);
    const text = flat(await pdfText(answer.rawPayload));
    for (const word of words) expect(text).toContain(flat(word));
    // The first PDF of a process starts the render threads: seconds on a busy machine.
  }, 120_000);

  it('downloads as a Word document and as text, both holding the name and position', async () => {
    const docx = await download(resumes.downloadResumeDocx);
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.headers['content-disposition']).toMatch(/\.docx"?;/);
    const docxWords = flat(await docxText(docx.rawPayload));
    for (const word of words) expect(docxWords).toContain(flat(word));

    const txt = await download(resumes.downloadResumeTxt);
    expect(txt.statusCode).toBe(200);
    expect(txt.headers['content-type']).toMatch(/^text\/plain; charset=utf-8/);
    for (const word of words) expect(flat(txt.rawPayload.toString('utf8'))).toContain(flat(word));
  });

  it('draws as one whole HTML document, with no script', async () => {
    const answer = await api(resumes.viewResumeHtml, { token: owner.token, params: { id } });
    expect(answer.statusCode).toBe(200);
    expect(answer.data.html).toMatch(/^<!doctype html>/i);
    expect(answer.data.html).not.toMatch(/<script/i);
    for (const word of words) expect(flat(answer.data.html)).toContain(flat(word));
  });
});

describe('previews of a draft nobody saved', () => {
  it('draws the draft as HTML and as a PDF, for a guest as for anyone', async () => {
    const html = await api(resumes.previewResumeHtml, {
      body: { document: englishDocument(), design: { template: 'dark' } },
    });
    expect(html.statusCode).toBe(200);
    expect(html.data).toMatchObject({ title: 'Olena Kovalenko — Quality assurance engineer', indexable: false });
    expect(flat(html.data.html)).toContain('kovalenko');
    const pdf = await api(resumes.previewResumePdf, { body: { document: ukrainianDocument() } });
    expect(pdf.statusCode).toBe(200);
    expect(flat(await pdfText(pdf.rawPayload))).toContain('коваленко');
  }, 120_000);

  it('refuses a draft whose photo is no picture', async () => {
    const photo = `data:image/jpeg;base64,${PDF.toString('base64')}`;
    for (const endpoint of [resumes.previewResumeHtml, resumes.previewResumePdf]) {
      const answer = await api(endpoint, { body: { document: englishDocument({ photo }) } });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({
        code: 'RESUME_PHOTO_INVALID',
        errors: { 'document.photo': [expect.any(String)] },
      });
    }
  });

  it(`takes ${RESUMES.previewPerIp.limit} previews from one address in ${RESUMES.previewPerIp.windowS / 60} minutes, then asks it to wait`, async () => {
    const ip = newIp();
    const body = { document: englishDocument() };
    for (let i = 0; i < RESUMES.previewPerIp.limit; i += 1) {
      expect((await api(resumes.previewResumeHtml, { body, ip })).statusCode).toBe(200);
    }
    const refused = await api(resumes.previewResumeHtml, { body, ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retry_after: expect.any(Number) });
    // Another address is not held back by this one.
    expect((await api(resumes.previewResumeHtml, { body, ip: newIp() })).statusCode).toBe(200);
    t.clock.advance(RESUMES.previewPerIp.windowS * 1000);
    expect((await api(resumes.previewResumeHtml, { body, ip })).statusCode).toBe(200);
  });
});

describe('who may download what', () => {
  it('gives a guest holding the token every export of their resume', async () => {
    const { id, token } = await kit.store(null, { document: ukrainianDocument() });
    for (const endpoint of [resumes.downloadResumePdf, resumes.downloadResumeDocx, resumes.downloadResumeTxt]) {
      expect((await api(endpoint, { headers: tokenHeader(token), params: { id } })).statusCode).toBe(200);
      expect((await api(endpoint, { params: { id } })).statusCode).toBe(404);
    }
  });
});
