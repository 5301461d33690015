import { CONTACT_SCHEMES, FILLER_WORDS, MAIL_PROVIDERS, MESSENGER_ENDINGS, MESSENGER_NAMES } from './contact-words.ts';
import {
  COMMON_TOP_LEVEL_DOMAINS,
  CONTACT_DOMAINS,
  FILE_EXTENSION_DOMAINS,
  isTopLevelDomain,
  TECHNOLOGY_NAMES,
} from './domain-names.ts';
import { findPhone } from './find-phone.ts';
import { digitsFromWords, normaliseText, WEAK_AT, WEAK_DOT } from './normalise-text.ts';

export type ContactKind = 'email' | 'phone' | 'link' | 'username';
export type FoundContact = { kind: ContactKind; text: string };

/**
 * Where a text splits into words for the detectors: spaces and the punctuation that cannot sit inside an address,
 * a domain or a username. Brackets and quotes come out as words of their own (the username rule reads them).
 */
const WORD_BREAK = /([ ,;!?()[\]{}<>"«»“”„‘’'`|*…])/u;
/** Characters that may lead or trail a word without being part of what it names: "jane.dev.", ":jane". */
const EDGE = /^[.:\-–—]+|[.:\-–—]+$/gu;
const LOCAL_PART = /[\p{L}\p{N}._%+-]/u;
const DOMAIN_PART = /[\p{L}\p{N}.\uE001-]/u;
const LABEL = /^[\p{L}\p{N}_-]{1,63}$/u;
const USERNAME = /^[\p{L}][\p{L}\p{N}_.]{2,}$/u;
/** A username after a messenger's name: Latin, as every messenger asks, starting with a letter. */
const MESSENGER_USERNAME = /^[a-z][a-z0-9_.-]{1,31}$/i;
/** "Telegram: yes" answers a question; it names no one. */
const ANSWERS = new Set(['yes', 'no', 'ok', 'okay', 'sure', 'ja', 'nein', 'tak', 'nie']);
const DISCORD_TAG = /^[\p{L}\p{N}_.]{2,32}#\d{4}$/u;
/** "PR#1234", "issue#1234": references to tickets, not Discord tags. */
const TICKET_WORDS = new Set([
  'pr',
  'mr',
  'issue',
  'issues',
  'ticket',
  'bug',
  'task',
  'story',
  'case',
  'order',
  'nr',
  'no',
]);
/** A Skype id: "live:.cid.1a2b…", "live:jane_doe". */
const SKYPE_ID = /^live:[.\w]/i;
const ADDRESS_MAX = 254;
const LOCAL_MAX = 64;

/** Latin letters that Cyrillic and Greek ones imitate: "gmail.сom" with a Cyrillic "с" ends in ".com". */
const LOOKALIKES: Record<string, string> = Object.fromEntries(
  [...'асеорхуіѕјкмтнοαειν'].map((char, at) => [char, 'aceopxyisjkmthoaeiv'.charAt(at)]),
);

/** An ending as its reader sees it: lower case, and in Latin letters when it mixes Latin with look-alikes. */
function endingOf(label: string) {
  const lower = label.toLowerCase();
  if (!/[a-z]/.test(lower) || !/[^a-z0-9-]/.test(lower)) return lower;
  return [...lower].map((char) => LOOKALIKES[char] ?? char).join('');
}

/** A dotted name: its labels and, for each dot between them, whether it was spaced or spelt out (weak). */
type Host = { labels: string[]; isWeakDot: boolean[] };

const LABELS_MAX = 127;

function hostOf(text: string): Host | null {
  const labels = text.split(/[.\uE001]/u);
  if (labels.length < 2 || labels.length > LABELS_MAX || !labels.every((label) => LABEL.test(label))) return null;
  const isWeakDot = [...text].filter((char) => char === '.' || char === WEAK_DOT).map((char) => char === WEAK_DOT);
  return { labels, isWeakDot };
}

/**
 * Whether the first `length` labels of a host name a domain. An ending after a real dot may be any IANA one; after a
 * spaced or spelt-out dot only a common one. A bare name (no scheme, "www." or path) is read as prose where prose writes that
 * way: a known technology ("ASP.NET"), a file ("README.md"), an abbreviation of single letters ("m.in.", "B.Sc."), a
 * number ("10.am"), or a missing space before a capitalised word ("fine.It works", "г.Москва"). A common ending is
 * never prose.
 */
/**
 * How a host stands: `isBare` without scheme, "www." or path; `isAddress` after an "@" or "at", where "dot net" is an
 * ending and not the spoken name of .NET ("a dot net developer").
 */
type HostPlace = { isBare: boolean; isAddress: boolean };

function isDomainOf(host: Host, length: number, { isBare, isAddress }: HostPlace) {
  const labels = host.labels.slice(0, length);
  const last = labels.at(-1) ?? '';
  const ending = endingOf(last);
  const lastTwo = labels.slice(-2).join('.').toLowerCase();
  if (CONTACT_DOMAINS.has(lastTwo)) return true;
  if (host.isWeakDot[length - 2]) return COMMON_TOP_LEVEL_DOMAINS.has(ending) && (isAddress || ending !== 'net');
  if (!isTopLevelDomain(ending)) return false;
  if (!isBare) return true;
  if (TECHNOLOGY_NAMES.has(lastTwo)) return false;
  if (COMMON_TOP_LEVEL_DOMAINS.has(ending)) return true;
  // The name is what follows the last spelt-out dot: "ważny punkt m.in." reads "m.in", an abbreviation.
  const names = labels.slice(host.isWeakDot.lastIndexOf(true, length - 2) + 1, -1);
  if (FILE_EXTENSION_DOMAINS.has(ending)) return false;
  if (names.every((label) => [...label].length === 1)) return false;
  if (names.every((label) => /^\d+$/.test(label))) return false;
  return !/^\p{Lu}\p{Ll}+$/u.test(last);
}

/**
 * Whether a host, or a name it starts with, is a domain: "gmail.com dot whatever" still holds "gmail.com". At most
 * `LABELS_MAX` labels, each judged once.
 */
function isDomain(host: Host, place: HostPlace) {
  for (let length = 2; length <= host.labels.length; length += 1) if (isDomainOf(host, length, place)) return true;
  return false;
}

/** The address or username around the "@" (or weak "at") at `at` in `word`, if it is one. */
function contactAroundAt(word: string, at: number): FoundContact | null {
  let start = at;
  while (start > 0 && at - start < LOCAL_MAX && LOCAL_PART.test(word[start - 1] ?? '')) start -= 1;
  let end = at + 1;
  while (end < word.length && end - at <= ADDRESS_MAX && DOMAIN_PART.test(word[end] ?? '')) end += 1;
  const local = word.slice(start, at);
  const domain = word.slice(at + 1, end).replace(EDGE, '');
  const isStrong = word[at] === '@';
  if (local === '') {
    if (!isStrong) return null;
    const name = word.slice(at + 1, at + 1 + ADDRESS_MAX).match(/^[\p{L}\p{N}_.]+/u)?.[0] ?? '';
    // "@types/node" is a package's scope, not a person.
    if (word[at + 1 + name.length] === '/') return null;
    const username = name.replace(EDGE, '');
    return USERNAME.test(username) ? { kind: 'username', text: `@${username}` } : null;
  }
  const text = `${local}@${domain}`;
  const host = hostOf(domain);
  // After a spelt-out "at" the domain is judged as if it stood alone: "5 years at Booking.com" is an employer.
  if (host && isDomain(host, { isBare: !isStrong, isAddress: true })) return { kind: 'email', text };
  // No ending: a real "@" before a name ("jane@gmail") is an address; a spelt-out one only before a mail service.
  if (!LABEL.test(domain) || !/^\p{L}/u.test(domain)) return null;
  if (isStrong ? [...domain].length >= 2 : MAIL_PROVIDERS.has(domain.toLowerCase())) return { kind: 'email', text };
  return null;
}

/** A contact inside one word of the normalised text (no spaces or brackets in it). */
function contactInWord(raw: string): FoundContact | null {
  const word = raw.replace(EDGE, '');
  if (word === '') return null;
  const lower = word.toLowerCase();
  if (lower.includes('://') || lower.startsWith('www.') || SKYPE_ID.test(word)) return { kind: 'link', text: word };
  const colon = lower.indexOf(':');
  if (colon > 0 && colon < word.length - 1) {
    const scheme = lower.slice(0, colon);
    if (CONTACT_SCHEMES.has(scheme) || isMessengerName(scheme)) return { kind: 'username', text: word };
  }
  for (let at = 0; at < word.length; at += 1) {
    if (word[at] !== '@' && word[at] !== WEAK_AT) continue;
    const found = contactAroundAt(word, at);
    if (found) return found;
  }
  // A spelt-out "at" joined two words that are not an address ("jane.dev at noon"): each is read on its own.
  for (const part of word.split(WEAK_AT)) {
    if (part.length <= 40 && DISCORD_TAG.test(part) && !TICKET_WORDS.has(part.split('#')[0]?.toLowerCase() ?? ''))
      return { kind: 'username', text: part };
    const path = part.search(/[/?#:]/);
    const host = hostOf(path === -1 ? part : part.slice(0, path));
    const isBare = path === -1 || part[path] === ':';
    if (host && isDomain(host, { isBare, isAddress: false })) return { kind: 'link', text: part };
  }
  return null;
}

function isMessengerName(word: string) {
  const lower = word.toLowerCase();
  for (const name of MESSENGER_NAMES) {
    if (!lower.startsWith(name)) continue;
    const ending = lower.slice(name.length);
    if (ending === '' || (name.length > 2 && MESSENGER_ENDINGS.includes(ending))) return true;
  }
  return false;
}

const isSeparatorWord = (word: string) => /^[:\-–—=>→([{<]+$/u.test(word);
const isQuote = (word: string) => /^["«»“”„‘’'`]$/u.test(word);

/**
 * A username given by a messenger's name: "github: jane", "telegram - jane", "instagram (jane)", "tg jane_doe".
 * After a ":", "-", "=" or a bracket any Latin name counts; after a plain space only one shaped like a username
 * (a digit, "_" or "." in it), since "GitHub Actions" and "Telegram bot" are prose.
 */
function usernameAfterMessenger(words: string[]): FoundContact | null {
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at] ?? '';
    const name = word.replace(/[:\-–—=]+$/u, '');
    if (name === '' || !isMessengerName(name)) continue;
    let isSet = name !== word;
    for (let next = at + 1; next < Math.min(words.length, at + 6); next += 1) {
      const candidate = words[next] ?? '';
      if (candidate === ' ' || isQuote(candidate) || FILLER_WORDS.has(candidate.toLowerCase())) continue;
      if (isSeparatorWord(candidate)) {
        isSet = true;
        continue;
      }
      const username = candidate.replace(/^@/, '').replace(EDGE, '');
      const isShaped = /[0-9_.]/.test(username) && username.length >= 4;
      if (MESSENGER_USERNAME.test(username) && !ANSWERS.has(username.toLowerCase()) && (isSet || isShaped))
        return { kind: 'username', text: `${name} ${username}` };
      break;
    }
  }
  return null;
}

/**
 * The first contact (e-mail address, phone number, link or username) in a text, or null. The text is normalised
 * first (see `normaliseText`), so disguises read as what they are. Each detector walks the text once, word by word,
 * with patterns that cannot backtrack: the cost grows linearly with the text.
 */
export function findContactInText(text: string): FoundContact | null {
  const normalised = normaliseText(text);
  const words = normalised.split(WORD_BREAK).filter((word) => word !== '');
  for (const word of words) {
    if (WORD_BREAK.test(word)) continue;
    const found = contactInWord(word);
    if (found) return found;
  }
  const username = usernameAfterMessenger(words);
  if (username) return username;
  const phone = findPhone(digitsFromWords(normalised));
  return phone ? { kind: 'phone', text: phone } : null;
}

/**
 * The spec's "not a link or e-mail" rule and the conversation's contacts rule: an address, a link, a username or a
 * phone number written into text that someone may not yet see contacts in would undo the candidate's anonymity.
 */
export const hasContactsInText = (text: string) => findContactInText(text) !== null;
