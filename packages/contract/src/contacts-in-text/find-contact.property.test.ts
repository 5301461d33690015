import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findContactInText } from './index.ts';

const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\u00ad', '\ufeff'];

/**
 * Words of ordinary job talk in the five languages, with the tricky ones: "at", "dot", "точка", tech names, and
 * words that are IANA endings ("is", "in", "it"). Common endings ("me", "com") are not among them: "we dot me" is a
 * spelt-out domain, refused on purpose.
 */
const WORDS = [
  ...['we', 'meet', 'at', 'the', 'office', 'dot', 'is', 'in', 'it', 'and', 'or', 'with', 'years', 'salary'],
  ...['Node.js', 'Vue.js', 'ASP.NET', 'Socket.IO', 'e.g.', 'React', 'TypeScript', 'senior', 'remote', 'C#', 'F#'],
  ...['wir', 'treffen', 'uns', 'um', 'Punkt', 'Jahre', 'Gehalt', 'z.B.', 'brutto', 'Büro'],
  ...['spotkanie', 'o', 'w', 'biurze', 'kropka', 'lat', 'm.in.', 'wynagrodzenie', 'małpa', 'zł'],
  ...['встреча', 'в', 'офисе', 'точка', 'зрения', 'лет', 'опыт', 'собака', 'руб'],
  ...['зустріч', 'о', 'офісі', 'крапка', 'років', 'досвід', 'зарплата', 'грн'],
];
/** Numbers of ordinary talk: counts, versions, dates, times, amounts, ranges, percentages. */
const NUMBER = fc.oneof(
  fc.integer({ min: 0, max: 99_999 }).map(String),
  fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 })).map(([a, b]) => `${a}.${b}`),
  fc
    .tuple(fc.integer({ min: 1990, max: 2030 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
    .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fc
    .tuple(fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1990, max: 2030 }))
    .map(([d, m, y]) => `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`),
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${h}:${String(m).padStart(2, '0')}`),
  fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 })).map(([a, b]) => `${a}-${a + b}`),
  fc.integer({ min: 1, max: 300 }).map((n) => `+${n}%`),
  fc.integer({ min: 1, max: 999 }).map((n) => `${n} 000 – ${n + 1} 000`),
);
/** Words that may stand between two numbers: not a dot ("10 dot 11" is a number spelt out), not a symbol. */
const PLAIN_WORDS = WORDS.filter((word) => /^\p{L}+$/u.test(word) && !/^(dot|punkt|kropka|точка|крапка)$/i.test(word));
/** A sentence: words, with a plain word after each number (two numbers side by side may well be a phone). */
const SENTENCE = fc
  .array(
    fc.tuple(
      fc.constantFrom(...WORDS),
      fc.option(fc.tuple(NUMBER, fc.constantFrom(...PLAIN_WORDS)), { nil: undefined }),
    ),
    { minLength: 1, maxLength: 30 },
  )
  .map((parts) => parts.flatMap(([word, number]) => (number === undefined ? [word] : [word, ...number])).join(' '));

const CONTACTS = ['jane.doe@gmail.com', 'jane@proton.me', '@janedoe', '+48 600 700 800', 'janedoe.dev', 't.me/janedoe'];

describe('contacts in text, for any text', () => {
  it('lets ordinary sentences with numbers, dates, versions and tech names through', () => {
    fc.assert(
      fc.property(SENTENCE, (sentence) => {
        expect(findContactInText(sentence)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('finds a contact anywhere in a sentence, however many invisible characters are strewn into it', () => {
    fc.assert(
      fc.property(
        SENTENCE,
        fc.constantFrom(...CONTACTS),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...INVISIBLE)), { maxLength: 8 }),
        (sentence, contact, strewn) => {
          let disguised = contact;
          for (const [at, char] of strewn) {
            const cut = at % (disguised.length + 1);
            disguised = disguised.slice(0, cut) + char + disguised.slice(cut);
          }
          expect(findContactInText(`${sentence} ${disguised} ${sentence}`)).not.toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads any text of up to 10,000 characters, however built, in one bounded pass', () => {
    // Built from the characters the patterns turn on, so every branch of every detector runs on long inputs. The
    // detectors walk each word once with patterns that cannot backtrack; a quadratic one would stall this test.
    const piece = fc.constantFrom('a', 'Z', '1', '0', ' ', '.', '@', '-', '_', '/', ':', '(', ')', '#', '+', '%4');
    const more = fc.constantFrom(' at ', ' dot ', '[at]', '%40', '\u200b', 'ｃ', 'telegram:', '2024-11-03', '9 ');
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, more), { minLength: 2_000, maxLength: 10_000 }), (pieces) => {
        const result = findContactInText(pieces.join('').slice(0, 10_000));
        expect(result === null || typeof result.kind === 'string').toBe(true);
      }),
      { numRuns: 30 },
    );
    for (const unit of ['a', 'a.', '1 ', 'a@', '@a', 'a ', 'a at ', '. ', '1-', '#1', 'a:', '%40', 'x\u200b']) {
      const text = unit.repeat(Math.ceil(10_000 / unit.length)).slice(0, 10_000);
      expect(() => findContactInText(text)).not.toThrow();
    }
  });
});
