import { describe, expect, it } from 'vitest';
import { readArticles, readPages } from './content-files.ts';
import { anchorOf, renderMarkdown, sanitizeArticleHtml } from './render-markdown.ts';

describe('rendering an article', () => {
  it('anchors each heading for the contents, one level below the page title, telling repeated headings apart', () => {
    const { html, toc } = renderMarkdown('# Top\n\n## Why it matters\n\n### Über **uns**\n\n## Why it matters\n', 'en');
    expect(toc).toEqual([
      { id: 'top', text: 'Top', level: 2 },
      { id: 'why-it-matters', text: 'Why it matters', level: 2 },
      { id: 'über-uns', text: 'Über uns', level: 3 },
      { id: 'why-it-matters-2', text: 'Why it matters', level: 2 },
    ]);
    expect(html).not.toContain('<h1');
    expect(html).toContain('<h3 id="über-uns">Über <strong>uns</strong></h3>');
    expect(anchorOf('Що таке резюме?')).toBe('що-таке-резюме');
  });

  it('drops raw HTML and dangerous links whatever the source holds', () => {
    const { html } = renderMarkdown(
      'Hi <script>alert(1)</script><img src=x onerror=alert(1)> [x](javascript:alert(1)) <a href="/x" onclick="y">a</a>',
      'en',
    );
    expect(html).not.toMatch(/<script|<img|onerror|onclick|javascript:/i);
  });

  it('puts site links in the page’s language and marks links to other sites', () => {
    const { html } = renderMarkdown('[a](/blog/resume) [b](/uk/rules) [c](https://example.com/x)', 'uk');
    expect(html).toContain('href="/uk/blog/resume"');
    expect(html).toContain('href="/uk/rules"');
    expect(html).toContain('href="https://example.com/x" rel="nofollow noopener noreferrer"');
    expect(renderMarkdown('[a](/blog/resume)', 'en').html).toContain('href="/blog/resume"');
  });

  it('highlights code and lets a table scroll inside its box on a phone', () => {
    const { html } = renderMarkdown('```json\n{"a": 1}\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n', 'en');
    expect(html).toContain('<span class="hljs-attr">"a"</span>');
    expect(html).toMatch(/<div class="table-scroll" tabindex="0"><table>/);
    expect(html).toContain('<pre tabindex="0">');
  });
});

describe('an article’s pictures', () => {
  const pictures = new Map([['images/sections.png', { id: 'Ab3_x-9', width: 1200, height: 830 }]]);

  it('shows a picture beside the article as our stored image, at its size, loaded lazily', () => {
    const { html } = renderMarkdown('Look:\n\n![The five "sections" & more](images/sections.png)\n', 'en', {
      pictures,
    });
    expect(html).toContain(
      '<img src="/api/images/Ab3_x-9" alt="The five &quot;sections&quot; &amp; more" width="1200" height="830" loading="lazy" />',
    );
  });

  it('stops at a picture without alt text or not beside the article, naming it', () => {
    expect(() => renderMarkdown('![](images/sections.png)', 'en', { pictures })).toThrow(
      /"images\/sections.png" has no alt text/,
    );
    expect(() => renderMarkdown('![A chart](https://example.com/chart.png)', 'en', { pictures })).toThrow(
      /"https:\/\/example.com\/chart.png" is not beside the article/,
    );
    expect(() => renderMarkdown('![A chart](images/other.png)', 'en')).toThrow(/is not beside the article/);
  });

  it('keeps only pictures on our own image path, whatever HTML reaches the sanitizer', () => {
    const html = sanitizeArticleHtml(
      [
        '<img src="/api/images/Ab3_x-9" alt="ours" width="10" height="20" loading="lazy" onerror="alert(1)">',
        '<img src="https://tracker.example/pixel.png" alt="remote">',
        '<img src="//tracker.example/api/images/x" alt="protocol-relative">',
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="inline">',
        '<img src="/uploads/picture.png" alt="another path">',
        '<img src="/api/images/../admin" alt="climbing">',
        '<img src="/api/images/x?variant=thumb" alt="with a query">',
        '<img alt="no source">',
      ].join(''),
    );
    expect(html).toBe('<img src="/api/images/Ab3_x-9" alt="ours" width="10" height="20" loading="lazy" />');
  });
});

describe('the content files', () => {
  it('hold the 21 articles of the spec and the four legal pages in five languages each', () => {
    const articles = readArticles();
    expect(articles.map((article) => article.slug)).toEqual([
      'about-yourself-in-resume',
      'additional-education-in-resume',
      'basic-resume-requirements',
      'difference-between-resume-and-cv',
      'how-to-get-your-first-it-job',
      'how-to-list-education-block',
      'how-to-write-resume',
      'interviews',
      'it-specialists-resume',
      'job-offer',
      'lost-in-sea-of-offers',
      'perfect-junior-resume',
      'perfect-programmer-resume',
      'perfect-qa-resume',
      'personal-qualities-in-resume',
      'resume',
      'resume-builder',
      'resume-in-english',
      'resume-mistakes',
      'top-strong-words',
      'work-experience-in-resume',
    ]);
    for (const article of articles)
      expect(article.files.map((file) => file.locale)).toEqual(['en', 'de', 'pl', 'ru', 'uk']);
    const withPictures = articles.filter((article) => article.images.length > 0);
    expect(withPictures.map(({ slug, images }) => [slug, images.map((image) => image.src)])).toEqual([
      ['basic-resume-requirements', ['images/resume-sections.png']],
    ]);
    expect(readPages().map((page) => page.name)).toEqual(['agreement', 'cookie', 'outstaffing', 'privacy', 'rules']);
  });
});
