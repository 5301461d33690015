import { randomUUID } from 'node:crypto';
import { identity } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { readCookie, withCookies } from '../../../lib/session.server.ts';
import type { Route } from './+types/route';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth'] } satisfies I18nHandle;

const INVITE_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * `/invite/{code}`: the code is kept in a cookie for the registration that may follow, the visit is counted for the
 * inviter, and the visitor goes on to sign up.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOfParams(params);
  const code = params.code && /^[A-Za-z0-9_-]{4,64}$/.test(params.code) ? params.code : null;
  if (!code) throw redirect(localizePath(locale, '/register'));
  const visitor = readCookie(request, 'hw_visitor') ?? randomUUID();
  await callApi(serverApi(context), identity.recordInviteVisit, { params: { code }, body: { visitor_key: visitor } });
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  throw redirect(`${localizePath(locale, '/register')}?invite=${code}`, {
    headers: withCookies([
      `hw_invite=${code}; Path=/; Max-Age=${INVITE_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure}`,
      `hw_visitor=${visitor}; Path=/; Max-Age=${INVITE_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure}`,
    ]),
  });
}
