import { describe, expect, it } from 'vitest';
import { externalJobOf } from './external-job-fields.ts';
import { readFeed, UnreadableFeed } from './feed-items.ts';

describe('readFeed', () => {
  it('reads JSON Feed items with their authors and dates', () => {
    const body = JSON.stringify({
      version: 'https://jsonfeed.org/version/1.1',
      items: [
        {
          id: '1',
          url: 'https://jf.example/1',
          title: 'SRE',
          content_html: '<p>On call</p>',
          date_published: '2026-10-01T00:00:00Z',
          authors: [{ name: 'Pager Inc' }],
        },
      ],
    });
    expect(readFeed(body, 'application/feed+json')).toEqual([
      expect.objectContaining({
        url: 'https://jf.example/1',
        title: 'SRE',
        description: '<p>On call</p>',
        company: 'Pager Inc',
        published_at: '2026-10-01T00:00:00Z',
      }),
    ]);
  });

  it('reads Atom entries by their alternate link', () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><title>Board</title>
      <entry><title>Elixir Dev</title><link rel="alternate" href="https://atom.example/e"/>
      <summary>BEAM</summary><updated>2026-10-02T00:00:00Z</updated><author><name>Potion</name></author></entry></feed>`;
    expect(readFeed(atom, 'application/atom+xml')).toEqual([
      expect.objectContaining({ url: 'https://atom.example/e', title: 'Elixir Dev', company: 'Potion' }),
    ]);
  });

  it('names an RSS item’s company after its channel when the item does not', () => {
    const rss =
      '<rss><channel><title>Acme Careers</title><item><title>Dev</title><link>https://a.example/1</link></item></channel></rss>';
    expect(readFeed(rss, 'application/rss+xml')[0]?.company).toBe('Acme Careers');
  });

  it('refuses what is neither a jobs list nor a feed', () => {
    expect(() => readFeed('{"hello": 1}', 'application/json')).toThrow(UnreadableFeed);
    expect(() => readFeed('<html><body>hi</body></html>', 'text/xml')).toThrow(UnreadableFeed);
  });
});

describe('externalJobOf', () => {
  const context = { source: 'board', feed_id: null, now: new Date('2026-11-01T00:00:00Z') };

  it('bounds the text, drops a salary in an unknown currency and dates a future job now', () => {
    const job = externalJobOf(
      {
        url: 'https://x.example/1',
        title: `<b>${'Very long title '.repeat(20)}</b>`,
        salary_min: 100,
        currency: 'XYZ',
        published_at: '2030-01-01T00:00:00Z',
      },
      context,
    );
    expect(job?.title.length).toBeLessThanOrEqual(200);
    expect(job?.title).not.toContain('<b>');
    expect(job).toMatchObject({ salary_min: null, currency: null, company_name: 'board', published_at: context.now });
  });

  it('skips an item without an http(s) address or a title', () => {
    expect(externalJobOf({ url: 'mailto:a@b.c', title: 'A' }, context)).toBeNull();
    expect(externalJobOf({ url: 'https://x.example/2', title: '<p></p>' }, context)).toBeNull();
  });
});
