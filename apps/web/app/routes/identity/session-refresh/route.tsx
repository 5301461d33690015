import { identity } from '@hushwork/contract';
import { data } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { clearSessionCookies, readCookie, sessionCookies, withCookies } from '../../../lib/session.server.ts';
import type { Route } from './+types/route';

/** Called by an open tab shortly before the access token expires, so its own API calls keep working. */
export async function action({ request, context }: Route.ActionArgs) {
  const refreshToken = readCookie(request, 'hw_refresh');
  // The server refreshes an expired session before any page runs; then there is nothing left to do here.
  if (!refreshToken) return readCookie(request, 'hw_access') ? { ok: true } : data({ ok: false }, { status: 401 });
  const answer = await callApi(serverApi(context), identity.refresh, { body: { refresh_token: refreshToken } });
  if (!answer.ok) return data({ ok: false }, { status: 401, headers: withCookies(clearSessionCookies(request)) });
  return data({ ok: true }, { headers: withCookies(sessionCookies(request, answer.data)) });
}
