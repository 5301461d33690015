/**
 * Every date the web shows, in a few named styles. Each style formats in UTC, so the server's render and the
 * browser's hydration print the same text whatever the visitor's time zone; a style with a time says "UTC".
 */
const STYLES = {
  /** 27 November 2026 (November 27, 2026 in English). */
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 27 Nov 2026 (Nov 27, 2026 in English). */
  medium: { dateStyle: 'medium' },
  /** 27.11.2026 (11/27/2026 in English). */
  short: { day: 'numeric', month: 'numeric', year: 'numeric' },
  /** November 2026. */
  month: { month: 'long', year: 'numeric' },
  // Named fields, not `dateStyle`: Intl refuses `dateStyle` together with `timeZoneName`.
  /** 27 Nov 2026, 14:05 UTC. */
  dateTime: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

// Building a formatter costs far more than using one, and a list page formats a date per card.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(locale: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A moment (an ISO string from the API, or a Date) in the page's language, in one of the named styles. */
export const dateText = (value: string | Date, locale: string, style: DateStyle = 'medium') =>
  formatterOf(locale, style).format(typeof value === 'string' ? new Date(value) : value);

/** "September 2021" from a profile's `2021-09`: a month with no day, read as its first day in UTC. */
export const monthText = (month: string, locale: string) =>
  dateText(`${month.slice(0, 7)}-01T00:00:00Z`, locale, 'month');
