import { ROLES } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readFlash } from '../../../lib/flash.server.ts';
import { testUser } from '../../../test/render-header.tsx';
import { submitManage } from './manage-vacancy.server.ts';

type Call = { path: string; method?: string; body?: unknown };
const employer = testUser({
  role_id: ROLES.company,
  company: {
    id: 7,
    slug: 'acme',
    name: 'Acme',
    description: '',
    is_public: true,
    moderation_status: 'approved',
    moderation_note: null,
    logo_id: null,
    can_send_job_offer: true,
  },
});

function contextOf(answer: (call: Call) => { status: number; body: unknown }) {
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
const post = (fields: Record<string, string>, path = '/profile/job-openings/41') => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://x${path}`, { method: 'POST', body });
};
const ok = () => ({ status: 200, body: { data: {} } });

describe('the manage page’s actions', () => {
  it('pauses, resumes and closes through the state call', async () => {
    for (const [intent, state] of [
      ['pause', 'paused'],
      ['resume', 'active'],
      ['close', 'closed'],
    ] as const) {
      const { context, calls } = contextOf(ok);
      const result = await submitManage({ request: post({ intent }), params: { id: '41' }, context });
      expect(result).toEqual({ of: intent, ok: true });
      expect(calls).toEqual([{ path: '/api/me/vacancies/41/state', method: 'PATCH', body: { state } }]);
    }
  });

  it('passes on a refused raise with its code, for the page to say from when it works', async () => {
    const refusal = { code: 'RAISED_TOO_RECENTLY', message: 'Raised too recently.' };
    const { context } = contextOf(() => ({ status: 409, body: refusal }));
    const result = await submitManage({ request: post({ intent: 'raise' }), params: { id: '41' }, context });
    expect(result).toEqual({ of: 'raise', ok: false, code: 'RAISED_TOO_RECENTLY', message: 'Raised too recently.' });
  });

  it('offers a bonus typed with grouping spaces as its amount', async () => {
    const { context, calls } = contextOf(ok);
    await submitManage({
      request: post({ intent: 'bonus-on', hiring_bonus: '1 500' }),
      params: { id: '41' },
      context,
    });
    expect(calls).toEqual([{ path: '/api/me/vacancies/41/bonus', method: 'POST', body: { hiring_bonus: 1500 } }]);
  });

  it('lands on the list after deleting, in the page’s language, with a toast saying so', async () => {
    const { context } = contextOf(ok);
    const thrown = await submitManage({
      request: post({ intent: 'delete' }, '/ru/profile/job-openings/41'),
      params: { lang: 'ru', id: '41' },
      context,
    }).catch((response: Response) => response);
    expect((thrown as Response).headers.get('location')).toBe('/ru/profile/job-openings');
    // The list says so in a toast the redirect carries.
    const cookie = (thrown as Response).headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(readFlash(new Request('http://x', { headers: { cookie } }))).toMatchObject({
      tone: 'success',
      text: expect.stringMatching(/\S/),
    });
  });

  it('answers a vacancy id that cannot exist with 404, calling nothing', async () => {
    const { context, calls } = contextOf(ok);
    const thrown = await submitManage({ request: post({ intent: 'pause' }), params: { id: 'x1' }, context }).catch(
      (response: Response) => response,
    );
    expect((thrown as Response).status).toBe(404);
    expect(calls).toEqual([]);
  });
});
