import { WEAK_DOT } from './normalise-text.ts';

/**
 * A phone number has at least this many digits ("600 700 800"); shorter runs are numbers of prose, unless shaped
 * like a local number ("123-45-67") or led by "+".
 */
const PHONE_DIGITS_MIN = 9;
const SHORT_PHONE_DIGITS_MIN = 7;
/** What may stand between a number's digit groups: "600 700 800", "600-700-800", "600/700/800", "(600) 700_800". */
const SEPARATOR = new Set([
  ' ',
  '-',
  '.',
  '/',
  '_',
  '(',
  ')',
  WEAK_DOT,
  '\u2010',
  '\u2011',
  '\u2012',
  '\u2013',
  '\u2014',
]);
const SEPARATOR_MAX = 3;
/** An en or em dash, or a hyphen with spaces around it, between two numbers is a range: "100 000 – 150 000". */
const isRangeSeparator = (separator: string) =>
  /[\u2012-\u2014]/.test(separator) || / [-\u2010\u2011] /.test(separator);

type DigitRun = { groups: string[]; separators: string[]; hasPlus: boolean };

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
const isYear = (group: string) => /^(19|20)\d\d$/.test(group);
const isMonth = (group: string) => /^\d{1,2}$/.test(group) && Number(group) >= 1 && Number(group) <= 12;
const isDay = (group: string) => /^\d{1,2}$/.test(group) && Number(group) >= 1 && Number(group) <= 31;
const isDateSeparator = (separator: string | undefined) => separator === '-' || separator === '.' || separator === '/';

/** How many groups from `at` make a date ("2024-11-03", "03.11.2024", "11/2024") or a year; 0 if none does. */
function dateLengthAt(groups: string[], separators: string[], at: number) {
  const [a, b, c] = [groups[at], groups[at + 1], groups[at + 2]];
  const [ab, bc] = [separators[at], separators[at + 1]];
  if (a === undefined) return 0;
  if (b !== undefined && c !== undefined && isDateSeparator(ab) && ab === bc) {
    if (isYear(a) && isMonth(b) && isDay(c)) return 3;
    if (isDay(a) && isMonth(b) && isYear(c)) return 3;
    if (isMonth(a) && isDay(b) && isYear(c)) return 3;
  }
  if (b !== undefined && isDateSeparator(ab) && ((isYear(a) && isMonth(b)) || (isMonth(a) && isYear(b)))) return 2;
  return isYear(a) ? 1 : 0;
}

function isPhoneShaped({ groups, separators, hasPlus }: DigitRun) {
  const digits = groups.reduce((sum, group) => sum + group.length, 0);
  if (digits < SHORT_PHONE_DIGITS_MIN) return false;
  // An address "192.168.0.1": four groups of at most 255, none led by a zero.
  const isIpGroup = (group: string) => Number(group) <= 255 && !/^0\d/.test(group);
  if (groups.length === 4 && separators.every((s) => s === '.') && groups.every(isIpGroup)) return false;
  // "10000-15000": two amounts of one size, not a dialled number (those start with 0 or come in more groups).
  const [first, second] = groups;
  if (groups.length === 2 && first && second && separators[0] === '-' && first.length === second.length) {
    if (first.length >= 4 && first[0] !== '0' && Number(second) > Number(first)) return false;
  }
  if (digits >= PHONE_DIGITS_MIN || hasPlus) return true;
  // Seven or eight digits: a phone when written as a local number, "123-45-67".
  return groups.length === 3 && groups[0]?.length === 3 && groups[1]?.length === 2 && groups[2]?.length === 2;
}

/**
 * Splits a run into the stretches a phone could be: dates ("2024-11-03", "01.01.2020", "11/2024") and years are
 * taken out, and a single range ("100 000 – 150 000") is two numbers. So "2024-11-03 10:30" leaves "10", and
 * "2019 2020 2021" leaves nothing.
 */
function stretchesOf(run: DigitRun): DigitRun[] {
  const ranges = run.separators.filter(isRangeSeparator).length;
  const stretches: DigitRun[] = [];
  let current: DigitRun = { groups: [], separators: [], hasPlus: run.hasPlus };
  const close = () => {
    if (current.groups.length > 0) stretches.push(current);
    current = { groups: [], separators: [], hasPlus: false };
  };
  for (let at = 0; at < run.groups.length; ) {
    const dateLength = dateLengthAt(run.groups, run.separators, at);
    if (dateLength > 0) {
      close();
      at += dateLength;
      continue;
    }
    const separator = run.separators[at - 1];
    if (current.groups.length > 0 && separator !== undefined) {
      if (ranges === 1 && isRangeSeparator(separator)) close();
      else current.separators.push(separator);
    }
    current.groups.push(run.groups[at] ?? '');
    at += 1;
  }
  close();
  return stretches;
}

/**
 * The first phone number in `text` (normalised, digits in words already digits), or null. One pass: each run of
 * digit groups is read once and judged by its digits, dates and ranges, so a long text costs linear time.
 */
export function findPhone(text: string): string | null {
  let at = 0;
  while (at < text.length) {
    if (!isDigit(text[at])) {
      at += 1;
      continue;
    }
    const start = at;
    const before = text.slice(Math.max(0, start - 3), start);
    const run: DigitRun = { groups: [], separators: [], hasPlus: /\+[ (]{0,2}$/.test(before) };
    let end = at;
    for (;;) {
      let group = '';
      while (isDigit(text[at])) group += text[at++];
      run.groups.push(group);
      end = at;
      let separator = '';
      while (separator.length < SEPARATOR_MAX && SEPARATOR.has(text[at] ?? '')) separator += text[at++];
      if (separator === '' || !isDigit(text[at])) break;
      run.separators.push(separator);
    }
    if (stretchesOf(run).some(isPhoneShaped)) return text.slice(start, end);
    at = end + 1;
  }
  return null;
}
