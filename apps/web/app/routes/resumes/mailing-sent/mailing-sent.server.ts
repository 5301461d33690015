import { billing } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { idOf } from '../../../lib/query-params.ts';
import { requireUser } from '../../../lib/require-user.server.ts';

/**
 * The payment's result for a mailing (`?mailing=`): what the seeker's mailing says now. Only the provider's webhook
 * makes it sent; until it has spoken the page says it is waiting. Another user's mailing, or none, is a 404.
 */
export async function loadMailingSent({ request, params, context }: DataArgs) {
  await requireUser({ request, context }, ['auth', 'worker']);
  const locale = localeOfParams(params);
  const id = idOf(new URL(request.url).searchParams.get('mailing'));
  const mine = orThrow(await callApi(serverApi(context), billing.listMyResumeMailings, { locale }));
  const mailing = mine.list.find((row) => row.id === id);
  if (!mailing) throw new Response(null, { status: 404 });
  return { mailing };
}
