import { billing } from '@hushwork/contract';
import { data } from 'react-router';
import { paymentSuccessPathOf } from '../../../components/billing/payment-paths.ts';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { idOf } from '../../../lib/query-params.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { sitePathOf } from '../../../lib/site-path.ts';

/**
 * `/payment?order=<id>`: the provider's session for an order its payer has still to pay. A paid order has nothing left
 * to pay and goes to its result; an order that is not the reader's (or no order) is a 404, a refusal (a team member,
 * not the owner) the API's 403.
 */
export async function loadPayment({ request, params, context }: DataArgs) {
  await requireUser({ request, context }, ['auth']);
  const locale = localeOfParams(params);
  const url = new URL(request.url);
  const id = idOf(url.searchParams.get('order'));
  if (id === undefined) throw data(null, { status: 404 });
  const back = sitePathOf(url.searchParams.get('redirect'));
  const answer = await callApi(serverApi(context), billing.getOrderPayment, { params: { id }, locale });
  const session = orThrow(answer, {
    relay: [403, 404],
    redirect: { 409: localizePath(locale, paymentSuccessPathOf(id, back)) },
  });
  return { session, redirect: back };
}
