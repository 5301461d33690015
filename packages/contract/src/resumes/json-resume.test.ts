import { describe, expect, it } from 'vitest';
import { fromJsonResume, jsonResumeLanguage, jsonResumeMonth, toJsonResume } from './json-resume.ts';
import { ZResumeDocument } from './resume-document.ts';

const document = ZResumeDocument.parse({
  language: 'uk',
  personal: {
    first_name: 'Олена',
    last_name: 'Коваль',
    email: 'o@example.com',
    phone: '+380 1',
    city: 'Львів',
    country: 'UA',
  },
  position: { title: 'QA', salary: '3000 USD', employment: 'Remote' },
  summary: 'Про мене',
  experience: [
    { position: 'QA', company: 'Acme', city: 'Lviv', start: '2021-03', end: '', description: 'Tests.\nReleases.' },
  ],
  education: [
    { institution: 'LP', degree: 'MSc', field: 'CS', start: '2011-09', end: '2016-06', description: 'Thesis' },
  ],
  skills: [
    { name: 'SQL', level: 3 },
    { name: 'Go', level: 0 },
  ],
  languages: [
    { name: 'English', level: 'C1' },
    { name: 'Українська', level: 'native' },
  ],
  courses: [{ name: 'ISTQB', institution: 'ISTQB', year: '2019' }],
  links: [{ label: 'GitHub', url: 'https://github.com/o' }],
});

describe('toJsonResume', () => {
  it('maps the document onto the JSON Resume schema', () => {
    const json = toJsonResume(document);
    expect(json.basics).toMatchObject({
      name: 'Олена Коваль',
      label: 'QA',
      email: 'o@example.com',
      location: { city: 'Львів', countryCode: 'UA' },
      profiles: [{ network: 'GitHub', url: 'https://github.com/o' }],
    });
    expect(json.work).toEqual([
      {
        name: 'Acme',
        position: 'QA',
        location: 'Lviv',
        startDate: '2021-03',
        endDate: '',
        summary: 'Tests.\nReleases.',
      },
    ]);
    expect(json.education[0]).toMatchObject({ institution: 'LP', studyType: 'MSc', area: 'CS', startDate: '2011-09' });
    expect(json.skills).toEqual([
      { name: 'SQL', level: 'Intermediate' },
      { name: 'Go', level: '' },
    ]);
    expect(json.languages).toEqual([
      { language: 'English', fluency: 'C1' },
      { language: 'Українська', fluency: 'Native speaker' },
    ]);
    expect(json.certificates).toEqual([{ name: 'ISTQB', issuer: 'ISTQB', date: '2019' }]);
  });

  it('reads back as the same document', () => {
    const back = fromJsonResume(JSON.parse(JSON.stringify(toJsonResume(document))));
    expect({ ...back, autofilled: [] }).toEqual(document);
  });
});

describe('fromJsonResume', () => {
  it('reads a file from another tool: full dates, highlights, unknown fields, bad values', () => {
    const imported = fromJsonResume({
      $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
      basics: {
        name: 'Richard Hendricks',
        label: 'Programmer',
        email: 'not an email',
        url: 'https://piedpiper.example.com',
        location: { city: 'San Francisco', region: 'California' },
        profiles: [{ network: 'Twitter', username: 'neutralthinking', url: 'javascript:alert(1)' }],
        summary: 'Richard hails from Tulsa.',
        favouriteColour: 'green',
      },
      work: [
        {
          name: 'Pied Piper',
          position: 'CEO/President',
          startDate: '2013-12-01',
          endDate: '2014-12-01',
          summary: 'Pied Piper is a multi-platform technology.',
          highlights: ['Built an algorithm', 42],
        },
        'not an object',
      ],
      education: [
        {
          institution: 'University of Oklahoma',
          area: 'Information Technology',
          studyType: 'Bachelor',
          startDate: '2011',
        },
      ],
      skills: [
        { name: 'Web Development', level: 'Master', keywords: ['HTML'] },
        { level: 'Expert' },
        { name: 'Go', level: '4/5' },
      ],
      languages: [
        { language: 'English', fluency: 'Native speaker' },
        { language: 'German', fluency: 'Upper intermediate (B2)' },
      ],
      certificates: [{ name: 'Cert', issuer: 'Org', date: '2021-11-07' }],
      meta: { language: 'xx' },
    });
    expect(imported.language).toBe('en');
    expect(imported.personal).toMatchObject({
      first_name: 'Richard',
      last_name: 'Hendricks',
      email: '',
      city: 'San Francisco',
      country: 'California',
    });
    expect(imported.links).toEqual([{ label: '', url: 'https://piedpiper.example.com' }]);
    expect(imported.experience).toHaveLength(1);
    expect(imported.experience[0]).toMatchObject({
      company: 'Pied Piper',
      start: '2013-12',
      end: '2014-12',
      description: 'Pied Piper is a multi-platform technology.\nBuilt an algorithm\n42',
    });
    expect(imported.education[0]).toMatchObject({
      degree: 'Bachelor',
      field: 'Information Technology',
      start: '2011-01',
    });
    expect(imported.skills).toEqual([
      { name: 'Web Development', level: 5 },
      { name: 'Go', level: 4 },
    ]);
    expect(imported.languages).toEqual([
      { name: 'English', level: 'native' },
      { name: 'German', level: 'B2' },
    ]);
    expect(imported.courses).toEqual([{ name: 'Cert', institution: 'Org', year: '2021' }]);
    expect(imported.autofilled).toEqual(['summary', 'experience.0.description']);
  });

  it('takes anything without throwing, cutting long lists and texts to the schema', () => {
    for (const junk of [null, 42, 'text', [], { basics: 'x', work: {} }])
      expect(fromJsonResume(junk)).toMatchObject({ summary: '' });
    const long = fromJsonResume({
      basics: { summary: 'x'.repeat(10_000) },
      work: Array.from({ length: 50 }, () => ({ name: 'Acme' })),
    });
    expect(long.summary).toHaveLength(2_000);
    expect(long.experience).toHaveLength(30);
  });

  it('says which of our languages a file names, and none when it names none or another', () => {
    expect(jsonResumeLanguage({ meta: { language: 'uk' } })).toBe('uk');
    expect(jsonResumeLanguage({ meta: { language: 'fr' } })).toBeNull();
    expect(jsonResumeLanguage({ basics: { name: 'Ada' } })).toBeNull();
    expect(jsonResumeLanguage('not a resume')).toBeNull();
  });

  it('reads dates as months', () => {
    expect(['2020-05-17', '2020-05', '2020', '2020-13', 'May 2020', ''].map(jsonResumeMonth)).toEqual([
      '2020-05',
      '2020-05',
      '2020-01',
      '',
      '',
      '',
    ]);
  });
});
