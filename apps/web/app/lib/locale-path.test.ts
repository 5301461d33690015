import { describe, expect, it } from 'vitest';
import { localizePath, splitLocale, switchLocale } from './locale-path.ts';

describe('locale paths', () => {
  it('keeps English unprefixed and prefixes the others', () => {
    expect(localizePath('en', '/candidates')).toBe('/candidates');
    expect(localizePath('de', '/candidates')).toBe('/de/candidates');
    expect(localizePath('uk', '/')).toBe('/uk');
  });

  it('splits a prefixed path into locale and page', () => {
    expect(splitLocale('/pl/companies')).toEqual({ locale: 'pl', path: '/companies' });
    expect(splitLocale('/ru')).toEqual({ locale: 'ru', path: '/' });
    expect(splitLocale('/candidates')).toEqual({ locale: 'en', path: '/candidates' });
  });

  it('switches language on the same page keeping query and hash', () => {
    const location = { pathname: '/de/job-openings', search: '?search=go', hash: '#list' };
    expect(switchLocale('en', location)).toBe('/job-openings?search=go#list');
    expect(switchLocale('uk', { pathname: '/', search: '', hash: '' })).toBe('/uk');
  });
});
