import { identity } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { clearSessionCookies, readCookie, withCookies } from '../../../lib/session.server.ts';
import type { Route } from './+types/route';

/** Signing out ends the session on the server, clears the cookies and goes to /login (spec section 4). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const refreshToken = readCookie(request, 'hw_refresh');
  await callApi(serverApi(context), identity.logout, { body: refreshToken ? { refresh_token: refreshToken } : {} });
  throw redirect(localizePath(localeOfParams(params), '/login'), {
    headers: withCookies(clearSessionCookies(request)),
  });
}

export function loader({ params }: Route.LoaderArgs) {
  throw redirect(localizePath(localeOfParams(params), '/'));
}
