import { identity } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { readCookie, withCookies } from '../../../lib/session.server.ts';
import { sitePathOf } from '../../../lib/site-path.ts';
import { socialCookie } from '../login-social/social-cookie.ts';
import type { Route } from './+types/route';

/** The catalog namespaces this screen reads besides the common ones (entry.server sends them). */
export const handle = { i18n: ['Auth'] } satisfies I18nHandle;

/** `/auth?social_type=google`: starts a social sign-in and hands the browser to the provider. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireUser({ request, context }, ['not-auth']);
  const locale = localeOfParams(params);
  const url = new URL(request.url);
  // Parsed with the endpoint's own query schema: a link with an unknown provider never reaches the API.
  const pick = (key: string) => url.searchParams.get(key) || undefined;
  const query = identity.startSocialSignIn.query.safeParse({
    social_type: pick('social_type'),
    role_id: pick('role_id'),
    redirect: sitePathOf(pick('redirect')) ?? undefined,
    invite: readCookie(request, 'hw_invite') || undefined,
  });
  const answer = query.success
    ? await callApi(serverApi(context), identity.startSocialSignIn, { query: query.data, locale })
    : null;
  if (!answer?.ok || !query.success) throw redirect(`${localizePath(locale, '/login')}?social_error=1`);
  throw redirect(answer.data.url, {
    headers: withCookies([socialCookie(request, query.data.social_type)]),
  });
}
