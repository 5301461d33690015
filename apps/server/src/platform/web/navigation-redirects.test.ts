import { describe, expect, it } from 'vitest';
import { canonicalRedirect, staticPagesOf } from './navigation-redirects.ts';

/** The shape of a React Router server build's `routes`: ids, parents and relative paths. */
const BUILT_ROUTES = {
  root: { id: 'root', path: '' },
  'routes/site/locale-layout': { id: 'routes/site/locale-layout', parentId: 'root', path: ':lang?' },
  'routes/site/home/route': { id: 'routes/site/home/route', parentId: 'routes/site/locale-layout', index: true },
  'routes/identity/login/route': {
    id: 'routes/identity/login/route',
    parentId: 'routes/site/locale-layout',
    path: 'login',
  },
  'routes/identity/profile-password/route': {
    id: 'routes/identity/profile-password/route',
    parentId: 'routes/site/locale-layout',
    path: 'profile/password',
  },
  'routes/identity/invite/route': {
    id: 'routes/identity/invite/route',
    parentId: 'routes/site/locale-layout',
    path: 'invite/:code?',
  },
  'catch-all': { id: 'catch-all', parentId: 'routes/site/locale-layout', path: '*' },
};
const pages = staticPagesOf(BUILT_ROUTES);

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
    expect(canonicalRedirect('/profile/password?x=A', pages)).toBeNull();
  });

  it('never redirects to another host', () => {
    expect(canonicalRedirect('//evil.example/')).toBe('/evil.example');
  });
});

describe('case variants of a page', () => {
  it('go to the lower-case address of a static page, keeping the query as it was', () => {
    expect(canonicalRedirect('/LOGIN', pages)).toBe('/login');
    expect(canonicalRedirect('/Profile/Password?Redirect=%2FX', pages)).toBe('/profile/password?Redirect=%2FX');
    expect(canonicalRedirect('/DE/login', pages)).toBe('/de/login');
    expect(canonicalRedirect('/Uk/Profile/Password/', pages)).toBe('/uk/profile/password');
    expect(canonicalRedirect('/PL', pages)).toBe('/pl');
    expect(canonicalRedirect('/LOGIN?page=1&a=B', pages)).toBe('/login?a=B');
  });

  it('never lower-case a code, an unknown path, an API path or an asset', () => {
    expect(canonicalRedirect('/invite/AbC123', pages)).toBeNull();
    expect(canonicalRedirect('/Invite/AbC123', pages)).toBeNull();
    expect(canonicalRedirect('/No-Such-Page', pages)).toBeNull();
    expect(canonicalRedirect('/api/Health', pages)).toBeNull();
    expect(canonicalRedirect('/assets/Root-AbC.js', pages)).toBeNull();
    expect(canonicalRedirect('/XX/login', pages)).toBeNull();
  });
});

describe('the static pages of a web build', () => {
  it('lists the pages without parameters, without the locale segment', () => {
    expect([...pages].sort()).toEqual(['/', '/login', '/profile/password']);
  });
});
