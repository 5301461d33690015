import { describe, expect, it } from 'vitest';
import { renderResumeDocx } from './index.ts';
import { docxText, readZipEntry } from './render-test-kit.ts';
import { sampleResume } from './sample-resume.ts';

describe('renderResumeDocx', () => {
  it('holds the content in order under real headings, with skills as a bulleted list and links as hyperlinks', async () => {
    const docx = await renderResumeDocx(sampleResume('black_line', 'en'), { title: 'Test Automation Engineer' });
    const xml = readZipEntry(docx, 'word/document.xml');
    const text = docxText(docx);
    const order = [
      'Olena Koval',
      'Test Automation Engineer',
      'olena.koval@example.com',
      'Profile',
      'Work experience',
      'Senior QA Engineer\tMar 2021 – present',
      'Grain Soft, Lviv',
      'Coached a team of five testers',
      'Education',
      'MSc, Computer Science',
      'Courses and certificates',
      'Skills',
      'Playwright — Level 5 of 5',
      'Languages',
      'Ukrainian — native',
      'Links',
      'GitHub',
    ];
    let from = 0;
    for (const expected of order) {
      const at = text.indexOf(expected, from);
      expect(at, `${expected} after position ${from}`).toBeGreaterThanOrEqual(from);
      from = at + expected.length;
    }
    expect(xml).toMatch(/<w:pStyle w:val="Title"\/>/);
    expect(xml.match(/<w:pStyle w:val="Heading1"\/>/g)?.length).toBe(7);
    expect(xml.match(/<w:pStyle w:val="Heading2"\/>/g)?.length).toBe(5);
    // Five skills, three languages, two links: each a numbered (bulleted) paragraph.
    expect(xml.match(/<w:numPr>/g)?.length).toBe(10);
    const relations = readZipEntry(docx, 'word/_rels/document.xml.rels');
    expect(relations).toContain('Target="https://github.com/olena-koval"');
    expect(relations).toContain('Target="mailto:olena.koval@example.com"');
    expect(readZipEntry(docx, 'docProps/core.xml')).toContain('<dc:title>Test Automation Engineer</dc:title>');
  });

  it('writes a Ukrainian resume with Ukrainian headings', async () => {
    const text = docxText(await renderResumeDocx(sampleResume('default', 'uk'), { title: 'Резюме' }));
    for (const expected of ['Олена Коваль', 'Досвід роботи', 'Ґрейн Софт, Львів', 'Освіта', 'Навички', 'Мови']) {
      expect(text).toContain(expected);
    }
  });
});
