import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../constants.ts';
import { resources } from './resources.ts';

export { resources };
export type Namespace = keyof (typeof resources)['en'];
export type Params = Record<string, string | number>;

const lookup = (locale: Locale, ns: string, path: string): unknown => {
  let node: unknown = (resources[locale] as Record<string, unknown>)[ns];
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
};

const interpolate = (text: string, params: Params = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/**
 * Server-side lookup of "ns:path.to.key". Falls back to English, then to the key itself, so a missing string
 * is visible instead of blank; the catalog test keeps that from shipping.
 */
export function translate(locale: Locale, key: string, params?: Params): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  const found = lookup(locale, ns, path) ?? lookup(DEFAULT_LOCALE, ns, path);
  return typeof found === 'string' ? interpolate(found, params) : key;
}

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
