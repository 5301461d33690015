import { billing } from '@hushwork/contract';
import { data } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { idOf } from '../../../lib/query-params.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { sitePathOf } from '../../../lib/site-path.ts';

/**
 * `/payment/success?order=<id>`: the order as the provider last reported it (its webhook), read again while the page
 * waits. `redirect_status=succeeded` (Stripe's, after its card form took the payment) only makes the page wait for
 * that report longer; it never makes the order paid.
 */
export async function loadPaymentResult({ request, params, context }: DataArgs) {
  await requireUser({ request, context }, ['auth']);
  const url = new URL(request.url);
  const id = idOf(url.searchParams.get('order'));
  if (id === undefined) throw data(null, { status: 404 });
  const answer = await callApi(serverApi(context), billing.getOrder, {
    params: { id },
    locale: localeOfParams(params),
  });
  return {
    order: orThrow(answer, { relay: [403, 404] }),
    redirect: sitePathOf(url.searchParams.get('redirect')),
    isConfirmedInBrowser: url.searchParams.get('redirect_status') === 'succeeded',
  };
}
