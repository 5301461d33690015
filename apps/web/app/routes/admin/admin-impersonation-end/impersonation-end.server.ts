import { admin, identity } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { redirectWithToast } from '../../../lib/flash.server.ts';
import { serverI18nRuntime } from '../../../lib/i18n.server.ts';
import { asideRefreshToken, restoredAdminCookies, signedOutCookies } from '../../../lib/impersonation.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';

const withSetCookies = (response: Response, cookies: string[]) => {
  for (const value of cookies) response.headers.append('set-cookie', value);
  return response;
};

/**
 * The way back from "log in as", one click: the impersonated session is revoked (POST admin/impersonation/end), the
 * admin's kept refresh token is traded for a fresh pair, and the admin lands on the page of the account they were.
 * Whatever fails on the way, the target's session is not left behind in this browser.
 */
export async function endImpersonationAndReturn({ request, params, context }: DataArgs): Promise<never> {
  const locale = localeOfParams(params);
  const words = serverI18nRuntime(locale, []).instanceFor(locale);
  const target = await context.currentUser().catch(() => null);
  const api = serverApi(context);
  // Already ended (expired, or ended in another tab): the admin still gets their own session back.
  await callApi(api, admin.endImpersonation, { locale });
  const kept = asideRefreshToken(request);
  const session = kept ? await callApi(api, identity.refresh, { body: { refresh_token: kept }, locale }) : null;
  if (!session?.ok) {
    const toLogin = redirectWithToast(request, localizePath(locale, '/login'), {
      tone: 'error',
      text: words.t('AdminUsers:returnFailed'),
    });
    throw withSetCookies(toLogin, signedOutCookies(request));
  }
  const page = localizePath(locale, target ? `/admin/users/${target.id}` : '/admin/users');
  const back = redirectWithToast(request, page, { tone: 'success', text: words.t('AdminUsers:returned') });
  throw withSetCookies(back, restoredAdminCookies(request, session.data));
}
