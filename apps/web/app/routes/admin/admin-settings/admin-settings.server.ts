import { admin, type TAdminSpecializationsQuery } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';

/** The specializations' search of `/admin/settings` (`?search=`), which its CSV export reads as well. */
export function specializationsQueryOf(url: URL): TAdminSpecializationsQuery {
  return { q: url.searchParams.get('search')?.trim().slice(0, 100) || undefined };
}

/** `/admin/settings`: its sections, and the specializations catalog with its usage (`?search=` narrows it). */
export async function loadAdminSettings({ request, params, context }: DataArgs) {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const query = specializationsQueryOf(new URL(request.url));
  const answer = await callApi(serverApi(context), admin.listAdminSpecializations, { query, locale });
  return { specializations: orThrow(answer, { relay: [401] }).list, q: query.q };
}
