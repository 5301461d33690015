import { describe, expect, it } from 'vitest';
import { canonicalRedirect } from './navigation-redirects.ts';

describe('canonical redirects', () => {
  it('removes a trailing slash and keeps the query', () => {
    expect(canonicalRedirect('/de/privacy/?x=1')).toBe('/de/privacy?x=1');
    expect(canonicalRedirect('/blog///')).toBe('/blog');
  });

  it('removes page=1 only', () => {
    expect(canonicalRedirect('/candidates?page=1')).toBe('/candidates');
    expect(canonicalRedirect('/candidates?search=go&page=1&sort=new')).toBe('/candidates?search=go&sort=new');
    expect(canonicalRedirect('/candidates?page=10')).toBeNull();
  });

  it('leaves canonical addresses and the root alone', () => {
    expect(canonicalRedirect('/')).toBeNull();
    expect(canonicalRedirect('/?utm=1')).toBeNull();
    expect(canonicalRedirect('/uk')).toBeNull();
  });

  it('never redirects to another host', () => {
    expect(canonicalRedirect('//evil.example/')).toBe('/evil.example');
  });
});
