import { ROLES } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../test/render-header.tsx';
import { submitOfferAction } from './profile-offers/my-offers.server.ts';
import { loader as responsesLoader } from './profile-responses/route.tsx';
import { submitResponseAction } from './response-actions.server.ts';

type Call = { path: string; method?: string; body?: unknown };
const employer = testUser({ role_id: ROLES.company });

function contextOf(
  answer: (call: Call) => { status: number; body: unknown } = () => ({ status: 200, body: { data: {} } }),
) {
  const calls: Call[] = [];
  const context = {
    api: async (path: string, init?: { method?: string; body?: unknown }) => {
      const call = { path, method: init?.method, body: init?.body };
      calls.push(call);
      return { ...answer(call), headers: {} };
    },
    currentUser: async () => employer,
  } as unknown as AppLoadContext;
  return { context, calls };
}
const post = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request('http://x/profile/responses/candidates', { method: 'POST', body });
};
const thrownBy = (promise: Promise<unknown>) => promise.then(() => null).catch((thrown: Response) => thrown);

describe('/profile/responses', () => {
  it('goes to the candidates tab keeping the query, in the page’s language', async () => {
    const { context } = contextOf();
    const request = new Request('http://x/pl/profile/responses?vacancy_id=4&state=unread&page=2');
    const thrown = await thrownBy(responsesLoader({ request, context, params: { lang: 'pl' } } as never));
    expect(thrown?.status).toBe(302);
    expect(thrown?.headers.get('location')).toBe('/pl/profile/responses/candidates?vacancy_id=4&state=unread&page=2');
  });
});

describe('the responses’ actions', () => {
  it('marks a response read or unread for the team', async () => {
    const { context, calls } = contextOf();
    expect(await submitResponseAction({ request: post({ intent: 'unread', id: '12' }), params: {}, context })).toEqual({
      ok: true,
      intent: 'unread',
      id: 12,
    });
    expect(calls).toEqual([{ path: '/api/me/responses/12/read', method: 'PATCH', body: { is_read: false } }]);
  });

  it('turns a response down with a templated reason and the team’s own words', async () => {
    const { context, calls } = contextOf();
    const request = post({ intent: 'reject', id: '12', reason_key: 'salary', text: 'Budget is fixed.' });
    expect((await submitResponseAction({ request, params: {}, context })).ok).toBe(true);
    expect(calls).toEqual([
      { path: '/api/me/responses/12/reject', method: 'POST', body: { reason_key: 'salary', text: 'Budget is fixed.' } },
    ]);
  });

  it('refuses a reason that is not one of the templates without calling the API', async () => {
    const { context, calls } = contextOf();
    const result = await submitResponseAction({
      request: post({ intent: 'reject', id: '12', reason_key: 'rude' }),
      params: {},
      context,
    });
    expect(result).toMatchObject({ ok: false, intent: 'reject', id: 12, code: 'VALIDATION_ERROR' });
    expect(calls).toEqual([]);
  });

  it('sends an offer from a response, naming the response it answers', async () => {
    const { context, calls } = contextOf(() => ({ status: 201, body: { data: {} } }));
    const request = post({ intent: 'offer', id: '12', candidate_id: '7', vacancy_id: '41', message: 'Join us' });
    expect((await submitResponseAction({ request, params: {}, context })).ok).toBe(true);
    expect(calls).toEqual([
      {
        path: '/api/job-offers',
        method: 'POST',
        body: { candidate_id: 7, vacancy_id: 41, message: 'Join us', application_id: 12 },
      },
    ]);
  });

  it('passes the API’s refusal on beside its item', async () => {
    const refusal = { code: 'OFFER_EXISTS', message: 'This candidate already has an unanswered offer.' };
    const { context } = contextOf(() => ({ status: 409, body: refusal }));
    const request = post({ intent: 'offer', id: '12', candidate_id: '7', vacancy_id: '41', message: 'Again' });
    expect(await submitResponseAction({ request, params: {}, context })).toEqual({
      ok: false,
      intent: 'offer',
      id: 12,
      ...refusal,
    });
  });

  it('answers a form that is not one of the page’s with 400, calling nothing', async () => {
    const { context, calls } = contextOf();
    for (const fields of [
      { intent: 'delete', id: '12' },
      { intent: 'read', id: 'x' },
    ]) {
      const thrown = await thrownBy(submitResponseAction({ request: post(fields), params: {}, context }));
      expect((thrown as unknown as { init: { status: number } }).init.status).toBe(400);
    }
    expect(calls).toEqual([]);
  });
});

describe('the offers’ actions', () => {
  it('accepts and declines an offer, and marks one read', async () => {
    const { context, calls } = contextOf();
    for (const intent of ['approve', 'decline', 'read']) {
      await submitOfferAction({ request: post({ intent, id: '5' }), params: {}, context });
    }
    expect(calls).toEqual([
      { path: '/api/job-offers/5/approve', method: 'POST', body: undefined },
      { path: '/api/job-offers/5/decline', method: 'POST', body: undefined },
      { path: '/api/me/offers/5/read', method: 'PATCH', body: { is_read: true } },
    ]);
  });
});
