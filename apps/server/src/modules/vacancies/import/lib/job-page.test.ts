import { describe, expect, it } from 'vitest';
import { readJobPage } from './job-page.ts';

const page = (...blocks: string[]) =>
  `<html><head>${blocks.map((block) => `<script type="application/ld+json">${block}</script>`).join('')}</head><body><h1>Page heading</h1><main><p>Main text</p></main></body></html>`;

describe('readJobPage', () => {
  it('skips broken JSON-LD and finds a JobPosting typed among others', () => {
    const job = readJobPage(
      page('{ broken', JSON.stringify([{ '@type': 'WebSite' }, { '@type': ['Thing', 'JobPosting'], title: 'QA' }])),
    );
    expect(job).toMatchObject({ source: 'json_ld', title: 'QA' });
  });

  it('unescapes a description given as escaped HTML and makes paragraphs of plain text', () => {
    const escaped = readJobPage(
      page(JSON.stringify({ '@type': 'JobPosting', title: 'A', description: '&lt;p&gt;Hi&lt;/p&gt;' })),
    );
    expect(escaped.description_html).toBe('<p>Hi</p>');
    const plain = readJobPage(
      page(JSON.stringify({ '@type': 'JobPosting', title: 'A', description: 'First & line\nsecond\n\nNext' })),
    );
    expect(plain.description_html).toBe('<p>First &amp; line<br>second</p><p>Next</p>');
  });

  it('reads a single salary value as both ends of the range, skills as a list and remote work from the applicant requirements', () => {
    const job = readJobPage(
      page(
        JSON.stringify({
          '@type': 'JobPosting',
          title: 'Dev',
          skills: ['Go', { name: 'Rust' }],
          applicantLocationRequirements: { '@type': 'Country', name: 'PL' },
          baseSalary: { currency: 'pln', value: { value: '12 000', unitText: 'MONTH' } },
          jobLocation: [{ address: 'Kraków, Poland' }],
        }),
      ),
    );
    expect(job).toMatchObject({
      skills: ['Go', 'Rust'],
      is_remote: true,
      salary: { min: 12000, max: 12000, currency: 'PLN', unit: 'MONTH' },
      localities: ['Kraków'],
    });
  });

  it('falls back to the HTML: the h1 as title and the main content without the heading', () => {
    expect(readJobPage(page())).toMatchObject({
      source: 'html',
      title: 'Page heading',
      description_html: '<p>Main text</p>',
    });
  });
});
