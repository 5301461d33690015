import { admin, type TAuditLogQueryParsed, ZAuditLogQuery } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';

const FIELDS = Object.keys(ZAuditLogQuery.shape) as (keyof typeof ZAuditLogQuery.shape)[];

/**
 * The log's filters as the address holds them, each read on its own: one the API would refuse (a day mistyped in a
 * shared link) is dropped, and the rest still filter, rather than the whole page failing.
 */
export function auditQueryOf(url: URL): TAuditLogQueryParsed {
  const query: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const parsed = ZAuditLogQuery.shape[field].safeParse(url.searchParams.get(field) ?? undefined);
    if (parsed.success && parsed.data !== undefined) query[field] = parsed.data;
  }
  return ZAuditLogQuery.parse(query);
}

/** `/admin/audit-log`: what admins did, newest first, filtered and paged through the address; read only. */
export async function loadAuditLog({ request, params, context }: DataArgs) {
  await requireUser({ request, context }, ['auth', 'admin']);
  const query = auditQueryOf(new URL(request.url));
  const answer = await callApi(serverApi(context), admin.listAuditLog, { query, locale: localeOfParams(params) });
  return { page: orThrow(answer, { relay: [401] }), query };
}
