import { existsSync } from 'node:fs';
import { ZResumeDesign, ZResumeDocument } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './colors.ts';
import { renderResumeHtml } from './index.ts';
import { TINY_PNG } from './render-test-kit.ts';
import { resumeWebFontFiles } from './resume-fonts.ts';
import { sampleResume } from './sample-resume.ts';

describe('renderResumeHtml', () => {
  it('is a whole page in the resume language, with no script, clickable links and headings in order', () => {
    const input = sampleResume('default', 'uk');
    input.document.photo = TINY_PNG;
    const html = renderResumeHtml(input, { title: 'Резюме — Олена' });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="uk">');
    expect(html).toContain('<title>Резюме — Олена</title>');
    expect(html).not.toMatch(/<script|\son\w+=/i);
    expect(html).toContain('<a href="mailto:olena.koval@example.com">');
    expect(html).toContain('<a href="https://github.com/olena-koval" rel="nofollow noopener">GitHub</a>');
    expect(html).toContain(`<img class="photo" src="${TINY_PNG}" alt="Фото: Олена Коваль">`);
    const levels = [...html.matchAll(/<h([1-6])[ >]/g)].map((match) => Number(match[1]));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    for (let index = 1; index < levels.length; index += 1) {
      expect((levels[index] as number) - (levels[index - 1] as number)).toBeLessThanOrEqual(1);
    }
    for (const title of ['Контакти', 'Про себе', 'Досвід роботи', 'Освіта', 'Навички', 'Мови', 'Посилання']) {
      expect(html).toContain(`<h2>${title}</h2>`);
    }
    expect(html).toContain("font-family:'Montserrat'");
    expect(html).toContain('url(/resume-fonts/montserrat-cyrillic-400-normal.woff2)');
  });

  it('escapes what the owner typed and leaves empty sections out', () => {
    const document = ZResumeDocument.parse({
      personal: { first_name: '<b>Eve</b>' },
      summary: 'I write "quotes" & <script>alert(1)</script>',
    });
    const html = renderResumeHtml({ document, design: ZResumeDesign.parse({ template: 'blue' }) });
    expect(html).toContain('<h1>&lt;b&gt;Eve&lt;/b&gt;</h1>');
    expect(html).toContain('I write &quot;quotes&quot; &amp; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/<h2>(Work experience|Education|Skills|Languages|Links)<\/h2>/);
  });

  it('draws the accent and the text on it with enough contrast, whatever colour the owner picked', () => {
    for (const color of ['#F5C518', '#FFFFFF', '#111111', '#F28F3E']) {
      const html = renderResumeHtml({
        document: ZResumeDocument.parse({ personal: { first_name: 'A' } }),
        design: ZResumeDesign.parse({ template: 'yellow', color }),
      });
      const band = /header\{background:(#[0-9A-Fa-f]{6});color:(#[0-9A-Fa-f]{6})/.exec(html);
      expect(band?.[1]).toBe(color);
      expect(contrastRatio(band?.[1] as string, band?.[2] as string)).toBeGreaterThanOrEqual(4.5);
      const title = /h2\{[^}]*color:(#[0-9A-Fa-f]{6})/.exec(html)?.[1] as string;
      expect(contrastRatio(title, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('uses the chosen font and size', () => {
    const input = sampleResume('one_col');
    input.design.font = 'PT Serif';
    input.design.font_size = 12;
    const html = renderResumeHtml(input);
    expect(html).toContain("font-family:'PT Serif', Georgia, serif;font-size:12pt");
    expect(html).toContain('url(/resume-fonts/pt-serif-latin-700-normal.woff2)');
  });
});

describe('resume web fonts', () => {
  it('are all in the web app public folder, where the HTML points', () => {
    const folder = new URL('../../../../../../apps/web/public/resume-fonts/', import.meta.url);
    for (const file of resumeWebFontFiles()) expect(existsSync(new URL(file, folder)), file).toBe(true);
  });
});
