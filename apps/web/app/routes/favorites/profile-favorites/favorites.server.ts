import { favorites, ROLES, ZFavoriteTarget, ZListFavoritesQuery } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { landingPathOf } from '../../../lib/landing-path.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { sitePathOf } from '../../../lib/site-path.ts';

/**
 * The signed-in user's favorites, a tab (`?type=`) and a page at a time. Admins keep none (the API refuses them):
 * they go to their own profile instead of an error.
 */
export async function loadFavorites({ request, params, context }: DataArgs) {
  const me = await requireUser({ request, context }, ['auth']);
  const locale = localeOfParams(params);
  if (me.role_id === ROLES.admin) throw redirect(localizePath(locale, landingPathOf(me)));
  const url = new URL(request.url);
  const query = ZListFavoritesQuery.safeParse(Object.fromEntries(url.searchParams));
  // A tab or page that is not one (hand-typed) shows the first page of all favorites rather than an error.
  if (!query.success) throw redirect(localizePath(locale, '/profile/favorites'));
  const { type, id, page } = query.data;
  const answer = await callApi(serverApi(context), favorites.listFavorites, { query: { type, id, page }, locale });
  const saved = orThrow(answer, { relay: [401], failure: 500 });
  // Past the last page (the last item of a page removed, an old link): the last page, not "nothing saved".
  if (saved.list.length === 0 && saved.total > 0) {
    if (saved.pages > 1) url.searchParams.set('page', String(saved.pages));
    else url.searchParams.delete('page');
    throw redirect(`${url.pathname}${url.search}`);
  }
  return { user: me, type: type ?? null, favorites: saved };
}

/**
 * Saves or forgets one thing (`intent=add|remove`). A fetcher reads the answer; a post without JavaScript that names
 * a `redirect` goes back to that page, so the company page's button works before the page's script has loaded.
 */
export async function submitFavorite({ request, params, context }: DataArgs) {
  const locale = localeOfParams(params);
  const form = await request.formData();
  const intent = form.get('intent');
  const target = ZFavoriteTarget.safeParse({ type: form.get('type'), id: form.get('id') });
  if (!target.success || (intent !== 'add' && intent !== 'remove')) {
    return { ok: false as const, message: null, favorite: null };
  }
  const api = serverApi(context);
  const answer =
    intent === 'add'
      ? await callApi(api, favorites.addFavorite, { body: target.data, locale })
      : await callApi(api, favorites.removeFavorite, { query: target.data, locale });
  // A path of this site to return to after a post without JavaScript; anything else (`//evil.example`) is ignored.
  const back = sitePathOf(form.get('redirect'));
  if (answer.ok && back) throw redirect(back);
  return answer.ok
    ? { ok: true as const, message: null, favorite: answer.data }
    : { ok: false as const, message: answer.error.message, favorite: null };
}
