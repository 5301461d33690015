import { catalogs, identity } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { type ApiTransport, callApi } from './api.ts';

/** A transport that records what it was asked and answers what the test says. */
function fakeTransport(status: number, body: unknown) {
  const calls: { path: string; init: Parameters<ApiTransport>[1] }[] = [];
  const transport: ApiTransport = async (path, init) => {
    calls.push({ path, init });
    return { status, body };
  };
  return { transport, calls };
}

describe('callApi', () => {
  it("builds the endpoint's path and query and answers its data", async () => {
    const { transport, calls } = fakeTransport(200, { data: { list: [] } });
    const answer = await callApi(transport, catalogs.listCities, { query: { search: 'Kyiv', limit: 8 }, locale: 'uk' });
    expect(calls).toEqual([{ path: '/api/cities?search=Kyiv&limit=8', init: { method: 'GET', locale: 'uk' } }]);
    expect(answer).toEqual({ ok: true, status: 200, data: { list: [] } });
  });

  it('encodes path parameters so a value cannot reach another path', async () => {
    const { transport, calls } = fakeTransport(200, { data: { ok: true } });
    await callApi(transport, identity.recordInviteVisit, {
      params: { code: '../profile' },
      body: { visitor_key: 'visitor-1' },
    });
    expect(calls[0]).toEqual({
      path: '/api/invites/..%2Fprofile/visit',
      init: { method: 'POST', body: { visitor_key: 'visitor-1' } },
    });
  });

  it("answers the server's error envelope, and a generic one for a body that is not", async () => {
    const envelope = { message: 'Wrong password', code: 'INVALID_CREDENTIALS', errors: { password: ['Wrong'] } };
    const refused = await callApi(fakeTransport(422, envelope).transport, identity.login, {
      body: { email: 'a@b.co', password: 'x' },
    });
    expect(refused).toEqual({ ok: false, status: 422, error: envelope });
    const broken = await callApi(fakeTransport(502, null).transport, identity.getProfile, {});
    expect(broken).toEqual({ ok: false, status: 502, error: { message: '', code: 'INTERNAL_SERVER_ERROR' } });
  });
});
