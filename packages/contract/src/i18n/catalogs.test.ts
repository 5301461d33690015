import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants.ts';
import { NAMESPACES, resources } from './resources.ts';

/** Values that are the same word in every language: names of brands, products and licences. */
const SAME_IN_EVERY_LANGUAGE = new Set(['Hushwork', 'GeoNames', 'Telegram', 'CC BY 4.0', 'Blog', 'Error']);
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(node: unknown, prefix = ''): Record<string, string> {
  if (typeof node === 'string') return { [prefix]: node };
  if (node === null || typeof node !== 'object') return {};
  return Object.assign(
    {},
    ...Object.entries(node).map(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key)),
  );
}

/** Plural forms differ by language (Polish has four, English two); compare their base keys. */
const baseKeys = (flat: Record<string, string>) =>
  new Set(Object.keys(flat).map((key) => key.replace(PLURAL_SUFFIX, '')));

describe('message catalogs', () => {
  it('registers every namespace file of every locale', () => {
    for (const locale of LOCALES) {
      const files = readdirSync(new URL(`../../i18n/${locale}/`, import.meta.url))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -5))
        .sort();
      expect(files, locale).toEqual([...NAMESPACES]);
    }
  });

  for (const namespace of NAMESPACES) {
    it(`${namespace}: every locale has exactly the keys of every other`, () => {
      const keysByLocale = LOCALES.map((locale) => [locale, baseKeys(flatten(resources[locale][namespace]))] as const);
      const all = new Set(keysByLocale.flatMap(([, keys]) => [...keys]));
      for (const [locale, keys] of keysByLocale) {
        expect(
          [...all].filter((key) => !keys.has(key)),
          `${locale}/${namespace} lacks`,
        ).toEqual([]);
      }
    });
  }

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: at most 5% of values equal the English ones`, () => {
      let total = 0;
      const same: string[] = [];
      for (const namespace of NAMESPACES) {
        const english = flatten(resources.en[namespace]);
        const translated = flatten(resources[locale][namespace]);
        for (const [key, value] of Object.entries(translated)) {
          const englishValue = english[key] ?? english[key.replace(PLURAL_SUFFIX, '_other')];
          if (englishValue === undefined || SAME_IN_EVERY_LANGUAGE.has(value)) continue;
          total += 1;
          if (value === englishValue) same.push(`${namespace}:${key}`);
        }
      }
      expect(same.length / total, `untranslated: ${same.join(', ')}`).toBeLessThanOrEqual(0.05);
    });
  }

  for (const locale of LOCALES) {
    it(`${locale}: every counted text has exactly the plural forms the language has`, () => {
      // i18next picks `_one`, `_few`, `_many` or `_other` by Intl.PluralRules; a form missing here would make
      // "5 минут" fall back to another language or to the key.
      const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
      for (const namespace of NAMESPACES) {
        const formsByBase = new Map<string, string[]>();
        for (const key of Object.keys(flatten(resources[locale][namespace]))) {
          const form = key.match(PLURAL_SUFFIX)?.[1];
          if (!form) continue;
          const base = key.replace(PLURAL_SUFFIX, '');
          formsByBase.set(base, [...(formsByBase.get(base) ?? []), form]);
        }
        for (const [base, forms] of formsByBase) {
          expect(forms.sort(), `${locale}/${namespace}:${base}`).toEqual(categories);
        }
      }
    });
  }

  it('keeps every interpolation placeholder of the English text', () => {
    const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort().join();
    for (const namespace of NAMESPACES) {
      const english = flatten(resources.en[namespace]);
      for (const locale of LOCALES) {
        for (const [key, value] of Object.entries(flatten(resources[locale][namespace]))) {
          const englishValue = english[key] ?? english[key.replace(PLURAL_SUFFIX, '_other')];
          if (englishValue)
            expect(placeholders(value), `${locale}/${namespace}:${key}`).toBe(placeholders(englishValue));
        }
      }
    }
  });
});
