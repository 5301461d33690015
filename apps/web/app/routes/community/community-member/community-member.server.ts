import { community } from '@hushwork/contract';
import { data, redirect } from 'react-router';
import { signInPathOf } from '../../../components/billing/buyer.ts';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { idOf } from '../../../lib/query-params.ts';
import { communityChoicesOf } from '../community/community.server.ts';
import { isSearcher, openMemberFromForm, readerOf, requireCommunityOffered } from '../community-access.server.ts';

type Args = DataArgs<{ id?: string }>;

/**
 * `/community/{id}`: one member's card, opened or not, with the company's plan. A guest signs in first and comes
 * back; anyone else who does not search the directory reads what it is on `/community`. Not a member (never joined,
 * left, or hidden from this company): a 404, as the API says.
 */
export async function loadCommunityMember(args: Args) {
  requireCommunityOffered(args);
  const { request, params, context } = args;
  const locale = localeOfParams(params);
  const id = idOf(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  const reader = readerOf(await context.currentUser());
  if (reader === 'guest') {
    const url = new URL(request.url);
    throw redirect(signInPathOf(localizePath(locale, '/login'), `${url.pathname}${url.search}`));
  }
  if (!isSearcher(reader)) throw redirect(localizePath(locale, '/community'));
  const api = serverApi(context);
  const [member, tariffs, choices] = await Promise.all([
    callApi(api, community.getCommunityMember, { params: { id }, locale }),
    callApi(api, community.getCommunityTariffs, { locale }),
    communityChoicesOf(api, locale),
  ]);
  return { reader, member: orThrow(member, { relay: [404] }), plan: orThrow(tariffs).company, choices };
}

export async function submitCommunityMember(args: Args) {
  requireCommunityOffered(args);
  return openMemberFromForm(args, await args.request.formData());
}
