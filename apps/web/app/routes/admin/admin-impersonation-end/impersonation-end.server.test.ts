import { describe, expect, it } from 'vitest';
import { type ApiCall, type ApiReply, pageContextOf, thrownBy } from '../../../test/page-context.ts';
import { testUser } from '../../../test/render-header.tsx';
import { endImpersonationAndReturn } from './impersonation-end.server.ts';

const target = testUser({ id: 42, role_id: 1, name: 'Taras' });
const tokens = {
  token: 'admin-access-2',
  refresh_token: 'admin-refresh-2',
  token_type: 'Bearer',
  expires_in: 900,
  refresh_expires_in: 9,
};
const post = (cookie: string, path = '/admin/impersonation/end') =>
  new Request(`http://x${path}`, { method: 'POST', headers: { cookie } });
const api =
  (refresh: ApiReply) =>
  (call: ApiCall): ApiReply =>
    call.path === '/api/auth/refresh' ? refresh : { status: 200, body: { data: { ok: true } } };

describe('the way back from "log in as"', () => {
  it('ends the session, trades the kept token for the admin’s fresh session and lands on the account', async () => {
    const { context, calls } = pageContextOf(target, api({ status: 200, body: { data: tokens } }));
    const back = await thrownBy(
      endImpersonationAndReturn({
        request: post(
          'hw_access=target; hw_refresh=target-r; hw_admin_aside=admin-refresh-1',
          '/uk/admin/impersonation/end',
        ),
        params: { lang: 'uk' },
        context,
      }),
    );
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/admin/impersonation/end', undefined],
      ['POST', '/api/auth/refresh', { refresh_token: 'admin-refresh-1' }],
    ]);
    expect(back?.location).toBe('/uk/admin/users/42');
    expect(back?.toast?.tone).toBe('success');
    expect(back?.cookies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^hw_access=admin-access-2;/),
        expect.stringMatching(/^hw_refresh=admin-refresh-2;/),
        expect.stringMatching(/^hw_admin_aside=;.*Max-Age=0/),
      ]),
    );
  });

  it('signs everyone out when no admin session can be had back, never leaving the target’s behind', async () => {
    for (const cookie of ['hw_access=target; hw_admin_aside=stale', 'hw_access=target']) {
      const { context } = pageContextOf(target, api({ status: 401, body: { code: 'SESSION_EXPIRED', message: '' } }));
      const out = await thrownBy(endImpersonationAndReturn({ request: post(cookie), params: {}, context }));
      expect(out?.location).toBe('/login');
      expect(out?.toast?.tone).toBe('error');
      expect(out?.cookies).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^hw_access=;.*Max-Age=0/),
          expect.stringMatching(/^hw_refresh=;.*Max-Age=0/),
          expect.stringMatching(/^hw_admin_aside=;.*Max-Age=0/),
        ]),
      );
    }
  });
});
