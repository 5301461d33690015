import { ZResumeDesign, ZResumeDocument } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { renderResumeTxt } from './index.ts';
import { wrapText } from './render-txt.ts';

const design = ZResumeDesign.parse({});

describe('renderResumeTxt', () => {
  it('lays out a small resume: name, position, contacts, underlined sections, dates flush right', () => {
    const document = ZResumeDocument.parse({
      personal: {
        first_name: 'Olena',
        last_name: 'Koval',
        email: 'olena@example.com',
        city: 'Lviv',
        country: 'Ukraine',
      },
      position: { title: 'QA Engineer', employment: 'Full-time' },
      summary: 'Tests web apps.',
      experience: [
        {
          position: 'QA Engineer',
          company: 'Acme',
          city: 'Lviv',
          start: '2021-03',
          description: 'Wrote tests.\nLed releases.',
        },
        { position: 'Tester', company: 'Beta', start: '2019-01', end: '2021-02' },
      ],
      skills: [{ name: 'Playwright', level: 4 }, { name: 'SQL' }],
      languages: [
        { name: 'Ukrainian', level: 'native' },
        { name: 'English', level: 'C1' },
      ],
      links: [{ label: 'GitHub', url: 'https://github.com/olena' }],
    });
    expect(renderResumeTxt({ document, design })).toBe(
      [
        'Olena Koval',
        '===========',
        'QA Engineer',
        'Full-time',
        'olena@example.com · Lviv, Ukraine',
        '',
        'Profile',
        '-------',
        'Tests web apps.',
        '',
        'Work experience',
        '---------------',
        `QA Engineer${' '.repeat(80 - 11 - 18)}Mar 2021 – present`,
        'Acme, Lviv',
        '  Wrote tests.',
        '  Led releases.',
        '',
        `Tester${' '.repeat(80 - 6 - 19)}Jan 2019 – Feb 2021`,
        'Beta',
        '',
        'Skills',
        '------',
        '- Playwright (Level 4 of 5)',
        '- SQL',
        '',
        'Languages',
        '---------',
        '- Ukrainian (native)',
        '- English (C1)',
        '',
        'Links',
        '-----',
        '- GitHub: https://github.com/olena',
        '',
      ].join('\n'),
    );
  });

  it('writes the titles and dates in the resume language, and leaves empty sections out', () => {
    const document = ZResumeDocument.parse({
      language: 'uk',
      personal: { first_name: 'Олена' },
      experience: [{ position: 'Тестувальниця', start: '2020-05', end: '2022-11' }, {}],
    });
    const text = renderResumeTxt({ document, design });
    const period = new Intl.DateTimeFormat('uk', { month: 'short', year: 'numeric' });
    const may = period.format(new Date(Date.UTC(2020, 4, 1)));
    const november = period.format(new Date(Date.UTC(2022, 10, 1)));
    expect(text).toBe(
      [
        'Олена',
        '=====',
        '',
        'Досвід роботи',
        '-------------',
        `Тестувальниця${' '.repeat(80 - 13 - [...`${may} – ${november}`].length)}${may} – ${november}`,
        '',
      ].join('\n'),
    );
  });

  it('keeps every line within 80 columns, cutting a word longer than a line', () => {
    const document = ZResumeDocument.parse({
      summary: `${'word '.repeat(60)}${'x'.repeat(100)}`,
      experience: [
        { position: 'A very long position title '.repeat(5), start: '2020-01', description: 'y '.repeat(200) },
      ],
    });
    const lines = renderResumeTxt({ document, design }).split('\n');
    expect(Math.max(...lines.map((line) => [...line].length))).toBeLessThanOrEqual(80);
    expect(lines).toContain('x'.repeat(80));
  });

  it('wraps by words and counts letters, not UTF-16 units', () => {
    expect(wrapText('один два три', 8)).toEqual(['один два', 'три']);
    expect(wrapText('  ', 8)).toEqual([]);
  });
});
