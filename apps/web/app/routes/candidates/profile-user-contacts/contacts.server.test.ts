import { ROLES } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test/render-header.tsx';
import { ownCandidate, profileCandidate } from '../candidate/candidate-fixtures.ts';
import { submitContacts } from './contacts.server.ts';

type Call = { path: string; method?: string; body?: unknown };
const worker = testUser({
  role_id: ROLES.worker,
  candidate: profileCandidate,
});

/** The API as the tab's action reaches it: the worker's own profile, and `answer` for everything else. */
function contextOf(answer: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const context = {
    api: async (path: string, init?: { method?: string; body?: unknown }) => {
      if (path === '/api/me/candidate') return { status: 200, body: { data: ownCandidate }, headers: {} };
      const call = { path, method: init?.method, body: init?.body };
      calls.push(call);
      return { ...answer(call), headers: {} };
    },
    currentUser: async () => worker,
  } as unknown as AppLoadContext;
  return { context, calls };
}
const post = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request('http://x/profile/user/contacts', { method: 'POST', body });
};
const opening = { company: { id: 9, slug: 'acme', name: 'Acme', logo_id: null }, source: 'profile' };

describe('opening the profile to a company from the contacts tab', () => {
  it('opens it to the picked company, as the candidate’s own choice', async () => {
    const { context, calls } = contextOf(() => ({ status: 200, body: { data: opening } }));
    const result = await submitContacts({ request: post({ intent: 'open', company_id: '9' }), params: {}, context });
    expect(result).toMatchObject({ intent: 'open', done: true });
    expect(calls).toEqual([{ path: '/api/open-profile', method: 'POST', body: { company_id: 9, source: 'profile' } }]);
  });

  it('asks for a company when none was picked, calling nothing', async () => {
    const { context, calls } = contextOf(() => ({ status: 200, body: { data: opening } }));
    const result = await submitContacts({ request: post({ intent: 'open', company_id: '' }), params: {}, context });
    expect(result.reply.status).toBe('error');
    expect(calls).toEqual([]);
  });

  it('shows the API’s refusal for a company the profile is hidden from', async () => {
    const refusal = { code: 'COMPANY_HIDDEN', message: 'Your profile is hidden from this company.' };
    const { context } = contextOf(() => ({ status: 409, body: refusal }));
    const result = await submitContacts({ request: post({ intent: 'open', company_id: '9' }), params: {}, context });
    expect(result.reply.error?.['']).toEqual(['Your profile is hidden from this company.']);
  });
});
