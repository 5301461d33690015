import { admin, zId } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';

/** `/admin/messages/{id}`: a page of the conversation (`?before_id=` for older ones); the API audits each read. */
export async function loadAdminMessage({ request, params, context }: DataArgs<{ id?: string }>) {
  await requireUser({ request, context }, ['auth', 'admin']);
  const id = zId.safeParse(params.id);
  if (!id.success) throw new Response(null, { status: 404 });
  const before = zId.safeParse(new URL(request.url).searchParams.get('before_id') ?? undefined);
  const answer = await callApi(serverApi(context), admin.getAdminRoom, {
    params: { id: id.data },
    query: before.success ? { before_id: before.data } : {},
    locale: localeOfParams(params),
  });
  return { ...orThrow(answer, { relay: [401, 404] }), isOlderPage: before.success };
}
