import type { Locale } from '@hushwork/contract';

/**
 * Countries whose places a visitor of each language most likely means. Russian is spoken across many countries,
 * and English everywhere, so they prefer none: there the visitor's own country (when known) decides.
 */
const LOCALE_COUNTRIES: Record<Locale, string[]> = {
  en: [],
  de: ['DE', 'AT', 'CH'],
  pl: ['PL'],
  uk: ['UA'],
  ru: [],
};

/** The visitor's country (a trusted proxy's word, else the region of their language tag) and their language's. */
export function preferredCountries(locale: Locale, visitorCountry: string | null): string[] {
  return [...new Set([...(visitorCountry ? [visitorCountry] : []), ...LOCALE_COUNTRIES[locale]])];
}
