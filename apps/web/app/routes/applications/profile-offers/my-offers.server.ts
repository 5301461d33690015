import { APPLICATIONS, applications, type TUser } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { runGuards } from '../../../lib/guards.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { choiceOf, pageOf } from '../query-params.ts';
import { type ItemActionResult, resultOf, targetOf } from '../response-actions.server.ts';

type Args = { request: Request; params: { lang?: string }; context: AppLoadContext };

export const OFFER_INTENTS = ['approve', 'decline', 'read', 'unread'] as const;

/** `/profile/offers`: the offers sent to the worker (`?status=`), newest first, the unread ones marked. */
export async function loadMyOffers({ request, params, context }: Args) {
  const user = await context.currentUser();
  runGuards(['auth', 'worker'], { request, user });
  const search = new URL(request.url).searchParams;
  const status = choiceOf(search.get('status'), APPLICATIONS.offerStatuses);
  const answer = await callApi(serverApi(context), applications.listMyOffers, {
    query: { status, page: pageOf(search) },
    locale: localeOfParams(params),
  });
  if (!answer.ok) throw new Response(null, { status: answer.status === 403 ? 403 : 500 });
  return { user: user as TUser, status, offers: answer.data };
}

/**
 * The worker answers an offer (approving opens the profile to the company, which the page said beside the button) or
 * marks it read or unread; each one call of the API, which checks the offer is theirs.
 */
export async function submitOfferAction({ request, params, context }: Args): Promise<ItemActionResult> {
  const locale = localeOfParams(params);
  const { intent, id } = await targetOf(request, OFFER_INTENTS);
  const api = serverApi(context);
  if (intent === 'read' || intent === 'unread') {
    const body = { is_read: intent === 'read' };
    return resultOf(intent, id, await callApi(api, applications.markOfferRead, { params: { id }, body, locale }));
  }
  const endpoint = intent === 'approve' ? applications.approveOffer : applications.declineOffer;
  return resultOf(intent, id, await callApi(api, endpoint, { params: { id }, locale }));
}
