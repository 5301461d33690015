import type { TUser } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readFlash } from '../../../lib/flash.server.ts';
import { testUser } from '../../../test/render-header.tsx';
import { loadExternalFeeds, submitExternalFeeds } from './external-feeds.server.ts';

type Call = { path: string; method?: string; body?: unknown; locale?: string };
type Answer = { status: number; body: unknown };
/** The API as the page's loader and action reach it, answering as the test says; calls are recorded. */
function contextOf(user: TUser | null, answer: (call: Call) => Answer) {
  const calls: Call[] = [];
  const context = {
    nonce: '',
    api: async (path: string, init?: { method?: string; body?: unknown; locale?: string }) => {
      const call = { path, method: init?.method, body: init?.body, locale: init?.locale };
      calls.push(call);
      return { ...answer(call), headers: {} };
    },
    currentUser: async () => user,
    reportError: () => {},
    publicConfig: { telegramChannelUrl: null, publicUrl: 'http://x' },
  } as unknown as AppLoadContext;
  return { context, calls };
}

const admin = testUser({ role_id: 3 });
const worker = testUser({ role_id: 1 });
const feed = (overrides: object = {}) => ({
  id: 7,
  url: 'https://jobs.example.org/feed.json',
  name: 'jobs.example.org',
  jobs_count: 12,
  last_fetched_at: '2026-11-20T08:00:00.000Z',
  last_error: null,
  created_at: '2026-11-01T08:00:00.000Z',
  ...overrides,
});
const listed = (...feeds: object[]): Answer => ({ status: 200, body: { data: { list: feeds } } });
const post = (fields: Record<string, string>, path = '/admin/external-feeds') =>
  new Request(`http://x${path}`, { method: 'POST', body: new URLSearchParams(fields) });
/** What a loader or action threw: the redirect's status, target and the toast it carries. */
async function thrown(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => null,
    (caught: unknown) => caught,
  )) as { status?: number; headers?: Headers; init?: { status?: number } } | null;
  const cookie = error?.headers?.get?.('set-cookie')?.split(';')[0];
  return (
    error && {
      status: error.status ?? error.init?.status,
      location: error.headers?.get?.('location') ?? null,
      toast: cookie ? readFlash(new Request('http://x', { headers: { cookie } })) : null,
    }
  );
}

describe('the external feeds page loader', () => {
  it('lists the feeds in the page’s language, the last fetch’s refusal in words', async () => {
    const { context, calls } = contextOf(admin, () => listed(feed(), feed({ id: 8, last_error: 'FETCH_TIMEOUT' })));
    const data = await loadExternalFeeds({
      request: new Request('http://x/uk/admin/external-feeds'),
      params: { lang: 'uk' },
      context,
    });
    expect(calls).toEqual([{ path: '/api/external-jobs/feeds', method: 'GET', body: undefined, locale: 'uk' }]);
    expect(data.feeds.map((row) => row.last_error_text)).toEqual([null, expect.stringMatching(/\S/)]);
    expect(data.feeds[1]?.last_error_text).not.toContain('FETCH_TIMEOUT');
    expect(data.confirming).toBeNull();
  });

  it('asks to confirm the removal of a listed feed only', async () => {
    const { context } = contextOf(admin, () => listed(feed()));
    const asked = (query: string) =>
      loadExternalFeeds({ request: new Request(`http://x/admin/external-feeds${query}`), params: {}, context });
    expect((await asked('?remove=7')).confirming).toBe(7);
    expect((await asked('?remove=99')).confirming).toBeNull();
    expect((await asked('?remove=abc')).confirming).toBeNull();
  });

  it('sends a guest to sign in and keeps a worker out without asking the API', async () => {
    const guest = contextOf(null, () => listed());
    const toLogin = await thrown(
      loadExternalFeeds({ request: new Request('http://x/admin/external-feeds'), params: {}, context: guest.context }),
    );
    expect(toLogin?.location).toBe('/login?redirect=%2Fadmin%2Fexternal-feeds');
    const other = contextOf(worker, () => listed());
    const away = await thrown(
      loadExternalFeeds({ request: new Request('http://x/admin/external-feeds'), params: {}, context: other.context }),
    );
    expect(away?.status).toBe(302);
    expect(away?.location).not.toContain('/admin');
    expect([...guest.calls, ...other.calls]).toEqual([]);
  });
});

describe('the external feeds page action', () => {
  it('adds a feed with the typed address and name, says so and empties the form', async () => {
    const { context, calls } = contextOf(admin, () => ({ status: 201, body: { data: feed({ name: 'Example' }) } }));
    const result = await submitExternalFeeds({
      request: post({ intent: 'add', url: ' https://jobs.example.org/feed.json ', name: 'Example' }),
      params: {},
      context,
    });
    expect(calls[0]).toMatchObject({
      path: '/api/external-jobs/feeds',
      method: 'POST',
      body: { url: 'https://jobs.example.org/feed.json', name: 'Example' },
    });
    expect(result).toMatchObject({ intent: 'add', added: 'Example', reply: { initialValue: null } });
  });

  it('shows a refusal on the address under it, and one no field owns above the form', async () => {
    const scheme = contextOf(admin, () => ({
      status: 422,
      body: {
        code: 'FETCH_SCHEME_NOT_ALLOWED',
        message: 'Only http:// and https:// addresses can be fetched',
        errors: { url: ['Only http:// and https:// addresses can be fetched'] },
      },
    }));
    const onField = await submitExternalFeeds({
      request: post({ intent: 'add', url: 'ftp://jobs.example.org/feed' }),
      params: {},
      context: scheme.context,
    });
    expect(onField.intent === 'add' && onField.reply.error).toEqual({
      url: ['Only http:// and https:// addresses can be fetched'],
    });
    const exists = contextOf(admin, () => ({
      status: 409,
      body: { code: 'EXTERNAL_FEED_EXISTS', message: 'This feed is already in the list.' },
    }));
    const onForm = await submitExternalFeeds({
      request: post({ intent: 'add', url: 'https://jobs.example.org/feed.json' }),
      params: {},
      context: exists.context,
    });
    expect(onForm.intent === 'add' && onForm.reply.error).toEqual({ '': ['This feed is already in the list.'] });
  });

  it('refuses an empty address in the page’s language without calling the API', async () => {
    const { context, calls } = contextOf(admin, () => ({ status: 500, body: null }));
    const result = await submitExternalFeeds({
      request: post({ intent: 'add', url: '  ' }, '/de/admin/external-feeds'),
      params: { lang: 'de' },
      context,
    });
    expect(calls).toEqual([]);
    const error = result.intent === 'add' ? result.reply.error?.url?.[0] : undefined;
    expect(error).toMatch(/\S/);
    expect(error).not.toContain('validation:');
  });

  it('removes a feed by its id and goes back to the list with a toast naming it, or one with the refusal', async () => {
    const ok = contextOf(admin, () => ({ status: 200, body: { data: { ok: true } } }));
    const removed = await thrown(
      submitExternalFeeds({
        request: post({ intent: 'remove', id: '7', name: 'jobs.example.org' }, '/uk/admin/external-feeds'),
        params: { lang: 'uk' },
        context: ok.context,
      }),
    );
    expect(ok.calls[0]).toMatchObject({ path: '/api/external-jobs/feeds/7', method: 'DELETE' });
    expect(removed).toMatchObject({ location: '/uk/admin/external-feeds' });
    expect(removed?.toast).toMatchObject({ tone: 'success', text: expect.stringContaining('jobs.example.org') });
    const gone = contextOf(admin, () => ({
      status: 404,
      body: { code: 'EXTERNAL_FEED_NOT_FOUND', message: 'This feed could not be found.' },
    }));
    const refused = await thrown(
      submitExternalFeeds({
        request: post({ intent: 'remove', id: '7', name: 'x' }),
        params: {},
        context: gone.context,
      }),
    );
    expect(refused?.toast).toEqual(expect.objectContaining({ tone: 'error', text: 'This feed could not be found.' }));
  });

  it('refuses a worker, and a post that is neither adding nor removing', async () => {
    const other = contextOf(worker, () => ({ status: 200, body: {} }));
    const away = await thrown(
      submitExternalFeeds({ request: post({ intent: 'remove', id: '7' }), params: {}, context: other.context }),
    );
    expect(away?.status).toBe(302);
    expect(other.calls).toEqual([]);
    const { context } = contextOf(admin, () => ({ status: 200, body: {} }));
    expect(
      (await thrown(submitExternalFeeds({ request: post({ intent: 'rename' }), params: {}, context })))?.status,
    ).toBe(400);
    expect(
      (await thrown(submitExternalFeeds({ request: post({ intent: 'remove', id: 'x' }), params: {}, context })))
        ?.status,
    ).toBe(400);
  });
});
