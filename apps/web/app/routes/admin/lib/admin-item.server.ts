import { type Endpoint, zId } from '@hushwork/contract';
import { type ApiData, callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';

/**
 * A detail page's loader: admins only, the item with its text whatever its status. An id that is not one, or one
 * the API does not know, is the page's 404.
 */
export async function loadAdminItem<E extends Endpoint>(
  { request, params, context }: DataArgs<{ id?: string }>,
  endpoint: E,
): Promise<ApiData<E>> {
  await requireUser({ request, context }, ['auth', 'admin']);
  const id = zId.safeParse(params.id);
  if (!id.success) throw new Response(null, { status: 404 });
  // Both detail calls take the id in the path; one generic endpoint cannot prove it to the compiler.
  const answer = await callApi(serverApi(context), endpoint, {
    params: { id: id.data },
    locale: localeOfParams(params),
  } as never);
  return orThrow(answer, { relay: [401, 404] });
}
