import type { THire, TSentOffer } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isHiringPost, loadEmployerHirings, submitEmployerHiring } from './hirings.server.ts';

const hire = (changes: Partial<THire> = {}): THire => ({
  id: 3,
  offer_id: 8,
  vacancy: { id: 4, title: 'Backend engineer' },
  fee: { amount: 50_000, currency: 'USD' },
  pay_status: 'UnPaid',
  order: null,
  due_at: '2026-06-01T00:00:00.000Z',
  is_overdue: false,
  created_at: '2026-05-01T00:00:00.000Z',
  ...changes,
});
const offer = { id: 8, vacancy: { id: 4, slug: 'backend', title: 'Backend engineer' }, candidate: null } as TSentOffer;

type Call = { path: string; method?: string; body?: unknown };
type Answer = { status: number; body: unknown };
/** The API as the tab reaches it: each path (with its method for posts) answered as the test says. */
function contextOf(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  const context = {
    nonce: '',
    api: async (path: string, init?: { method?: string; body?: unknown }) => {
      calls.push({ path, method: init?.method, body: init?.body });
      const answer = answers[`${init?.method ?? 'GET'} ${path}`];
      return { ...(answer ?? { status: 500, body: {} }), headers: {} };
    },
    currentUser: async () => null,
    reportError: () => {},
    publicConfig: {
      telegramChannelUrl: null,
      publicUrl: 'http://x',
      flags: { companyPremium: true, community: false },
    },
  } as unknown as AppLoadContext;
  return { context, calls };
}
const ok = (data: unknown, status = 200) => ({ status, body: { data } });
const listed = (hires: THire[], offers: TSentOffer[] = []) => ({
  'GET /api/successful-hiring': ok({ list: hires, has_overdue: false }),
  'GET /api/successful-hiring/candidates': ok({ list: offers }),
});
const get = (path: string) => new Request(`http://x${path}`);
const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://x${path}`, { method: 'POST', body: new URLSearchParams(fields) });
const thrownBy = async (promise: Promise<unknown>) => (await promise.catch((error: unknown) => error)) as Response;
const toastOf = (response: Response) => {
  const cookie = /hw_flash=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return JSON.parse(decodeURIComponent(cookie)) as { tone: string; text: string };
};
const uk = { lang: 'uk' };

describe('the hirings tab’s loader', () => {
  it('reads the reported hires and the accepted offers still to report', async () => {
    const { context, calls } = contextOf(listed([hire()], [offer]));
    const tab = await loadEmployerHirings({ request: get('/profile/employer/hirings'), params: {}, context });
    expect(calls.map((call) => call.path)).toEqual(['/api/successful-hiring', '/api/successful-hiring/candidates']);
    expect(tab).toEqual({ hires: [hire()], has_overdue: false, offers: [offer], withdrawing: null });
  });

  it('asks about withdrawing only a hire nothing was paid for', async () => {
    const hires = [hire(), hire({ id: 5, pay_status: 'Paid' })];
    const load = (query: string) =>
      loadEmployerHirings({
        request: get(`/profile/employer/hirings${query}`),
        params: {},
        context: contextOf(listed(hires)).context,
      });
    expect((await load('?withdraw=3'))?.withdrawing).toBe(3);
    expect((await load('?withdraw=5'))?.withdrawing).toBeNull();
    expect((await load('?withdraw=x'))?.withdrawing).toBeNull();
  });

  it('shows an employer outside a team no hirings instead of failing', async () => {
    const { context } = contextOf({
      'GET /api/successful-hiring': { status: 403, body: { code: 'COMPANY_REQUIRED', message: '' } },
    });
    expect(await loadEmployerHirings({ request: get('/profile/employer/hirings'), params: {}, context })).toBeNull();
  });
});

describe('the hirings tab’s posts', () => {
  it('tells its own posts from the subscriptions tab’s and leaves the body to read', async () => {
    const request = post('/profile/employer/hirings', { intent: 'pay', id: '3' });
    expect(await isHiringPost(request)).toBe(true);
    expect((await request.formData()).get('id')).toBe('3');
    expect(await isHiringPost(post('/profile/employer/subscriptions', { intent: 'cancel', id: '1' }))).toBe(false);
  });

  it('pays a hire on the payment page, which leads back to the tab', async () => {
    const { context, calls } = contextOf({ 'POST /api/successful-hiring/3/pay': ok({ order: { id: 42 } }, 201) });
    const response = await thrownBy(
      submitEmployerHiring({
        request: post('/uk/profile/employer/hirings', { intent: 'pay', id: '3' }),
        params: uk,
        context,
      }),
    );
    expect(calls[0]).toMatchObject({ method: 'POST', body: {} });
    expect(response.headers.get('location')).toBe(
      `/uk/payment?order=42&redirect=${encodeURIComponent('/uk/profile/employer/hirings')}`,
    );
  });

  it('gives a member’s refused payment back as a toast', async () => {
    const refusal = { code: 'OWNER_ONLY', message: 'Only the owner pays' };
    const { context } = contextOf({ 'POST /api/successful-hiring/3/pay': { status: 403, body: refusal } });
    const response = await thrownBy(
      submitEmployerHiring({
        request: post('/profile/employer/hirings', { intent: 'pay', id: '3' }),
        params: {},
        context,
      }),
    );
    expect(response.headers.get('location')).toBe('/profile/employer/hirings');
    expect(toastOf(response)).toEqual({ tone: 'error', text: 'Only the owner pays' });
  });

  it('withdraws a hire and names it in the toast', async () => {
    const { context, calls } = contextOf({ 'DELETE /api/successful-hiring/3': ok({ ok: true }) });
    const fields = { intent: 'withdraw', id: '3', title: 'Backend engineer' };
    const response = await thrownBy(
      submitEmployerHiring({ request: post('/profile/employer/hirings', fields), params: {}, context }),
    );
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/api/successful-hiring/3' });
    expect(toastOf(response)).toMatchObject({ tone: 'success', text: expect.stringContaining('Backend engineer') });
  });

  it('refuses a post it does not know', async () => {
    const { context } = contextOf({});
    const response = await thrownBy(
      submitEmployerHiring({
        request: post('/profile/employer/hirings', { intent: 'pay', id: 'x' }),
        params: {},
        context,
      }),
    );
    expect(response.status).toBe(400);
  });
});
