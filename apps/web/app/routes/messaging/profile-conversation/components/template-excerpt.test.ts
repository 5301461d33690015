import { describe, expect, it } from 'vitest';
import { excerptOf } from './template-excerpt.ts';

describe('a template’s excerpt', () => {
  it('keeps a short text as it is, on one line', () => {
    expect(excerptOf('Hello,\n\n  thanks   for writing')).toBe('Hello, thanks for writing');
  });

  it('cuts a long text at the last word that fits and marks the cut', () => {
    expect(excerptOf('We would like to invite you to a short call about the role', 20)).toBe('We would like to…');
  });

  it('cuts mid-word when the text has no space early enough', () => {
    expect(excerptOf('Supercalifragilistic expialidocious', 10)).toBe('Supercalif…');
  });
});
