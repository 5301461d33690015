import { LOCALES } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { type DateStyle, dateText, monthText } from './dates.ts';

// Late in the UTC day: a formatter in the machine's own zone east of UTC would print the 28th.
const LATE = '2026-11-27T23:30:00.000Z';

// ICU spells some spaces as no-break ones; the words are what matter here.
const plain = (text: string) => text.replace(/\s/g, ' ');

const EXPECTED: Record<(typeof LOCALES)[number], Record<DateStyle, string>> = {
  en: {
    day: 'November 27, 2026',
    medium: 'Nov 27, 2026',
    short: '11/27/2026',
    month: 'November 2026',
    dateTime: 'Nov 27, 2026, 23:30 UTC',
  },
  de: {
    day: '27. November 2026',
    medium: '27.11.2026',
    short: '27.11.2026',
    month: 'November 2026',
    dateTime: '27. Nov. 2026, 23:30 UTC',
  },
  pl: {
    day: '27 listopada 2026',
    medium: '27 lis 2026',
    short: '27.11.2026',
    month: 'listopad 2026',
    dateTime: '27 lis 2026, 23:30 UTC',
  },
  ru: {
    day: '27 ноября 2026 г.',
    medium: '27 нояб. 2026 г.',
    short: '27.11.2026',
    month: 'ноябрь 2026 г.',
    dateTime: '27 нояб. 2026 г., 23:30 UTC',
  },
  uk: {
    day: '27 листопада 2026 р.',
    medium: '27 лист. 2026 р.',
    short: '27.11.2026',
    month: 'листопад 2026 р.',
    dateTime: '27 лист. 2026 р., 23:30 UTC',
  },
};

describe('dates in the page’s language', () => {
  for (const locale of LOCALES) {
    it(`writes each style in ${locale}, on the UTC day`, () => {
      for (const [style, text] of Object.entries(EXPECTED[locale])) {
        expect(plain(dateText(LATE, locale, style as DateStyle))).toBe(text);
      }
    });
  }

  it('reads a Date as well as an ISO string, and defaults to the medium style', () => {
    expect(dateText(new Date(LATE), 'en')).toBe(dateText(LATE, 'en', 'medium'));
  });

  it('names a profile’s month without shifting it across a time zone', () => {
    expect(monthText('2021-09', 'en')).toBe('September 2021');
    expect(plain(monthText('2021-01-15', 'uk'))).toBe('січень 2021 р.');
  });

  it('prints the same text whatever zone the process runs in', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      expect(plain(dateText(LATE, 'de', 'day'))).toBe('27. November 2026');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
