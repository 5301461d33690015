import { admin, type TAdminRoomsQuery, zId } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';

const idOf = (value: string | null) => {
  const parsed = zId.safeParse(value);
  return value && parsed.success ? parsed.data : undefined;
};

/** The list's query as its address holds it; an id that is not one is left out, not sent. */
export function roomsQueryOf(url: URL): TAdminRoomsQuery {
  const params = url.searchParams;
  const page = Number(params.get('page') ?? '1');
  return {
    user_id: idOf(params.get('user_id')),
    company_id: idOf(params.get('company_id')),
    page: Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 1,
  };
}

/** `/admin/messages`: every conversation, newest first, by account or company; opening one is audited. */
export async function loadAdminMessages({ request, params, context }: DataArgs) {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const query = roomsQueryOf(new URL(request.url));
  const answer = await callApi(serverApi(context), admin.listAdminRooms, { query, locale });
  return { page: orThrow(answer, { relay: [401] }), query };
}
