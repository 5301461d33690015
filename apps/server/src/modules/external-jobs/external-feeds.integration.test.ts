import { externalJobs } from '@hushwork/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../platform/logger.ts';
import { type FixtureSite, redirectTo, startFixtureSite } from '../../test/fixture-site.ts';
import { registerFromNewIp } from '../../test/identity-helpers.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { fetchExternalFeedsJob } from './fetch-feeds-job.ts';

const JSON_FEED = (title: string) =>
  JSON.stringify({
    jobs: [
      {
        url: 'https://board.example/jobs/rust-1',
        title,
        description: 'Systems work.\n\nRemote within Europe.',
        company: 'Ferrous Co',
        location: 'Remote, Europe',
        remote: true,
        salary_min: 6000,
        salary_max: 8000,
        currency: 'eur',
        published_at: '2026-11-01T08:00:00Z',
      },
      { url: 'javascript:alert(1)', title: 'Not a job' },
      { url: 'https://board.example/jobs/untitled', title: '  ' },
    ],
  });
const RSS = `<?xml version="1.0"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>
<title>Python Jobs Weekly</title>
<item><title>Django Developer</title><link>https://rss.example/jobs/django</link>
<description>&lt;p&gt;Build &lt;b&gt;APIs&lt;/b&gt;&lt;script&gt;x()&lt;/script&gt;&lt;/p&gt;</description>
<dc:creator>Snake Oil Ltd</dc:creator><pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate></item>
</channel></rss>`;

let t: TestApp;
let site: FixtureSite;
let admin: string;
const silent = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} } as unknown as Logger;

beforeAll(async () => {
  // Loopback allowed by this app's configuration only: the feeds are served from 127.0.0.1.
  t = await createTestApp({ FETCH_ALLOW_LOOPBACK: '1' });
  site = await startFixtureSite({
    '/jobs.json': { type: 'application/json', body: JSON_FEED('Rust Engineer') },
    '/jobs.rss': { type: 'application/rss+xml; charset=utf-8', body: RSS },
    '/brochure.pdf': { type: 'application/pdf', body: '%PDF' },
    '/to-metadata': redirectTo('http://169.254.169.254/latest/'),
    '/broken.json': { type: 'application/json', body: '{"jobs": nope' },
  });
  admin = (await signIn(t, 'admin')).token;
});
afterAll(() => site.close());

const { api } = testClient(() => t.app);
const addFeed = (url: string, name?: string) =>
  api(externalJobs.addExternalFeed, { token: admin, body: { url, ...(name ? { name } : {}) } });
const runJob = (config = t.config) =>
  fetchExternalFeedsJob.run({ database: t.database, clock: t.clock, logger: silent, config, registry: t.registry });
const feeds = async () => (await api(externalJobs.listExternalFeeds, { token: admin })).json().data.list;

describe('the feeds admins configure', () => {
  it('are for admins only', async () => {
    const worker = (await registerFromNewIp(t.app, { role_id: 1 })).token;
    const company = (await registerFromNewIp(t.app, { role_id: 2 })).token;
    expect((await api(externalJobs.listExternalFeeds, {})).statusCode).toBe(401);
    for (const token of [worker, company]) {
      expect((await api(externalJobs.listExternalFeeds, { token })).statusCode).toBe(403);
      const added = await api(externalJobs.addExternalFeed, { token, body: { url: site.url('/x') } });
      expect(added.statusCode).toBe(403);
      expect((await api(externalJobs.removeExternalFeed, { token, params: { id: 1 } })).statusCode).toBe(403);
    }
  });

  it('are added once each, with an http(s) address, named by their host unless named', async () => {
    const added = await addFeed(site.url('/jobs.json'));
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({
      url: site.url('/jobs.json'),
      name: '127.0.0.1',
      jobs_count: 0,
      last_fetched_at: null,
      last_error: null,
    });
    expect((await addFeed(site.url('/jobs.json'))).json().code).toBe('EXTERNAL_FEED_EXISTS');
    const ftp = await addFeed('ftp://example.org/jobs.xml');
    expect(ftp.json()).toMatchObject({ code: 'FETCH_SCHEME_NOT_ALLOWED', errors: { url: [expect.any(String)] } });
    expect((await addFeed('jobs please')).json().code).toBe('FETCH_URL_INVALID');
    expect((await addFeed('')).json().code).toBe('VALIDATION_FAILED');
  });

  it('are fetched by the queue’s job: items written by their URL, bad ones skipped, twice changing nothing', async () => {
    await addFeed(site.url('/jobs.rss'), 'Python Jobs Weekly');
    await runJob();
    await runJob();
    const list = (await api(externalJobs.listExternalJobs, { query: { search: 'rust' } })).json().data.list;
    expect(list).toEqual([
      expect.objectContaining({
        title: 'Rust Engineer',
        company: { name: 'Ferrous Co', slug: 'ferrous-co' },
        location: 'Remote, Europe',
        is_remote: true,
        salary_min: 6000,
        salary_max: 8000,
        currency: 'EUR',
        source: '127.0.0.1',
        published_at: '2026-11-01T08:00:00.000Z',
      }),
    ]);
    const page = (await api(externalJobs.getExternalJob, { params: { slug: list[0].slug } })).json().data;
    expect(page.description).toBe('<p>Systems work.</p><p>Remote within Europe.</p>');
    const django = (await api(externalJobs.listExternalJobs, { query: { source: 'Python Jobs Weekly' } })).json().data
      .list;
    expect(django).toEqual([
      expect.objectContaining({ title: 'Django Developer', company: { name: 'Snake Oil Ltd', slug: 'snake-oil-ltd' } }),
    ]);
    expect((await api(externalJobs.getExternalJob, { params: { slug: django[0].slug } })).json().data.description).toBe(
      '<p>Build <b>APIs</b></p>',
    );
    expect((await feeds()).map((feed: { jobs_count: number; last_error: null }) => feed.jobs_count)).toEqual([1, 1]);
  });

  it('update a job fetched before in place, keeping its page', async () => {
    const before = (await api(externalJobs.listExternalJobs, { query: { search: 'rust' } })).json().data.list[0];
    site.serve('/jobs.json', { type: 'application/json', body: JSON_FEED('Rust Engineer (Embedded)') });
    await runJob();
    const after = (await api(externalJobs.getExternalJob, { params: { slug: before.slug } })).json().data;
    expect(after).toMatchObject({ id: before.id, title: 'Rust Engineer (Embedded)' });
  });

  it('record each refusal of the safe fetcher on the feed, and go on with the others', async () => {
    await addFeed(site.url('/brochure.pdf'));
    await addFeed(site.url('/to-metadata'));
    await addFeed(site.url('/broken.json'));
    await runJob();
    const byUrl = Object.fromEntries(
      (await feeds()).map((feed: { url: string; last_error: string | null }) => [feed.url, feed.last_error]),
    );
    expect(byUrl).toEqual({
      [site.url('/jobs.json')]: null,
      [site.url('/jobs.rss')]: null,
      [site.url('/brochure.pdf')]: 'FETCH_CONTENT_TYPE_NOT_ALLOWED',
      [site.url('/to-metadata')]: 'FETCH_ADDRESS_NOT_ALLOWED',
      [site.url('/broken.json')]: 'FEED_UNREADABLE',
    });
  });

  it('are refused on loopback by a server whose configuration does not allow it', async () => {
    await runJob({ ...t.config, FETCH_ALLOW_LOOPBACK: undefined });
    const errors = (await feeds()).map((feed: { last_error: string | null }) => feed.last_error);
    expect(new Set(errors)).toEqual(new Set(['FETCH_ADDRESS_NOT_ALLOWED']));
  });

  it('are removed with the jobs they brought', async () => {
    const [json] = await feeds();
    const removed = await api(externalJobs.removeExternalFeed, { token: admin, params: { id: json.id } });
    expect(removed.json()).toEqual({ data: { ok: true } });
    expect((await api(externalJobs.listExternalJobs, { query: { search: 'rust' } })).json().data.total).toBe(0);
    const again = await api(externalJobs.removeExternalFeed, { token: admin, params: { id: json.id } });
    expect(again.json().code).toBe('EXTERNAL_FEED_NOT_FOUND');
  });

  it('are at most EXTERNAL_JOBS.feedsMax', async () => {
    const count = (await feeds()).length;
    for (let i = count; i < 50; i += 1) expect((await addFeed(`https://feeds.example/${i}.json`)).statusCode).toBe(201);
    expect((await addFeed('https://feeds.example/one-more.json')).json().code).toBe('EXTERNAL_FEEDS_LIMIT_REACHED');
  });
});
