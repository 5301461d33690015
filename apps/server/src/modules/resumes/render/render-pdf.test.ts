import { createHash } from 'node:crypto';
import { RESUME_TEMPLATE_NAMES } from '@hushwork/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeResumePdfPool, ResumePdfBusyError, renderResumePdf, warmResumePdfPool } from './index.ts';
import { PdfPool } from './pdf-pool.ts';
import { ensurePoppler, firstPagePixels, pdfPageCount, pdfText, poppler, TINY_PNG } from './render-test-kit.ts';
import { sampleResume } from './sample-resume.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');

// Each render takes tens of milliseconds, but the first starts a worker that compiles the renderer (seconds on a busy
// machine), and each test renders several.
describe('renderResumePdf', { timeout: 120_000 }, () => {
  beforeAll(() => {
    ensurePoppler();
    warmResumePdfPool();
  });
  afterAll(() => closeResumePdfPool());

  it('holds the English resume as selectable text, with its fonts embedded and its links clickable', async () => {
    const input = sampleResume('default', 'en');
    const pdf = await renderResumePdf(input, { author: null, title: 'Test Automation Engineer' });
    const text = flat(pdfText(pdf));
    for (const expected of [
      'Olena Koval',
      'Test Automation Engineer',
      'Work experience',
      'Senior QA Engineer',
      'Grain Soft, Lviv',
      'Mar 2021 – present',
      'releases went from weekly to daily',
      'Lviv Polytechnic',
      'ISTQB Foundation',
      'Languages',
      'olena.koval@example.com',
    ]) {
      expect(text).toContain(expected);
    }
    const fonts = poppler('pdffonts', pdf, []).toString('utf8');
    expect(fonts).toMatch(/Montserrat/);
    expect(
      fonts
        .split('\n')
        .slice(2)
        .filter(Boolean)
        .every((line) => / yes +yes /.test(line)),
    ).toBe(true);
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/URI (https://github.com/olena-koval)');
    expect(raw).toContain('/URI (mailto:olena.koval@example.com)');
    const info = poppler('pdfinfo', pdf, ['-enc', 'UTF-8']).toString('utf8');
    expect(info).toMatch(/^Title:\s+Test Automation Engineer$/m);
    expect(info).not.toMatch(/^Author:/m);
  });

  it('holds the Ukrainian resume with Ukrainian titles and dates, and names the author only when asked', async () => {
    for (const template of ['violet', 'pink', 'orange', 'white'] as const) {
      const input = sampleResume(template, 'uk');
      input.design.font = template === 'white' ? 'PT Serif' : 'Roboto';
      const pdf = await renderResumePdf(input, { author: 'Олена Коваль', title: 'Резюме' });
      // The ruled layouts set section titles in capitals.
      const text = flat(pdfText(pdf)).toLocaleLowerCase('uk');
      for (const expected of [
        'Олена Коваль',
        'Досвід роботи',
        'Ґрейн Софт, Львів',
        'дотепер',
        'Їжак Лабс',
        'Навички',
        'Мови',
        'рідна',
      ]) {
        expect(text, template).toContain(expected.toLocaleLowerCase('uk'));
      }
      expect(poppler('pdfinfo', pdf, ['-enc', 'UTF-8']).toString('utf8')).toMatch(/^Author:\s+Олена Коваль$/m);
    }
  });

  it('draws each template: a first page that is not blank and differs from every other template', async () => {
    const seen = new Map<string, string>();
    for (const template of RESUME_TEMPLATE_NAMES) {
      const pdf = await renderResumePdf(sampleResume(template), { author: null, title: template });
      const pixels = firstPagePixels(pdf);
      const dark = pixels.filter((level) => level < 200).length / pixels.length;
      expect(dark, `${template} has ink`).toBeGreaterThan(0.01);
      const hash = createHash('sha256').update(pixels).digest('hex');
      expect(seen.get(hash), `${template} looks like another template`).toBeUndefined();
      seen.set(hash, template);
    }
  });

  it('breaks a resume of 30 jobs over several pages, never between a job title and its employer', async () => {
    const input = sampleResume('default', 'en', 30);
    input.document.photo = TINY_PNG;
    input.document.experience = input.document.experience.map((job, index) => ({
      ...job,
      position: `Role ${index + 1}`,
      company: `Company ${index + 1}`,
      description: `${job.description}\n${'A long paragraph about the work. '.repeat(8)}`,
    }));
    const pdf = await renderResumePdf(input, { author: null, title: 'Long' });
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(2);
    const pageTexts = Array.from({ length: pages }, (_, page) =>
      flat(pdfText(pdf, ['-f', String(page + 1), '-l', String(page + 1)])),
    );
    for (let job = 1; job <= 30; job += 1) {
      const titlePage = pageTexts.findIndex((text) => new RegExp(`Role ${job}\\b`).test(text));
      const employerPage = pageTexts.findIndex((text) => new RegExp(`Company ${job},`).test(text));
      expect(titlePage, `job ${job}`).toBeGreaterThanOrEqual(0);
      expect(employerPage, `job ${job}`).toBe(titlePage);
    }
  });

  it('renders several at once through the pool', async () => {
    const pdfs = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        renderResumePdf(sampleResume('blue'), { author: null, title: `n${index}` }),
      ),
    );
    for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses a job when its bounded queue is full, and renders the ones it took', async () => {
    const pool = new PdfPool(1, 2);
    try {
      const input = sampleResume('grey');
      const taken = [1, 2, 3].map(() => pool.render(input, { author: null, title: 'queued' }));
      // The first went to the thread; two wait; the fourth finds the queue full.
      await expect(pool.render(input, { author: null, title: 'refused' })).rejects.toBeInstanceOf(ResumePdfBusyError);
      for (const pdf of await Promise.all(taken)) expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      await pool.close();
    }
  });
});
