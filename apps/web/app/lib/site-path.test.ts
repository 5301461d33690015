import { describe, expect, it } from 'vitest';
import { sitePathOf } from './site-path.ts';

describe('a redirect target from the address or a form', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(sitePathOf('/de/company/acme?tab=reviews#r-2')).toBe('/de/company/acme?tab=reviews#r-2');
    expect(sitePathOf('/')).toBe('/');
  });

  it('refuses anything that could leave the site', () => {
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'profile',
      '/\tevil',
      '/ok\n//evil.example',
      '',
      null,
      undefined,
      42,
    ]) {
      expect(sitePathOf(target), String(target)).toBeNull();
    }
  });
});
