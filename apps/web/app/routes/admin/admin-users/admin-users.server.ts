import { ADMIN_USER_ROLES, ADMIN_USER_STATUSES, admin, type TAdminUsersQuery } from '@hushwork/contract';
import { data } from 'react-router';
import { z } from 'zod';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { redirectWithToast } from '../../../lib/flash.server.ts';
import { serverI18nRuntime } from '../../../lib/i18n.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';

const pick = <T extends string>(value: string | null, allowed: readonly T[]) =>
  allowed.find((candidate) => candidate === value);

/** The list's query as its address holds it; a value the API would refuse is left out, not sent. */
export function usersQueryOf(url: URL): TAdminUsersQuery {
  const params = url.searchParams;
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('search')?.trim().slice(0, 100) || undefined,
    role: pick(params.get('role'), ADMIN_USER_ROLES),
    status: pick(params.get('status'), ADMIN_USER_STATUSES),
    sort: pick(params.get('sort'), ['created_at', 'email', 'name'] as const),
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 1,
  };
}

/** `/admin/users`: every account, searched, filtered, sorted and paged through the address. */
export async function loadAdminUsers({ request, params, context }: DataArgs) {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const query = usersQueryOf(new URL(request.url));
  const answer = await callApi(serverApi(context), admin.listAdminUsers, { query, locale });
  return { page: orThrow(answer, { relay: [401] }), query };
}

const ZBulk = z.object({
  intent: z.enum(['activate', 'deactivate']),
  ids: z.array(z.coerce.number().int().positive().max(2_147_483_647)).min(1).max(100),
});

/** Activates or deactivates the ticked accounts one by one, then back to the same list with a toast. */
export async function submitAdminUsers({ request, params, context }: DataArgs): Promise<never> {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const form = await request.formData();
  const parsed = ZBulk.safeParse({ intent: form.get('intent'), ids: form.getAll('ids') });
  if (!parsed.success) throw data(null, { status: 400 });
  const endpoint = parsed.data.intent === 'activate' ? admin.activateAdminUser : admin.deactivateAdminUser;
  const api = serverApi(context);
  for (const id of parsed.data.ids) {
    const answer = await callApi(api, endpoint, { params: { id }, locale });
    if (!answer.ok) throw redirectWithToast(request, request.url, { tone: 'error', text: answer.error.message });
  }
  const words = serverI18nRuntime(locale, []).instanceFor(locale);
  throw redirectWithToast(request, request.url, { tone: 'success', text: words.t('AdminUsers:done') });
}
