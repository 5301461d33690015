import type { TSubscription } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { submitBillingDetails } from './billing-details.server.ts';
import { loadEmployerSubscriptions, submitEmployerSubscription } from './subscriptions.server.ts';

const usd = (amount: number) => ({ amount, currency: 'USD' as const });
const premium = (changes: Partial<TSubscription> = {}): TSubscription => ({
  id: 5,
  product: 'company_premium',
  tariff: null,
  period: 'month',
  subject_id: null,
  title: 'Company premium · monthly',
  status: 'active',
  amount: usd(3_000),
  current_period_end: '2026-06-01T00:00:00.000Z',
  cancel_at_period_end: false,
  created_at: '2026-05-01T00:00:00.000Z',
  ...changes,
});
const DETAILS = { legal_name: 'Acme', address: '', vat_id: '', updated_at: null };
const orders = (changes: object = {}) => ({ list: [], total: 0, page: 1, pages: 1, ...changes });

type Call = { path: string; method?: string; body?: unknown };
type Answer = { status: number; body: unknown };
/** The API as the tab's loader and action reach it: subscriptions and orders answered as the test says. */
function contextOf(answers: { subscriptions?: Answer; orders?: Answer; change?: Answer; details?: Answer }) {
  const calls: Call[] = [];
  const context = {
    nonce: '',
    api: async (path: string, init?: { method?: string; body?: unknown }) => {
      calls.push({ path, method: init?.method, body: init?.body });
      const answer = path.startsWith('/api/me/orders')
        ? answers.orders
        : path === '/api/me/billing-details'
          ? (answers.details ?? ok(DETAILS))
          : init?.method === 'GET' || init?.method === undefined
            ? answers.subscriptions
            : answers.change;
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
const ok = (data: unknown) => ({ status: 200, body: { data } });
const get = (path: string) => new Request(`http://x${path}`);
const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://x${path}`, { method: 'POST', body: new URLSearchParams(fields) });
/** What a loader or action threw: its status, where it leads, and the toast it leaves for that page. */
async function thrown(promise: Promise<unknown>) {
  const response = (await promise.then(
    () => null,
    (error: unknown) => error,
  )) as Response | null;
  return response && { status: response.status, location: response.headers.get('location') };
}
const toastOf = async (promise: Promise<unknown>) => {
  const response = (await promise.catch((error: unknown) => error)) as Response;
  const cookie = /hw_flash=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return JSON.parse(decodeURIComponent(cookie)) as { tone: string; text: string };
};

describe('the subscriptions tab’s loader', () => {
  it('reads the subscriptions and the page of orders in the address, in the page’s language', async () => {
    const { context, calls } = contextOf({
      subscriptions: ok({ list: [premium()] }),
      orders: ok(orders({ total: 25, page: 2, pages: 2 })),
    });
    const tab = await loadEmployerSubscriptions({
      request: get('/uk/profile/employer/subscriptions?page=2'),
      params: { lang: 'uk' },
      context,
    });
    expect(calls.map((call) => call.path)).toEqual([
      '/api/me/subscriptions',
      '/api/me/orders?page=2',
      '/api/me/billing-details',
    ]);
    expect(tab).toMatchObject({
      subscriptions: [premium()],
      orders: { page: 2, pages: 2 },
      cancelling: null,
      details: DETAILS,
    });
  });

  it('asks about cancelling only a subscription that still renews', async () => {
    const list = [premium(), premium({ id: 6, cancel_at_period_end: true }), premium({ id: 7, status: 'canceled' })];
    const { context } = contextOf({ subscriptions: ok({ list }), orders: ok(orders({ total: 3 })) });
    const asked = async (id: string) =>
      (
        await loadEmployerSubscriptions({
          request: get(`/profile/employer/subscriptions?cancel=${id}`),
          params: {},
          context,
        })
      )?.cancelling;
    expect(await asked('5')).toBe(5);
    expect(await asked('6')).toBeNull();
    expect(await asked('7')).toBeNull();
    expect(await asked('x')).toBeNull();
  });

  it('sends a page past the last to the last', async () => {
    const { context } = contextOf({
      subscriptions: ok({ list: [] }),
      orders: ok(orders({ total: 25, page: 9, pages: 2 })),
    });
    const past = loadEmployerSubscriptions({
      request: get('/profile/employer/subscriptions?page=9'),
      params: {},
      context,
    });
    expect(await thrown(past)).toEqual({ status: 302, location: '/profile/employer/subscriptions?page=2' });
  });

  it('has nothing for an employer outside a team, which is no failure', async () => {
    const refused = { status: 403, body: { code: 'COMPANY_REQUIRED', message: 'No company.' } };
    const { context } = contextOf({ subscriptions: refused, orders: refused });
    const tab = await loadEmployerSubscriptions({
      request: get('/profile/employer/subscriptions'),
      params: {},
      context,
    });
    expect(tab).toBeNull();
  });
});

describe('the subscriptions tab’s posts', () => {
  it('cancels in one step and says until when it lasts, back on the same page of the tab', async () => {
    const { context, calls } = contextOf({ change: ok(premium({ cancel_at_period_end: true })) });
    const response = await thrown(
      submitEmployerSubscription({
        request: post('/profile/employer/subscriptions?page=2&cancel=5', { intent: 'cancel', id: '5' }),
        params: {},
        context,
      }),
    );
    expect(response).toEqual({ status: 302, location: '/profile/employer/subscriptions?page=2' });
    expect(calls).toEqual([{ path: '/api/me/subscriptions/5', method: 'DELETE', body: undefined }]);
    const toast = await toastOf(
      submitEmployerSubscription({
        request: post('/profile/employer/subscriptions', { intent: 'cancel', id: '5' }),
        params: {},
        context,
      }),
    );
    expect(toast).toEqual({
      tone: 'success',
      text: 'Cancelled: Company premium · monthly lasts until June 1, 2026 and will not renew.',
    });
  });

  it('tells a member the API’s refusal in a toast', async () => {
    const refused = { status: 403, body: { code: 'OWNER_ONLY', message: 'Only the company owner can do this.' } };
    const { context } = contextOf({ change: refused });
    const toast = await toastOf(
      submitEmployerSubscription({
        request: post('/profile/employer/subscriptions', { intent: 'cancel', id: '5' }),
        params: {},
        context,
      }),
    );
    expect(toast).toEqual({ tone: 'error', text: 'Only the company owner can do this.' });
  });

  it('resumes a renewal that was turned off', async () => {
    const { context, calls } = contextOf({ change: ok(premium()) });
    await thrown(
      submitEmployerSubscription({
        request: post('/de/profile/employer/subscriptions', { intent: 'resume', id: '5' }),
        params: { lang: 'de' },
        context,
      }),
    );
    expect(calls).toEqual([{ path: '/api/me/subscriptions/5', method: 'PUT', body: { cancel_at_period_end: false } }]);
  });

  it('refuses a post that is not one of the two, asking the API nothing', async () => {
    const { context, calls } = contextOf({});
    const response = await thrown(
      submitEmployerSubscription({
        request: post('/profile/employer/subscriptions', { intent: 'refund', id: '5' }),
        params: {},
        context,
      }),
    );
    expect(response?.status).toBe(400);
    expect(calls).toEqual([]);
  });
});

describe('the invoice details’ post', () => {
  it('saves the owner’s details through the API and says so', async () => {
    const saved = { legal_name: 'Acme GmbH', address: 'Berlin', vat_id: 'DE123456789', updated_at: '2026-05-02' };
    const { context, calls } = contextOf({ details: ok(saved) });
    const answer = await submitBillingDetails({
      request: post('/profile/employer/subscriptions', {
        intent: 'details',
        legal_name: 'Acme GmbH',
        address: 'Berlin',
        vat_id: 'de 123.456.789',
      }),
      params: {},
      context,
    });
    expect(answer.saved).toBe(true);
    expect(calls).toEqual([
      {
        path: '/api/me/billing-details',
        method: 'PUT',
        body: { legal_name: 'Acme GmbH', address: 'Berlin', vat_id: 'DE123456789' },
      },
    ]);
  });

  it('keeps a mistyped VAT number by its field, in the page’s language, without calling the API', async () => {
    const { context, calls } = contextOf({});
    const answer = await submitBillingDetails({
      request: post('/uk/profile/employer/subscriptions', { intent: 'details', legal_name: 'Acme', vat_id: '12' }),
      params: { lang: 'uk' },
      context,
    });
    expect(answer.saved).toBe(false);
    expect(answer.reply.error?.vat_id?.[0]).toMatch(/ПДВ/);
    expect(calls).toEqual([]);
  });

  it('shows a member’s refusal from the API as the form’s message', async () => {
    const refused = { status: 403, body: { code: 'OWNER_ONLY', message: 'Only the owner can do this.' } };
    const { context } = contextOf({ details: refused });
    const answer = await submitBillingDetails({
      request: post('/profile/employer/subscriptions', { intent: 'details', legal_name: 'Acme' }),
      params: {},
      context,
    });
    expect(answer.saved).toBe(false);
    expect(answer.reply.error?.['']).toEqual(['Only the owner can do this.']);
  });
});
