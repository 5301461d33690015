import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  endlessBody,
  type FixtureSite,
  gzipped,
  redirectTo,
  slowBody,
  startFixtureSite,
} from '../../test/fixture-site.ts';
import { createSafeFetcher, type Resolve } from './safe-fetch.ts';

let site: FixtureSite;
const JOB_PAGE = '<html><head><title>Go developer</title></head><body><h1>Go developer</h1></body></html>';

beforeAll(async () => {
  site = await startFixtureSite({
    '/job.html': { body: JOB_PAGE },
    '/feed.json': { type: 'application/json', body: '{"jobs":[]}' },
    '/feed.xml': { type: 'application/rss+xml', body: '<rss><channel></channel></rss>' },
    '/doc.pdf': { type: 'application/pdf', body: '%PDF-1.7' },
    '/no-type': { type: '', body: '<h1>?</h1>' },
    '/gone': { status: 410, body: '<h1>Gone</h1>' },
    '/zipped.html': gzipped('<h1>Zipped</h1>'),
    '/cyrillic.html': {
      type: 'text/html',
      body: Buffer.concat([
        Buffer.from('<meta charset="windows-1251"><h1>'),
        Buffer.from([0xcf, 0xf0, 0xe8]),
        Buffer.from('</h1>'),
      ]),
    },
    '/declared-huge': { body: 'x', headers: { 'content-length': String(50 * 1024 * 1024) } },
    '/endless': endlessBody,
    '/slow': slowBody,
    '/to-metadata': redirectTo('http://169.254.169.254/latest/meta-data/'),
    '/to-private-ip': redirectTo('http://10.0.0.7/'),
    '/to-mapped-private': redirectTo('http://[::ffff:192.168.0.1]/'),
    '/to-intranet': redirectTo('/job.html'),
    '/to-ftp': redirectTo('ftp://example.org/jobs.txt'),
    '/loop': redirectTo('/loop'),
    '/hop-1': redirectTo('/hop-2', 301),
    '/hop-2': redirectTo('/job.html', 307),
  });
  // A redirect to a name whose DNS answer is private (fixed after the port is known).
  site.serve('/to-intranet', redirectTo(`http://intranet.test:${site.port}/job.html`));
});
afterAll(() => site.close());

/** The configuration of a test server; FETCH_ALLOW_LOOPBACK as each test needs it. */
const configWith = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });

/** Names only these tests know: fixtures.test is the site itself, intranet.test an office machine. */
const testResolve: Resolve = async (hostname) => {
  if (hostname === 'fixtures.test') return [{ address: '127.0.0.1', family: 4 }];
  if (hostname === 'intranet.test') return [{ address: '10.20.30.40', family: 4 }];
  if (hostname === 'split.test')
    return [
      { address: '127.0.0.1', family: 4 },
      { address: '192.168.7.7', family: 4 },
    ];
  throw Object.assign(new Error(`no such name: ${hostname}`), { code: 'ENOTFOUND' });
};

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return 'fetched';
};

describe('the safe fetcher, loopback refused (the default configuration)', () => {
  const fetchPage = createSafeFetcher(configWith(), { resolve: testResolve });
  const html = { accept: ['html'] as const };

  it('refuses the loopback site itself, by address and by a name resolving to it', async () => {
    expect(await refusal(fetchPage(site.url('/job.html'), html))).toBe('FETCH_ADDRESS_NOT_ALLOWED');
    expect(await refusal(fetchPage(`http://fixtures.test:${site.port}/job.html`, html))).toBe(
      'FETCH_ADDRESS_NOT_ALLOWED',
    );
  });

  it('refuses loopback in every spelling an URL allows', async () => {
    for (const url of [
      `http://[::1]:${site.port}/`,
      `http://[::ffff:127.0.0.1]:${site.port}/`,
      `http://2130706433:${site.port}/`,
      `http://0x7f.1:${site.port}/`,
      `http://0.0.0.0:${site.port}/`,
    ]) {
      expect(await refusal(fetchPage(url, html)), url).toBe('FETCH_ADDRESS_NOT_ALLOWED');
    }
    expect(site.requests).toEqual([]);
  });

  it('refuses localhost as the system resolver answers it', async () => {
    const systemFetch = createSafeFetcher(configWith());
    expect(await refusal(systemFetch(`http://localhost:${site.port}/job.html`, html))).toBe(
      'FETCH_ADDRESS_NOT_ALLOWED',
    );
  });

  it('refuses other schemes and what is not a URL', async () => {
    expect(await refusal(fetchPage('ftp://example.org/jobs.txt', html))).toBe('FETCH_SCHEME_NOT_ALLOWED');
    expect(await refusal(fetchPage('file:///etc/passwd', html))).toBe('FETCH_SCHEME_NOT_ALLOWED');
    expect(await refusal(fetchPage('javascript:alert(1)', html))).toBe('FETCH_SCHEME_NOT_ALLOWED');
    expect(await refusal(fetchPage('not a url', html))).toBe('FETCH_URL_INVALID');
  });

  it('says when a name does not resolve', async () => {
    expect(await refusal(fetchPage('http://nowhere.test/', html))).toBe('FETCH_HOST_NOT_FOUND');
  });
});

describe('the safe fetcher, with FETCH_ALLOW_LOOPBACK set for this test only', () => {
  const config = configWith({ FETCH_ALLOW_LOOPBACK: '1' });
  const fetchPage = createSafeFetcher(config, {
    resolve: testResolve,
    limits: { timeoutMs: 700, maxBytes: 64 * 1024 },
  });
  const html = { accept: ['html'] as const };

  it('fetches a fixture page, by address and by name', async () => {
    expect(await fetchPage(site.url('/job.html'), html)).toEqual({
      url: site.url('/job.html'),
      content_type: 'text/html',
      body: JOB_PAGE,
    });
    expect((await fetchPage(`http://fixtures.test:${site.port}/job.html`, html)).body).toBe(JOB_PAGE);
  });

  it('follows redirects within the cap and says where it ended', async () => {
    const page = await fetchPage(site.url('/hop-1'), html);
    expect(page.url).toBe(site.url('/job.html'));
    expect(await refusal(fetchPage(site.url('/loop'), html))).toBe('FETCH_TOO_MANY_REDIRECTS');
  });

  it('checks the address again on every redirect', async () => {
    expect(await refusal(fetchPage(site.url('/to-metadata'), html))).toBe('FETCH_ADDRESS_NOT_ALLOWED');
    expect(await refusal(fetchPage(site.url('/to-private-ip'), html))).toBe('FETCH_ADDRESS_NOT_ALLOWED');
    expect(await refusal(fetchPage(site.url('/to-mapped-private'), html))).toBe('FETCH_ADDRESS_NOT_ALLOWED');
    expect(await refusal(fetchPage(site.url('/to-intranet'), html))).toBe('FETCH_ADDRESS_NOT_ALLOWED');
    expect(await refusal(fetchPage(site.url('/to-ftp'), html))).toBe('FETCH_SCHEME_NOT_ALLOWED');
  });

  it('refuses a name with any private address among its answers', async () => {
    expect(await refusal(fetchPage(`http://split.test:${site.port}/job.html`, html))).toBe('FETCH_ADDRESS_NOT_ALLOWED');
  });

  it('refuses a body over the limit, declared or streamed', async () => {
    expect(await refusal(fetchPage(site.url('/declared-huge'), html))).toBe('FETCH_TOO_LARGE');
    expect(await refusal(fetchPage(site.url('/endless'), html))).toBe('FETCH_TOO_LARGE');
  });

  it('gives up on a slow body at the deadline', async () => {
    const started = Date.now();
    expect(await refusal(fetchPage(site.url('/slow'), html))).toBe('FETCH_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('takes only the media types the caller asks for', async () => {
    expect(await refusal(fetchPage(site.url('/doc.pdf'), html))).toBe('FETCH_CONTENT_TYPE_NOT_ALLOWED');
    expect(await refusal(fetchPage(site.url('/no-type'), html))).toBe('FETCH_CONTENT_TYPE_NOT_ALLOWED');
    expect(await refusal(fetchPage(site.url('/feed.json'), html))).toBe('FETCH_CONTENT_TYPE_NOT_ALLOWED');
    const feed = { accept: ['feed'] as const };
    expect((await fetchPage(site.url('/feed.json'), feed)).content_type).toBe('application/json');
    expect((await fetchPage(site.url('/feed.xml'), feed)).content_type).toBe('application/rss+xml');
    expect(await refusal(fetchPage(site.url('/job.html'), feed))).toBe('FETCH_CONTENT_TYPE_NOT_ALLOWED');
  });

  it('refuses an error status', async () => {
    expect(await refusal(fetchPage(site.url('/gone'), html))).toBe('FETCH_BAD_STATUS');
    expect(await refusal(fetchPage(site.url('/never-there'), html))).toBe('FETCH_BAD_STATUS');
  });

  it('inflates compressed pages and decodes the charset a page declares', async () => {
    expect((await fetchPage(site.url('/zipped.html'), html)).body).toBe('<h1>Zipped</h1>');
    expect((await fetchPage(site.url('/cyrillic.html'), html)).body).toContain('<h1>При</h1>');
  });
});

describe('the configuration', () => {
  it('refuses FETCH_ALLOW_LOOPBACK in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', FETCH_ALLOW_LOOPBACK: '1' })).toThrow(/FETCH_ALLOW_LOOPBACK/);
  });
});
