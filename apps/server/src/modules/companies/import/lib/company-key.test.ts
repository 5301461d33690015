import { describe, expect, it } from 'vitest';
import { nameKeyOf, siteDomainOf } from './company-key.ts';

describe('the import’s company keys', () => {
  it('reads a site’s domain whatever its scheme, case, path or www', () => {
    expect(siteDomainOf('https://www.Acme.com/jobs?x=1')).toBe('acme.com');
    expect(siteDomainOf('http://acme.com')).toBe('acme.com');
    expect(siteDomainOf('acme.com')).toBe('acme.com');
    expect(siteDomainOf('https://jobs.acme.com')).toBe('jobs.acme.com');
  });

  it('has no domain for no site or an unreadable one', () => {
    expect(siteDomainOf(null)).toBeNull();
    expect(siteDomainOf('  ')).toBeNull();
    expect(siteDomainOf('https://')).toBeNull();
  });

  it('compares names without case or extra spaces', () => {
    expect(nameKeyOf('  ACME   Labs ')).toBe('acme labs');
    expect(nameKeyOf('Ромашка Софт')).toBe(nameKeyOf('ромашка  софт'));
  });
});
