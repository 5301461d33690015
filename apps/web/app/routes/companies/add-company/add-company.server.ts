import { companies } from '@hushwork/contract';
import { redirect } from 'react-router';
import { z } from 'zod';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { loadCompanyChoices } from '../company-choices.server.ts';

/**
 * What the wizard offers to tick (the job roles and the most used technologies, named in the page's language), and
 * the companies matching `?join=`, the search of the "join an existing company" form (a GET, so it works without
 * JavaScript).
 */
export async function loadWizardChoices({ request, params, context }: DataArgs) {
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const joinSearch = new URL(request.url).searchParams.get('join')?.trim().slice(0, 100) ?? '';
  const [choices, found] = await Promise.all([
    loadCompanyChoices(context, locale),
    joinSearch ? callApi(api, companies.searchCompanies, { query: { search: joinSearch }, locale }) : null,
  ]);
  return {
    ...choices,
    joinSearch,
    joinResults: found?.ok ? found.data.list : null,
  };
}

const ZJoin = z.object({ company_id: z.coerce.number().int().positive() });

/** Creates the company (the wizard's fields) or asks to join one (`intent=join`); either way on to the profile. */
export async function submitWizard({ request, params, context }: DataArgs) {
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const form = await request.clone().formData();
  if (form.get('intent') === 'join') {
    const { submission } = await parseFormPost(request, ZJoin, locale, ['intent']);
    if (submission.status !== 'success') return replyInvalid(submission);
    const joined = await callApi(api, companies.joinCompany, { params: { id: submission.value.company_id }, locale });
    if (!joined.ok) return replyWithFailure(submission, joined);
    throw redirect(localizePath(locale, '/profile/employer'));
  }
  const { submission } = await parseFormPost(request, companies.createCompany.body, locale, ['intent']);
  if (submission.status !== 'success') return replyInvalid(submission);
  const created = await callApi(api, companies.createCompany, { body: submission.value, locale });
  if (!created.ok) return replyWithFailure(submission, created);
  throw redirect(localizePath(locale, '/profile/employer'));
}
