import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://hushwork.example' });
});

describe('sitemaps and robots', () => {
  it('serves a sitemap index pointing at each domain sitemap', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<sitemapindex');
    expect(response.body).toContain('<loc>https://hushwork.example/sitemaps/pages.xml</loc>');
  });

  it('lists public pages in every language with hreflang alternates', async () => {
    const body = (await t.app.inject({ url: '/sitemaps/pages.xml' })).body;
    expect(body).toContain('<loc>https://hushwork.example/uk/contact</loc>');
    expect(body).toContain('hreflang="de" href="https://hushwork.example/de/sitemap"');
    expect(body).not.toContain('/en/');
    // The public pricing, turbo and the resume builder's landing: pages for guests that search engines should find.
    for (const path of [
      '/subscriptions',
      '/subscriptions/growth',
      '/subscriptions/scale',
      '/turbo-1',
      '/resume-builder',
    ])
      expect(body).toContain(`<loc>https://hushwork.example/pl${path}</loc>`);
  });

  it('keeps crawlers out of private areas and names the sitemap', async () => {
    const body = (await t.app.inject({ url: '/robots.txt' })).body;
    expect(body).toContain('Disallow: /profile');
    expect(body).toContain('Disallow: /admin');
    expect(body).toContain('Sitemap: https://hushwork.example/sitemap.xml');
  });

  it('sends HSTS when the public address is https', async () => {
    expect((await t.app.inject({ url: '/api/health' })).headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('without PUBLIC_URL', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp({ PUBLIC_URL: '', PORT: '4321' }, { database: t.database });
  });

  it('names the site by its configured address, never by a forged Host header', async () => {
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    for (const url of ['/sitemap.xml', '/sitemaps/pages.xml', '/robots.txt']) {
      const body = (await local.app.inject({ url, headers })).body;
      expect(body, url).not.toContain('evil.example');
      expect(body, url).toContain('http://localhost:4321/');
    }
  });
});

describe('the static pages’ lastmod', () => {
  let built: TestApp;
  let buildDir: string;
  const builtAt = new Date('2026-10-05T08:30:00.000Z');
  beforeAll(async () => {
    buildDir = await mkdtemp(join(tmpdir(), 'hushwork-web-build-'));
    await mkdir(join(buildDir, 'server'));
    await writeFile(join(buildDir, 'server', 'index.js'), 'export {};\n');
    await utimes(join(buildDir, 'server', 'index.js'), builtAt, builtAt);
    built = await createTestApp(
      { PUBLIC_URL: 'https://hushwork.example', WEB_BUILD_DIR: buildDir },
      { database: t.database },
    );
  });
  afterAll(() => rm(buildDir, { recursive: true, force: true }));

  it('is when the web build serving them was made, for every page in every language', async () => {
    const body = (await built.app.inject({ url: '/sitemaps/pages.xml' })).body;
    const entries = body.match(/<url>[\s\S]*?<\/url>/g) ?? [];
    expect(entries).toHaveLength(9 * 5);
    for (const entry of entries) expect(entry).toContain('<lastmod>2026-10-05T08:30:00.000Z</lastmod>');
  });

  it('is left out without a build', async () => {
    const bare = await createTestApp(
      { PUBLIC_URL: 'https://hushwork.example', WEB_BUILD_DIR: join(buildDir, 'missing') },
      { database: t.database },
    );
    const body = (await bare.app.inject({ url: '/sitemaps/pages.xml' })).body;
    expect(body).toContain('<loc>https://hushwork.example/uk/contact</loc>');
    expect(body).not.toContain('<lastmod>');
  });
});
