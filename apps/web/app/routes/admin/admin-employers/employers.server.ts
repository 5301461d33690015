import { ADMIN_USER_STATUSES, admin, type TAdminEmployersQuery } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';

const pick = <T extends string>(value: string | null, allowed: readonly T[]) =>
  allowed.find((candidate) => candidate === value);

/** The list's query as its address holds it; a value the API would refuse is left out, not sent. */
export function employersQueryOf(url: URL): TAdminEmployersQuery {
  const params = url.searchParams;
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('search')?.trim().slice(0, 100) || undefined,
    status: pick(params.get('status'), ADMIN_USER_STATUSES),
    sort: pick(params.get('sort'), ['created_at', 'email', 'name'] as const),
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 1,
  };
}

/** `/admin/employers`: every company account with its company and role, searched, sorted and paged by the address. */
export async function loadAdminEmployers({ request, params, context }: DataArgs) {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const query = employersQueryOf(new URL(request.url));
  const answer = await callApi(serverApi(context), admin.listAdminEmployers, { query, locale });
  return { page: orThrow(answer, { relay: [401] }), query };
}
