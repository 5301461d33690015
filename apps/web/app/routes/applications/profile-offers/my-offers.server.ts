import { APPLICATIONS, applications } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { choiceOf, pageOf } from '../../../lib/query-params.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { type ItemActionResult, resultOf, targetOf } from '../response-actions.server.ts';

const OFFER_INTENTS = ['approve', 'decline', 'read', 'unread'] as const;

/** `/profile/offers`: the offers sent to the worker (`?status=`), newest first, the unread ones marked. */
export async function loadMyOffers({ request, params, context }: DataArgs) {
  const user = await requireUser({ request, context }, ['auth', 'worker']);
  const search = new URL(request.url).searchParams;
  const status = choiceOf(search.get('status'), APPLICATIONS.offerStatuses);
  const answer = await callApi(serverApi(context), applications.listMyOffers, {
    query: { status, page: pageOf(search) },
    locale: localeOfParams(params),
  });
  return { user, status, offers: orThrow(answer, { relay: [403], failure: 500 }) };
}

/**
 * The worker answers an offer (approving opens the profile to the company, which the page said beside the button) or
 * marks it read or unread; each one call of the API, which checks the offer is theirs.
 */
export async function submitOfferAction({ request, params, context }: DataArgs): Promise<ItemActionResult> {
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
