import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const LOCALES = ['en', 'de', 'pl', 'ru', 'uk'] as const;
type Locale = (typeof LOCALES)[number];
type Names = Record<Locale, string>;

interface Specialization {
  id: number;
  type_id: number;
  slug: string;
  names: Names;
  popularity: number;
}
interface Keyword {
  id: number;
  slug: string;
  name: string;
  names?: Names;
  popularity: number;
}
interface Language {
  id: number;
  code: string;
  names: Names;
}
interface Option {
  key: string;
  names: Names;
}

const load = <T>(file: string): T => JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')) as T;

const specializations = load<Specialization[]>('specializations.json');
const keywords = load<Keyword[]>('keywords.json');
const languages = load<Language[]>('languages.json');
const options = load<Record<string, Option[]>>('options.json');

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CYRILLIC = /[\u0400-\u04FF]/;

const duplicates = <T>(values: T[]): T[] => values.filter((v, i) => values.indexOf(v) !== i);

const expectFullNames = (names: Names | undefined, label: string): void => {
  expect(names, label).toBeTypeOf('object');
  for (const locale of LOCALES) {
    const value = names?.[locale];
    expect(typeof value === 'string' && value.trim().length > 0, `${label}: names.${locale} is empty`).toBe(true);
  }
};

const expectCyrillic = (names: Names, label: string): void => {
  expect(CYRILLIC.test(names.ru), `${label}: ru "${names.ru}" has no Cyrillic`).toBe(true);
  expect(CYRILLIC.test(names.uk), `${label}: uk "${names.uk}" has no Cyrillic`).toBe(true);
};

/** Share of de/pl/ru/uk values that are identical to the English value. */
const untranslatedShare = (list: Names[]): number => {
  let total = 0;
  let same = 0;
  for (const names of list) {
    for (const locale of ['de', 'pl', 'ru', 'uk'] as const) {
      total += 1;
      if (names[locale] === names.en) same += 1;
    }
  }
  return total === 0 ? 0 : same / total;
};

const OPTION_KEYS: Record<string, string[]> = {
  seniority: ['trainee', 'junior', 'middle', 'senior'],
  experience: ['without', '0.5y', '1y', '1.5y', '2y', '3y+', '5y+'],
  english_levels: ['without', 'beginner', 'pre_intermediate', 'intermediate', 'upper_intermediate', 'fluent'],
  job_types: ['full_time', 'part_time', 'is_remote_work', 'freelance', 'moving', 'is_considering_outstaff'],
  employment: ['is_seekers', 'is_outstaffing'],
  degrees: ['secondary', 'bachelor', 'specialist', 'master'],
  project_durations: ['few_weeks', 'up_3_m', '3_6_m', 'more_6_m'],
  months: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
};

describe('reference data: specializations', () => {
  it('has at least 60 entries of types 2, 3 and 4 only', () => {
    expect(specializations.length).toBeGreaterThanOrEqual(60);
    const types = new Set(specializations.map((s) => s.type_id));
    expect([...types].sort()).toEqual([2, 3, 4]);
  });

  it('has unique integer ids and unique kebab-case slugs', () => {
    for (const s of specializations) {
      expect(Number.isInteger(s.id) && s.id >= 1, `id ${s.id}`).toBe(true);
      expect(s.slug, `slug of ${s.id}`).toMatch(SLUG);
    }
    expect(duplicates(specializations.map((s) => s.id))).toEqual([]);
    expect(duplicates(specializations.map((s) => s.slug))).toEqual([]);
  });

  it('has popularity between 1 and 100', () => {
    for (const s of specializations) {
      expect(Number.isInteger(s.popularity) && s.popularity >= 1 && s.popularity <= 100, s.slug).toBe(true);
    }
  });

  it('has names in all five languages; translated ones are Cyrillic in ru/uk', () => {
    for (const s of specializations) {
      expectFullNames(s.names, s.slug);
      if (s.type_id !== 3) expectCyrillic(s.names, s.slug);
    }
  });

  it('translates roles and domains (at most 5% equal to English)', () => {
    const translated = specializations.filter((s) => s.type_id === 2 || s.type_id === 4).map((s) => s.names);
    expect(untranslatedShare(translated)).toBeLessThanOrEqual(0.05);
  });
});

describe('reference data: keywords', () => {
  it('has at least 300 entries', () => {
    expect(keywords.length).toBeGreaterThanOrEqual(300);
  });

  it('has unique integer ids, unique kebab-case slugs and non-empty names', () => {
    for (const k of keywords) {
      expect(Number.isInteger(k.id) && k.id >= 1, `id ${k.id}`).toBe(true);
      expect(k.slug, `slug of ${k.id}`).toMatch(SLUG);
      expect(k.name.trim().length, `name of ${k.slug}`).toBeGreaterThan(0);
      expect(Number.isInteger(k.popularity) && k.popularity >= 1 && k.popularity <= 100, k.slug).toBe(true);
    }
    expect(duplicates(keywords.map((k) => k.id))).toEqual([]);
    expect(duplicates(keywords.map((k) => k.slug))).toEqual([]);
  });

  it('translates only a handful of generic skills, fully', () => {
    const translated = keywords.filter((k) => k.names !== undefined);
    expect(translated.length).toBeLessThan(40);
    for (const k of translated) {
      expectFullNames(k.names, k.slug);
      expectCyrillic(k.names as Names, k.slug);
    }
  });
});

describe('reference data: languages', () => {
  it('has at least 40 entries with unique ids and ISO 639-1 codes', () => {
    expect(languages.length).toBeGreaterThanOrEqual(40);
    for (const l of languages) {
      expect(Number.isInteger(l.id) && l.id >= 1, `id ${l.id}`).toBe(true);
      expect(l.code).toMatch(/^[a-z]{2}$/);
    }
    expect(duplicates(languages.map((l) => l.id))).toEqual([]);
    expect(duplicates(languages.map((l) => l.code))).toEqual([]);
  });

  it('has capitalised names in all five languages, Cyrillic in ru/uk', () => {
    for (const l of languages) {
      expectFullNames(l.names, l.code);
      expectCyrillic(l.names, l.code);
      for (const locale of LOCALES) {
        const first = l.names[locale].charAt(0);
        expect(first, `${l.code}.${locale}`).toBe(first.toLocaleUpperCase());
      }
    }
  });
});

describe('reference data: options', () => {
  it('has exactly the expected catalogs and keys, in order', () => {
    expect(Object.keys(options).sort()).toEqual(Object.keys(OPTION_KEYS).sort());
    for (const [catalog, keys] of Object.entries(OPTION_KEYS)) {
      expect(
        options[catalog]?.map((o) => o.key),
        catalog,
      ).toEqual(keys);
    }
  });

  it('has names in all five languages, Cyrillic in ru/uk', () => {
    for (const [catalog, list] of Object.entries(options)) {
      for (const o of list) {
        expectFullNames(o.names, `${catalog}.${o.key}`);
        expectCyrillic(o.names, `${catalog}.${o.key}`);
      }
    }
  });

  it('is translated (at most 5% of values equal to English)', () => {
    expect(
      untranslatedShare(
        Object.values(options)
          .flat()
          .map((o) => o.names),
      ),
    ).toBeLessThanOrEqual(0.05);
  });
});
