import { describe, expect, it } from 'vitest';
import { negotiateLocale, regionOfAcceptLanguage } from './index.ts';

describe('locale negotiation', () => {
  it('honours q-values and falls back to English', () => {
    expect(negotiateLocale('fr-FR, de;q=0.8, uk;q=0.9')).toBe('uk');
    expect(negotiateLocale('pl-PL')).toBe('pl');
    expect(negotiateLocale('fr, es')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('ru;q=0, de')).toBe('de');
  });

  it('reads the region of the first tag that has one', () => {
    expect(regionOfAcceptLanguage('uk-UA,uk;q=0.9')).toBe('UA');
    expect(regionOfAcceptLanguage('en, de-AT')).toBe('AT');
    expect(regionOfAcceptLanguage('en')).toBeNull();
  });
});
