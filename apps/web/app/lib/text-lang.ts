import type { Locale } from '@hushwork/contract';

/**
 * The `lang` attribute for what people wrote (a vacancy, a profile) on a page in `pageLocale`: their text's own
 * language when the server could tell it and it is another than the page's, so screen readers and hyphenation read it
 * right; otherwise none (the page's `lang` holds).
 */
export const textLang = (language: Locale | null | undefined, pageLocale: string): Locale | undefined =>
  language && language !== pageLocale ? language : undefined;
