import { describe, expect, it } from 'vitest';
import { buildSearchText, foldForSearch, searchPatterns } from './search-text.ts';

describe('search text', () => {
  it('folds case and accents so Polish and German names match plain typing', () => {
    expect(foldForSearch('Łódź')).toBe('lodz');
    expect(foldForSearch('MÜNCHEN')).toBe('munchen');
    expect(foldForSearch('Straße')).toBe('strasse');
  });

  it('keeps Cyrillic letters searchable and folds ё', () => {
    expect(foldForSearch('Київ')).toBe(foldForSearch('київ'));
    expect(foldForSearch('Орёл')).toBe('орел');
  });

  it('joins distinct names with separators so a prefix can be anchored to a name start', () => {
    expect(buildSearchText(['Warsaw', 'Warschau', 'warsaw', 'Варшава'])).toBe('|warsaw|warschau|варшава|');
  });

  it('escapes LIKE wildcards typed by a user', () => {
    expect(searchPatterns('50%_a')).toEqual({ contains: '%50\\%\\_a%', prefix: '%|50\\%\\_a%' });
  });
});
