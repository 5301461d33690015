import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../constants.ts';
import { resources } from './resources.ts';

/** The catalogs as i18next resources (`resources[locale][namespace]`): the web and the server load the same module. */
export { resources };
export type Namespace = keyof (typeof resources)['en'];
/** Values a catalog text interpolates; a numeric `count` also picks the plural form (`_one`, `_few` …). */
export type Params = Record<string, string | number>;

/** Picks the best supported locale from an Accept-Language header, honouring q-values. */
export function negotiateLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/** The region part of the first Accept-Language tag that has one ("uk-UA" gives "UA"). */
export function regionOfAcceptLanguage(header: string | undefined | null): string | null {
  if (!header) return null;
  for (const part of header.split(',').slice(0, 20)) {
    const tag = part.trim().split(';')[0] ?? '';
    const region = tag.split('-')[1];
    if (region && /^[a-zA-Z]{2}$/.test(region)) return region.toUpperCase();
  }
  return null;
}

export { LOCALES };
