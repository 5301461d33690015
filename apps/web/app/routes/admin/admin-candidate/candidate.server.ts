import { admin, zId } from '@hushwork/contract';
import { data } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { redirectWithToast } from '../../../lib/flash.server.ts';
import { serverI18nRuntime } from '../../../lib/i18n.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { loadAdminItem } from '../lib/admin-item.server.ts';
import { loadItemStatistics } from '../lib/item-statistics.server.ts';

type Args = DataArgs<{ id?: string }>;

/** `/admin/candidates/{id}`: the whole profile with its account, and its statistics (ADR 0037). */
export async function loadAdminCandidate(args: Args) {
  const candidate = await loadAdminItem(args, admin.getAdminCandidate);
  return { candidate, statistics: await loadItemStatistics(args, 'candidate') };
}

/**
 * "Convert to a company": on success the account's page, where its new role shows; a refusal (applications, a team)
 * comes back to this page as a toast in the page's language.
 */
export async function submitAdminCandidate({ request, params, context }: Args): Promise<never> {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const id = zId.safeParse(params.id);
  if (!id.success || (await request.formData()).get('intent') !== 'convert') throw data(null, { status: 400 });
  const page = localizePath(locale, `/admin/candidates/${id.data}`);
  const answer = await callApi(serverApi(context), admin.convertCandidateToCompany, {
    params: { id: id.data },
    locale,
  });
  if (!answer.ok) throw redirectWithToast(request, page, { tone: 'error', text: answer.error.message });
  const words = serverI18nRuntime(locale, []).instanceFor(locale);
  throw redirectWithToast(request, localizePath(locale, `/admin/users/${answer.data.id}`), {
    tone: 'success',
    text: words.t('AdminCandidates:detail.converted'),
  });
}
