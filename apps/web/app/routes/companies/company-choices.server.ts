import { catalogs, type Locale } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { callApi } from '../../lib/api.ts';
import { serverApi } from '../../lib/api-transport.server.ts';

/** What the company forms offer to tick: the job roles and the most used technologies, in the page's language. */
export async function loadCompanyChoices(context: AppLoadContext, locale: Locale) {
  const api = serverApi(context);
  const [specializations, technologies] = await Promise.all([
    callApi(api, catalogs.listSpecializations, { query: { type_id: 2, limit: 40 }, locale }),
    callApi(api, catalogs.listKeywords, { query: { limit: 40 }, locale }),
  ]);
  return {
    specializations: specializations.ok ? specializations.data.list : [],
    technologies: technologies.ok ? technologies.data.list : [],
  };
}
