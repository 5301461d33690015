import { admin } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { redirectWithToast } from '../../../lib/flash.server.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { serverI18nRuntime } from '../../../lib/i18n.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { requireUser } from '../../../lib/require-user.server.ts';

/** `/admin/companies/add`: the form, with the employers `?owner=` found for its owner select. */
export async function loadAdminCompanyAdd({ request, params, context }: DataArgs) {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const search = new URL(request.url).searchParams.get('owner')?.trim().slice(0, 100) ?? '';
  if (!search) return { owners: [], search };
  const found = await callApi(serverApi(context), admin.autocompleteAdminEmployers, { query: { q: search }, locale });
  return { owners: found.ok ? found.data.list : [], search };
}

/** Creates the company (approved) and opens its admin page; refusals go back to their fields. */
export async function submitAdminCompanyAdd({ request, params, context }: DataArgs) {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const { submission } = await parseFormPost(request, admin.createAdminCompany.body, locale);
  if (submission.status !== 'success') return replyInvalid(submission);
  const answer = await callApi(serverApi(context), admin.createAdminCompany, { body: submission.value, locale });
  if (!answer.ok) return replyWithFailure(submission, answer);
  const words = serverI18nRuntime(locale, []).instanceFor(locale);
  const page = localizePath(locale, `/admin/companies/${answer.data.id}`);
  throw redirectWithToast(request, page, { tone: 'success', text: words.t('AdminEmployers:companyCreated') });
}
