import { describe, expect, it } from 'vitest';
import { caretAfterDigits, digitsOf, groupThousands } from './amounts.ts';

describe('salary amounts', () => {
  it('groups thousands with spaces', () => {
    expect(groupThousands('')).toBe('');
    expect(groupThousands('950')).toBe('950');
    expect(groupThousands('2500')).toBe('2 500');
    expect(groupThousands('1000000')).toBe('1 000 000');
  });

  it('keeps the digits of what was typed or pasted, within the limit', () => {
    expect(digitsOf('25 000', 7)).toBe('25000');
    expect(digitsOf('25,000 $', 7)).toBe('25000');
    expect(digitsOf('0042', 7)).toBe('42');
    expect(digitsOf('123456789', 7)).toBe('1234567');
    expect(digitsOf('abc', 7)).toBe('');
  });

  it('puts the caret behind the digit it followed before regrouping', () => {
    // "2 5|00" after typing a fifth digit into "250|0": three digits before the caret.
    expect(caretAfterDigits('25 000', 3)).toBe(4);
    expect(caretAfterDigits('25 000', 2)).toBe(2);
    expect(caretAfterDigits('25 000', 0)).toBe(0);
    expect(caretAfterDigits('25 000', 9)).toBe(6);
  });
});
