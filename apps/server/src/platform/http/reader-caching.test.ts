import { describe, expect, it } from 'vitest';
import {
  carriesCredentials,
  isDeclaredPublic,
  readerCaching,
  varyOnReader,
  withReaderCaching,
} from './reader-caching.ts';

describe('who reads', () => {
  it('is said by an Authorization header or one of our session cookies, not by any other cookie', () => {
    expect(carriesCredentials({ authorization: 'Bearer abc' })).toBe(true);
    expect(carriesCredentials({ cookie: 'hw_access=abc' })).toBe(true);
    expect(carriesCredentials({ cookie: 'theme=dark; hw_refresh=abc' })).toBe(true);
    expect(carriesCredentials({ cookie: 'theme=dark; not_hw_access=abc' })).toBe(false);
    expect(carriesCredentials({ cookie: 'hw_session_exp=123' })).toBe(false);
    expect(carriesCredentials({})).toBe(false);
  });

  it('takes "public" only as a directive of its own', () => {
    expect(isDeclaredPublic('public, max-age=300')).toBe(true);
    expect(isDeclaredPublic('max-age=60, PUBLIC')).toBe(true);
    expect(isDeclaredPublic('private, no-store')).toBe(false);
    expect(isDeclaredPublic('no-cache="public-key"')).toBe(false);
    expect(isDeclaredPublic(undefined)).toBe(false);
  });
});

describe('Vary on the reader', () => {
  it('adds Cookie and Authorization once to what is there, whatever its case and form', () => {
    expect(varyOnReader(undefined)).toBe('Cookie, Authorization');
    expect(varyOnReader('accept-encoding')).toBe('accept-encoding, Cookie, Authorization');
    expect(varyOnReader(['accept-language', 'accept-encoding'])).toBe(
      'accept-language, accept-encoding, Cookie, Authorization',
    );
    expect(varyOnReader('cookie, Accept-Encoding')).toBe('cookie, Accept-Encoding, Authorization');
    expect(varyOnReader('*')).toBe('*');
  });
});

describe('the caching of an answer', () => {
  const none = { cacheControl: undefined, vary: undefined, setsCookie: false };

  it('is private, no-store for a reader who says who they are, or an answer that sets a cookie', () => {
    expect(readerCaching({ authorization: 'Bearer abc' }, none)).toEqual({
      cacheControl: 'private, no-store',
      vary: 'Cookie, Authorization',
    });
    expect(readerCaching({}, { ...none, setsCookie: true })?.cacheControl).toBe('private, no-store');
    // A route's own weaker choice does not stand for a signed-in reader.
    expect(readerCaching({ cookie: 'hw_access=abc' }, { ...none, cacheControl: 'max-age=60' })?.cacheControl).toBe(
      'private, no-store',
    );
  });

  it('leaves an anonymous answer cacheable, varying on the reader, and a declared-public one alone', () => {
    expect(readerCaching({}, none)).toEqual({ cacheControl: null, vary: 'Cookie, Authorization' });
    const catalog = { cacheControl: 'public, max-age=300', vary: 'accept-language', setsCookie: false };
    expect(readerCaching({ authorization: 'Bearer abc' }, catalog)).toBeNull();
  });

  it('rewrites a page’s raw headers into one Vary and one Cache-Control', () => {
    const page = ['Content-Type', 'text/html', 'Vary', 'accept-encoding', 'Cache-Control', 'max-age=60'];
    expect(withReaderCaching(page, { cookie: 'hw_access=abc' })).toEqual([
      'content-type',
      'text/html',
      'vary',
      'accept-encoding, Cookie, Authorization',
      'cache-control',
      'private, no-store',
    ]);
    expect(withReaderCaching(page, {})).toEqual([
      'content-type',
      'text/html',
      'cache-control',
      'max-age=60',
      'vary',
      'accept-encoding, Cookie, Authorization',
    ]);
    const asset = ['cache-control', 'public, max-age=3600'];
    expect(withReaderCaching(asset, { cookie: 'hw_access=abc' })).toBe(asset);
  });
});
