import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newIp, registerFromNewIp } from '../../test/identity-helpers.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { createExternalJob } from './external-job.factory.ts';
import type { ExternalJobRow } from './external-job.repo.ts';
import { external_job_applications } from './external-jobs.schema.ts';

let t: TestApp;
let go: ExternalJobRow;
let kotlin: ExternalJobRow;
let plain: ExternalJobRow;
const now = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  go = await createExternalJob(db, {
    url: 'https://remote-board.example/jobs/go-1',
    title: 'Senior Go Engineer',
    description: '<p>Payments on <strong>Kubernetes</strong>.</p><script>alert(1)</script>',
    company: 'Faraway Labs',
    location: 'Berlin, Germany',
    is_remote: true,
    salary_min: 5000,
    salary_max: 7000,
    currency: 'EUR',
    published_at: '2026-11-19T09:00:00Z',
    source: 'remote-board.example',
    now,
  });
  kotlin = await createExternalJob(db, {
    url: 'https://eurojobs.example/jobs/kotlin',
    title: 'Android Developer (Kotlin)',
    company: 'Faraway Labs',
    location: 'Warsaw, Poland',
    is_remote: false,
    published_at: '2026-11-18T09:00:00Z',
    source: 'eurojobs.example',
    now,
  });
  plain = await createExternalJob(db, {
    url: 'https://eurojobs.example/jobs/qa',
    title: 'QA Engineer',
    company: 'Nearby Soft',
    location: null,
    is_remote: false,
    published_at: '2026-11-17T09:00:00Z',
    source: 'eurojobs.example',
    now,
  });
});

const { call } = testClient(() => t.app);
const tokenOf = async (role: 1 | 2) => (await registerFromNewIp(t.app, { role_id: role })).token;
const adminToken = async () => (await signIn(t, 'admin')).token;
const slugsOf = async (query: string) =>
  ((await call(`/api/external-jobs${query}`)).json().data.list as { slug: string }[]).map((job) => job.slug);

describe('GET /api/external-jobs', () => {
  it('lists external jobs newest first, as cards, to anyone', async () => {
    const answer = await call('/api/external-jobs');
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    expect(data).toMatchObject({ total: 3, page: 1, pages: 1, sources: ['eurojobs.example', 'remote-board.example'] });
    expect(data.list.map((job: { id: number }) => job.id)).toEqual([go.id, kotlin.id, plain.id]);
    expect(data.list[0]).toEqual({
      id: go.id,
      slug: go.slug,
      title: 'Senior Go Engineer',
      excerpt: 'Payments on Kubernetes.',
      company: { name: 'Faraway Labs', slug: 'faraway-labs' },
      location: 'Berlin, Germany',
      is_remote: true,
      salary_min: 5000,
      salary_max: 7000,
      currency: 'EUR',
      source: 'remote-board.example',
      published_at: '2026-11-19T09:00:00.000Z',
    });
    expect(go.slug).toMatch(/^senior-go-engineer-[0-9a-f]{8}$/);
  });

  it('searches the title, company and description, and filters by remote, salary, company and source', async () => {
    expect(await slugsOf('?search=kubernetes')).toEqual([go.slug]);
    expect(await slugsOf('?search=Nearby')).toEqual([plain.slug]);
    expect(await slugsOf('?search=%21%21')).toHaveLength(3);
    expect(await slugsOf('?remote=1')).toEqual([go.slug]);
    expect(await slugsOf('?remote=0')).toEqual([kotlin.slug, plain.slug]);
    expect(await slugsOf('?with_salary=1')).toEqual([go.slug]);
    expect(await slugsOf('?company=faraway-labs')).toEqual([go.slug, kotlin.slug]);
    expect(await slugsOf('?source=eurojobs.example&company=')).toEqual([kotlin.slug, plain.slug]);
    expect(await slugsOf('?page=2')).toEqual([]);
  });

  it('refuses a bad page, company slug or an overlong search', async () => {
    for (const query of ['?page=0', '?page=abc', '?company=Not%20A%20Slug', `?search=${'a'.repeat(101)}`]) {
      const answer = await call(`/api/external-jobs${query}`);
      expect(answer.statusCode, query).toBe(422);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/external-jobs/info/{slug}', () => {
  it('answers the job with its sanitized description and its company’s rating', async () => {
    const answer = await call(`/api/external-jobs/info/${go.slug}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      id: go.id,
      description: '<p>Payments on <strong>Kubernetes</strong>.</p>',
      url: 'https://remote-board.example/jobs/go-1',
      rating: { company: { name: 'Faraway Labs', slug: 'faraway-labs' }, average: null, count: 0, my_rating: null },
    });
  });

  it('answers 404 for an unknown job and 422 for a malformed slug', async () => {
    expect((await call('/api/external-jobs/info/no-such-job')).json()).toMatchObject({
      code: 'EXTERNAL_JOB_NOT_FOUND',
    });
    expect((await call('/api/external-jobs/info/Bad_Slug')).statusCode).toBe(422);
  });
});

describe('POST /api/external-jobs/quick-apply/{vacancy}', () => {
  const applications = async (jobId: number) =>
    (
      await t.database.db
        .select({ total: count() })
        .from(external_job_applications)
        .where(eq(external_job_applications.external_job_id, jobId))
    )[0]?.total;

  it('records a signed-in job seeker once and answers the job’s own address', async () => {
    const worker = await tokenOf(1);
    const path = `/api/external-jobs/quick-apply/${kotlin.id}`;
    const first = await call(path, { method: 'POST', token: worker, payload: {} });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { url: 'https://eurojobs.example/jobs/kotlin' } });
    await call(path, { method: 'POST', token: worker, payload: { email: 'ignored@example.com' } });
    expect(await applications(kotlin.id)).toBe(1);
  });

  it('records a guest under the e-mail given, and asks a guest without one for it', async () => {
    const path = `/api/external-jobs/quick-apply/${plain.id}`;
    const missing = await call(path, { method: 'POST', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: 'EXTERNAL_APPLY_EMAIL_REQUIRED',
      errors: { email: expect.any(Array) },
    });
    const bad = await call(path, { method: 'POST', payload: { email: 'not-an-address' } });
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    const went = await call(path, { method: 'POST', payload: { email: 'Guest@Example.com' } });
    expect(went.json()).toEqual({ data: { url: 'https://eurojobs.example/jobs/qa' } });
    await call(path, { method: 'POST', payload: { email: 'guest@example.com' } });
    expect(await applications(plain.id)).toBe(1);
  });

  it('is not for company accounts or admins, and answers 404 for an unknown job', async () => {
    const path = `/api/external-jobs/quick-apply/${go.id}`;
    expect((await call(path, { method: 'POST', token: await tokenOf(2), payload: {} })).statusCode).toBe(403);
    expect((await call(path, { method: 'POST', token: await adminToken(), payload: {} })).statusCode).toBe(403);
    const unknown = await call('/api/external-jobs/quick-apply/999999', {
      method: 'POST',
      token: await tokenOf(1),
      payload: {},
    });
    expect(unknown.json()).toMatchObject({ code: 'EXTERNAL_JOB_NOT_FOUND' });
    expect((await call('/api/external-jobs/quick-apply/abc', { method: 'POST', payload: {} })).statusCode).toBe(422);
  });

  it('limits clicks per address', async () => {
    const ip = newIp();
    const path = `/api/external-jobs/quick-apply/${go.id}`;
    for (let i = 0; i < 30; i += 1) {
      const answer = await call(path, { method: 'POST', payload: { email: `many-${i}@example.com` }, ip });
      expect(answer.statusCode).toBe(200);
    }
    expect((await call(path, { method: 'POST', payload: { email: 'one-more@example.com' }, ip })).statusCode).toBe(429);
  });
});

describe('POST /api/external-jobs/company/{slug}/rating', () => {
  const rate = (slug: string, rating: unknown, token?: string) =>
    call(`/api/external-jobs/company/${slug}/rating`, { method: 'POST', token, payload: { rating } });

  it('keeps one rating per account, answers the average, and shows the reader their own', async () => {
    const worker = await tokenOf(1);
    expect((await rate('faraway-labs', 4, worker)).json()).toEqual({
      data: { company: { name: 'Faraway Labs', slug: 'faraway-labs' }, average: 4, count: 1, my_rating: 4 },
    });
    const company = await tokenOf(2);
    expect((await rate('faraway-labs', 1, company)).json().data).toMatchObject({
      average: 2.5,
      count: 2,
      my_rating: 1,
    });
    expect((await rate('faraway-labs', 5, worker)).json().data).toMatchObject({ average: 3, count: 2, my_rating: 5 });
    const page = await call(`/api/external-jobs/info/${kotlin.slug}`, { token: worker });
    expect(page.json().data.rating).toEqual({
      company: { name: 'Faraway Labs', slug: 'faraway-labs' },
      average: 3,
      count: 2,
      my_rating: 5,
    });
    expect((await call(`/api/external-jobs/info/${kotlin.slug}`)).json().data.rating.my_rating).toBeNull();
    expect((await rate('faraway-labs', 3, await adminToken())).json().data.count).toBe(3);
  });

  it('asks a guest to sign in, and refuses a rating outside 1–5 or an unknown company', async () => {
    expect((await rate('faraway-labs', 4)).statusCode).toBe(401);
    const worker = await tokenOf(1);
    for (const rating of [0, 6, 2.5, 'five']) {
      const answer = await rate('faraway-labs', rating, worker);
      expect(answer.statusCode, String(rating)).toBe(422);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await rate('no-such-company', 4, worker)).json()).toMatchObject({ code: 'EXTERNAL_COMPANY_NOT_FOUND' });
  });
});
