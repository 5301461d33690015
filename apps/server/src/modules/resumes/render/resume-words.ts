import type { Locale } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';

/** The words a resume is drawn with: section titles and the like, in the resume's own language. */
export type ResumeWords = (typeof resources)['en']['Resumes']['document'];

export const resumeWordsOf = (language: Locale): ResumeWords => resources[language].Resumes.document;

/** Fills `{{name}}` placeholders: the few words with a value in them do not need a whole i18next instance. */
export const fillWords = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => String(values[key] ?? ''));

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/** `2021-03` as "Mar 2021", "бер. 2021 р." …: the month in the resume's language. */
function formatResumeMonth(language: Locale, month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return '';
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(language, format);
  }
  return format.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** "Mar 2021 – present", "2019 – 2021", or one end alone; empty when neither is known. */
export function formatResumePeriod(language: Locale, start: string, end: string, ongoing: boolean): string {
  const from = start ? formatResumeMonth(language, start) : '';
  const to = end ? formatResumeMonth(language, end) : ongoing && from ? resumeWordsOf(language).present : '';
  return [from, to].filter(Boolean).join(' – ');
}
