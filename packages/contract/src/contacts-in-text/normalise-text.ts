import { AT_WORDS, DIGIT_WORDS, DOT_WORDS } from './contact-words.ts';

/**
 * An "@" or a "." someone spelt out or spaced ("jane at gmail", "gmail . com"): weaker evidence than the character
 * itself, since prose says "meet at the office" and "the dot is red". The detectors accept a weak one only where the
 * rest of the shape is unmistakable (a common ending, a mail service). Private-use characters, removed from the input
 * first, so a writer cannot type them.
 */
export const WEAK_AT = '\uE000';
export const WEAK_DOT = '\uE001';

// Every pattern below is linear: no nested quantifiers, bounded repeats, lookarounds of one character.

/** Characters that show nothing: format characters (zero-width space and joiners, soft hyphen, BOM…) and fillers. */
const INVISIBLE = /\p{Cf}|\p{Variation_Selector}|[\u115F\u1160\u3164\uFFA0]|\u034F|\u17B4|\u17B5/gu;
const PERCENT_RUN = /(?:%[0-9a-f]{2})+/gi;
const NUMERIC_ENTITY = /&#(x[0-9a-f]{1,6}|[0-9]{1,7});/gi;
const NAMED_ENTITIES: Record<string, string> = { commat: '@', period: '.', sol: '/', colon: ':', lowbar: '_' };
const NAMED_ENTITY = /&(commat|period|sol|colon|lowbar);/gi;
/** Full stops NFKC leaves apart from ".". */
const OTHER_FULL_STOPS = /[。]/g;
const SPACES = /\s+/gu;

const words = (list: readonly string[]) => [...list].sort((a, b) => b.length - a.length).join('|');
const AT = words(AT_WORDS);
const DOT = words(DOT_WORDS);
/** "[at]", "(собака)", "{dot}", "<.>", "(@)": deliberate, as strong as the character. */
const BRACKETED_AT = new RegExp(` ?[\\[({<] ?(?:${AT}|@) ?[\\])}>] ?`, 'giu');
const BRACKETED_DOT = new RegExp(` ?[\\[({<] ?(?:${DOT}|\\.) ?[\\])}>] ?`, 'giu');
/** "(a)" and the Cyrillic "(а)" look like "@" but also number a list: weak. */
const BRACKETED_LETTER_AT = / ?[[({<] ?[aа] ?[\])}>] ?/giu;
/** A bare word between two words, set off by spaces, "_" or "-": "jane at gmail", "jane_at_gmail". */
const BARE_AT = new RegExp(`(?<=[\\p{L}\\p{N}])[ _-]{1,3}(?:${AT})[ _-]{1,3}(?=[\\p{L}\\p{N}])`, 'giu');
const BARE_DOT = new RegExp(`(?<=[\\p{L}\\p{N}])[ _-]{1,3}(?:${DOT})[ _-]{1,3}(?=[\\p{L}\\p{N}])`, 'giu');
/** "jane @ gmail", "jane@ gmail" (but not "ping @jane", a username). */
const SPACED_AT = /(?<=[\p{L}\p{N}._-]) ?@ (?=[\p{L}\p{N}])/gu;
/** "gmail . com" (but not "Done. Next", an ordinary full stop, nor "C# and .NET", the name of an ending). */
const SPACED_DOT = /(?<=[\p{L}\p{N}]) \. (?=[\p{L}\p{N}])/gu;
/** "jane@gmail .com": a dot set off on the left only, inside an address. */
const SPACED_ADDRESS_DOT = /(?<=[@\uE000][\p{L}\p{N}-]{1,63}) \.(?=\p{L})/gu;

/** Decodes "%40" and "%D1%80%D1%84"; a run that is not valid UTF-8 keeps its ASCII bytes only. */
function decodePercentRun(run: string) {
  try {
    return decodeURIComponent(run);
  } catch {
    return run.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
}

function decodeEntity(_: string, code: string) {
  const point = code[0] === 'x' || code[0] === 'X' ? Number.parseInt(code.slice(1), 16) : Number.parseInt(code, 10);
  return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : ' ';
}

/**
 * "j a n e @ g m a i l . c o m": four or more single characters in a row, one space apart, are one word. Prose rarely
 * has four one-letter words in a row; a spaced-out address or number always does.
 */
function joinSpacedLetters(text: string) {
  const tokens = text.split(' ');
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 4) out.push(run.join(''));
    else out.push(...run);
    run = [];
  };
  for (const token of tokens) {
    if ([...token].length === 1 && /[\p{L}\p{N}@.]/u.test(token)) run.push(token);
    else {
      flush();
      out.push(token);
    }
  }
  flush();
  return out.join(' ');
}

/**
 * The text as a detector should read it: what a reader would see, not what was typed to slip past a pattern.
 * Decodes percent-escapes and HTML entities, folds compatibility forms (NFKC: "＠" is "@", "ｃｏｍ" is "com"), drops
 * invisible characters (a zero-width space inside ".com"), collapses white space, and turns the written-out forms of
 * "@" and "." into the characters (strong) or the weak markers. Letter case is kept: a detector may ask whether an
 * ending starts a sentence ("fine.It works").
 */
export function normaliseText(text: string) {
  let out = text.replace(/[\uE000\uE001]/g, ' ');
  out = out.replace(PERCENT_RUN, decodePercentRun).replace(NUMERIC_ENTITY, decodeEntity);
  out = out.replace(NAMED_ENTITY, (_, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? ' ');
  out = out.normalize('NFKC').replace(INVISIBLE, '').replace(OTHER_FULL_STOPS, '.').replace(SPACES, ' ');
  out = joinSpacedLetters(out);
  out = out.replace(BRACKETED_AT, '@').replace(BRACKETED_DOT, '.').replace(BRACKETED_LETTER_AT, WEAK_AT);
  out = out.replace(BARE_AT, WEAK_AT).replace(BARE_DOT, WEAK_DOT);
  out = out.replace(SPACED_AT, WEAK_AT).replace(SPACED_DOT, WEAK_DOT).replace(SPACED_ADDRESS_DOT, WEAK_DOT);
  return out;
}

const DIGIT_WORD = new RegExp(`(?<![\\p{L}'’ʼ])(?:${words(Object.keys(DIGIT_WORDS))})(?![\\p{L}'’ʼ])`, 'giu');

/** The normalised text with digits written as words turned into digits ("six zero zero" is "6 0 0"). */
export const digitsFromWords = (normalised: string) =>
  normalised.replace(DIGIT_WORD, (word) => String(DIGIT_WORDS[word.toLowerCase()] ?? word));
