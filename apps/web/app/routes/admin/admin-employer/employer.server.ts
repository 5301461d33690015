import { admin, zId } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { redirectWithToast } from '../../../lib/flash.server.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { serverI18nRuntime } from '../../../lib/i18n.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';

const idOf = (params: { id?: string }) => {
  const id = zId.safeParse(params.id);
  if (!id.success) throw new Response(null, { status: 404 });
  return id.data;
};

/**
 * `/admin/employers/{id}`: the employer's facts and the edit form; `?company=` asks the companies' autocomplete, so
 * the company select offers what was found beside the company it has.
 */
export async function loadAdminEmployer({ request, params, context }: DataArgs<{ id?: string }>) {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const id = idOf(params);
  const search = new URL(request.url).searchParams.get('company')?.trim().slice(0, 100) ?? '';
  const [employer, found, statistics] = await Promise.all([
    callApi(api, admin.getAdminEmployer, { params: { id }, locale }),
    search ? callApi(api, admin.autocompleteAdminCompanies, { query: { q: search }, locale }) : null,
    // The vacancies they posted: views, applications, responses and hires (ADR 0037).
    callApi(api, admin.getAdminEmployerStatistics, { params: { id }, locale }),
  ]);
  const facts = orThrow(employer, { relay: [401, 404] });
  const suggestions = found?.ok ? found.data.list : [];
  const current = facts.company_id ? [{ id: facts.company_id, name: facts.company_name ?? '' }] : [];
  const companies = [...current, ...suggestions.filter((company) => company.id !== facts.company_id)];
  return { employer: facts, companies, search, statistics: orThrow(statistics, { relay: [401, 404] }) };
}

/** Saves the edit and comes back to this page with a toast; the API's refusals go back to their fields. */
export async function submitAdminEmployer({ request, params, context }: DataArgs<{ id?: string }>) {
  await requireUser({ request, context }, ['auth', 'admin']);
  const locale = localeOfParams(params);
  const id = idOf(params);
  const { submission } = await parseFormPost(request, admin.updateAdminEmployer.body, locale);
  if (submission.status !== 'success') return replyInvalid(submission);
  const answer = await callApi(serverApi(context), admin.updateAdminEmployer, {
    params: { id },
    body: submission.value,
    locale,
  });
  if (!answer.ok) return replyWithFailure(submission, answer);
  const words = serverI18nRuntime(locale, []).instanceFor(locale);
  throw redirectWithToast(request, new URL(request.url).pathname, {
    tone: 'success',
    text: words.t('AdminEmployers:saved'),
  });
}
