import { type Locale, TEXT_LANGUAGE } from '@hushwork/contract';
import { franc } from 'franc-min';

/** franc's ISO 639-3 codes of the site's five languages. */
const LOCALE_OF: Record<string, Locale> = { eng: 'en', deu: 'de', pol: 'pl', rus: 'ru', ukr: 'uk' };
const ONLY = Object.keys(LOCALE_OF);

/**
 * The site language a text is written in, or null when it is too short to tell (a title alone, "Senior Go
 * developer"). Detected once when the text is saved and stored beside it, so pages mark it with `lang` without
 * guessing on every render. Only the five site languages are candidates: a wider choice misreads short texts.
 */
export function textLanguageOf(...parts: (string | null | undefined)[]): Locale | null {
  const text = parts.filter(Boolean).join('\n');
  const code = franc(text, { only: ONLY, minLength: TEXT_LANGUAGE.minLength });
  return LOCALE_OF[code] ?? null;
}
