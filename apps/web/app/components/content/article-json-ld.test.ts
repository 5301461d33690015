import { PRODUCT_NAME } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { articleJsonLd, scriptJson } from './article-json-ld.ts';

const post = {
  title: 'Wie man einen Lebenslauf schreibt',
  description: 'Was hineingehört und was nicht.',
  published_at: '2026-01-20T12:00:00.000Z',
  updated_at: '2026-09-30T12:00:00.000Z',
};
const input = {
  post,
  origin: 'https://hushwork.example',
  path: '/de/blog/how-to-write-resume',
  locale: 'de',
  image: 'https://hushwork.example/og/blog/how-to-write-resume/de.png',
};

describe('an article’s JSON-LD', () => {
  it('names the article, its language, dates, image, page and the site as author and publisher', () => {
    const site = { '@type': 'Organization', name: PRODUCT_NAME, url: 'https://hushwork.example' };
    expect(articleJsonLd(input)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Wie man einen Lebenslauf schreibt',
      description: 'Was hineingehört und was nicht.',
      inLanguage: 'de',
      datePublished: '2026-01-20T12:00:00.000Z',
      dateModified: '2026-09-30T12:00:00.000Z',
      mainEntityOfPage: 'https://hushwork.example/de/blog/how-to-write-resume',
      image: 'https://hushwork.example/og/blog/how-to-write-resume/de.png',
      author: site,
      publisher: site,
    });
  });

  it('gives the publication date as the modification date of an article never revised', () => {
    const ld = articleJsonLd({ ...input, post: { ...post, updated_at: null } });
    expect(ld.dateModified).toBe('2026-01-20T12:00:00.000Z');
  });

  it('cannot close its script element early, whatever the title holds', () => {
    const text = scriptJson(articleJsonLd({ ...input, post: { ...post, title: '</script><script>alert(1)' } }));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).headline).toBe('</script><script>alert(1)');
  });
});
