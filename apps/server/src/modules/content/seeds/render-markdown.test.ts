import { describe, expect, it } from 'vitest';
import { readArticles, readPages } from './content-files.ts';
import { anchorOf, renderMarkdown } from './render-markdown.ts';

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
    expect(readPages().map((page) => page.name)).toEqual(['agreement', 'cookie', 'outstaffing', 'privacy', 'rules']);
  });
});
