import { redirect } from 'react-router';
import { runGuards } from '../../lib/guards.server.ts';
import { localeOfParams } from '../../lib/locale-of.ts';
import { localizePath } from '../../lib/locale-path.ts';
import { readCookie, withCookies } from '../../lib/session.server.ts';
import { socialCookie } from '../login-social/social-cookie.ts';
import type { Route } from './+types/route';

/** `/auth?social_type=google`: starts a social sign-in and hands the browser to the provider. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  runGuards(['not-auth'], { request, user: await context.currentUser() });
  const locale = localeOfParams(params);
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of ['social_type', 'role_id', 'redirect']) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const invite = readCookie(request, 'hw_invite');
  if (invite) query.set('invite', invite);
  const response = await context.api<{ data: { url: string } }>(`/api/auth/social?${query}`, { locale });
  if (response.status !== 200) throw redirect(`${localizePath(locale, '/login')}?social_error=1`);
  throw redirect(response.body.data.url, {
    headers: withCookies([socialCookie(request, query.get('social_type') ?? '')]),
  });
}
