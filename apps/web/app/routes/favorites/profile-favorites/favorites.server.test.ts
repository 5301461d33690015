import type { TUser } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test/render-header.tsx';
import { loadFavorites, submitFavorite } from './favorites.server.ts';

type Call = { path: string; method?: string; body?: unknown };
/** The API as the page's loader and action reach it, answering as the test says; calls are recorded. */
function contextOf(user: TUser | null, answer: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const context = {
    nonce: '',
    api: async (path: string, init?: { method?: string; body?: unknown }) => {
      const call = { path, method: init?.method, body: init?.body };
      calls.push(call);
      return { ...answer(call), headers: {} };
    },
    currentUser: async () => user,
    reportError: () => {},
    publicConfig: { telegramChannelUrl: null, publicUrl: 'http://x' },
  } as unknown as AppLoadContext;
  return { context, calls };
}

const page = (overrides: object = {}) => ({
  status: 200,
  body: {
    data: { list: [], total: 0, page: 1, pages: 1, counts: { vacancy: 0, candidate: 0, company: 0 }, ...overrides },
  },
});
const worker = testUser({ role_id: 1 });
/** What a loader or action threw: the redirect's status and target. */
async function thrown(promise: Promise<unknown>) {
  const response = (await promise.then(
    () => null,
    (error: unknown) => error,
  )) as Response | null;
  return response && { status: response.status, location: response.headers.get('location') };
}

describe('the favorites page loader', () => {
  it('asks the API for the tab and page in the address, in the page’s language', async () => {
    const { context, calls } = contextOf(worker, () =>
      page({ total: 3, list: [{ type: 'company', id: 4, created_at: '2026-01-01T00:00:00.000Z', card: null }] }),
    );
    const data = await loadFavorites({
      request: new Request('http://x/uk/profile/favorites?type=company&page=2'),
      params: { lang: 'uk' },
      context,
    });
    expect(calls.map((call) => call.path)).toEqual(['/api/favorites?type=company&page=2']);
    expect(data.type).toBe('company');
  });

  it('sends a page past the last one to the last page, and a tab that is not one to all favorites', async () => {
    const { context } = contextOf(worker, () => page({ total: 25, page: 9, pages: 2 }));
    const past = loadFavorites({ request: new Request('http://x/profile/favorites?page=9'), params: {}, context });
    expect(await thrown(past)).toEqual({ status: 302, location: '/profile/favorites?page=2' });
    const badTab = loadFavorites({
      request: new Request('http://x/pl/profile/favorites?type=recipe'),
      params: { lang: 'pl' },
      context,
    });
    expect(await thrown(badTab)).toEqual({ status: 302, location: '/pl/profile/favorites' });
  });

  it('sends a guest to sign in and an admin to their own profile', async () => {
    const guest = contextOf(null, () => page());
    const toLogin = await thrown(
      loadFavorites({ request: new Request('http://x/profile/favorites'), params: {}, context: guest.context }),
    );
    expect(toLogin?.location).toBe('/login?redirect=%2Fprofile%2Ffavorites');
    const admin = contextOf(testUser({ role_id: 3 }), () => page());
    const toAdmin = await thrown(
      loadFavorites({ request: new Request('http://x/profile/favorites'), params: {}, context: admin.context }),
    );
    expect(toAdmin?.location).toBe('/admin/profile');
    expect(admin.calls).toEqual([]);
  });
});

describe('the favorites page action', () => {
  const post = (fields: Record<string, string>) =>
    new Request('http://x/profile/favorites', { method: 'POST', body: new URLSearchParams(fields) });
  const saved = { status: 200, body: { data: { type: 'company', id: 4, is_favorite: true, favorites_count: 1 } } };

  it('saves through POST favorites and forgets through DELETE favorites', async () => {
    const { context, calls } = contextOf(worker, () => saved);
    const added = await submitFavorite({
      request: post({ intent: 'add', type: 'company', id: '4' }),
      params: {},
      context,
    });
    expect(added).toEqual({ ok: true, message: null, favorite: saved.body.data });
    await submitFavorite({ request: post({ intent: 'remove', type: 'company', id: '4' }), params: {}, context });
    expect(calls).toEqual([
      { path: '/api/favorites', method: 'POST', body: { type: 'company', id: 4 } },
      { path: '/api/favorites?type=company&id=4', method: 'DELETE', body: undefined },
    ]);
  });

  it('goes back to the page a post without JavaScript came from, but never to another site', async () => {
    const { context } = contextOf(worker, () => saved);
    const back = submitFavorite({
      request: post({ intent: 'add', type: 'company', id: '4', redirect: '/uk/company/acme' }),
      params: {},
      context,
    });
    expect(await thrown(back)).toEqual({ status: 302, location: '/uk/company/acme' });
    for (const redirect of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const answer = await submitFavorite({
        request: post({ intent: 'add', type: 'company', id: '4', redirect }),
        params: {},
        context,
      });
      expect(answer).toMatchObject({ ok: true });
    }
  });

  it('shows the API’s refusal in its words, and sends nothing for a form that is not one', async () => {
    const refusal = { status: 404, body: { code: 'FAVORITE_TARGET_NOT_FOUND', message: 'Nie znaleźliśmy tego.' } };
    const { context, calls } = contextOf(worker, () => refusal);
    const answer = await submitFavorite({
      request: post({ intent: 'add', type: 'company', id: '4' }),
      params: { lang: 'pl' },
      context,
    });
    expect(answer).toEqual({ ok: false, message: 'Nie znaleźliśmy tego.', favorite: null });
    const broken = await submitFavorite({
      request: post({ intent: 'steal', type: 'company', id: 'x' }),
      params: {},
      context,
    });
    expect(broken).toMatchObject({ ok: false });
    expect(calls).toHaveLength(1);
  });
});
