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

/** `/admin/employers/add`: the form, with the companies `?company=` found for its company select. */
export async function loadAdminEmployerAdd({ request, params, context }: DataArgs) {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const search = new URL(request.url).searchParams.get('company')?.trim().slice(0, 100) ?? '';
  if (!search) return { companies: [], search };
  const found = await callApi(serverApi(context), admin.autocompleteAdminCompanies, { query: { q: search }, locale });
  return { companies: found.ok ? found.data.list : [], search };
}

/** Creates the account and opens its page; the API's refusals (an e-mail taken) go back to their fields. */
export async function submitAdminEmployerAdd({ request, params, context }: DataArgs) {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const { submission } = await parseFormPost(request, admin.createAdminEmployer.body, locale);
  if (submission.status !== 'success') return replyInvalid(submission);
  const answer = await callApi(serverApi(context), admin.createAdminEmployer, { body: submission.value, locale });
  if (!answer.ok) return replyWithFailure(submission, answer);
  const words = serverI18nRuntime(locale, []).instanceFor(locale);
  const page = localizePath(locale, `/admin/employers/${answer.data.id}`);
  throw redirectWithToast(request, page, { tone: 'success', text: words.t('AdminEmployers:created_done') });
}
