import { CANDIDATES, candidates, catalogs } from '@hushwork/contract';
import { redirect } from 'react-router';
import { optionNamesOf } from '../../../../components/candidates/CandidateCard.tsx';
import { callApi } from '../../../../lib/api.ts';
import { serverApi } from '../../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../../lib/data-args.ts';
import { localeOfParams } from '../../../../lib/locale-of.ts';
import { orThrow } from '../../../../lib/or-throw.ts';
import { pageOf } from '../../../../lib/query-params.ts';

type Option = { key: string; name: string };
const OPTION_KEYS = ['seniority', 'experience', 'english_levels'] as const;

/**
 * The resumes tab: a page of the candidates who opened their profile to the employer's company, and the names of
 * their seniority, experience and English level in the page's language. `null` for an employer without a company yet
 * (waiting to join one): nothing is opened to them. A page past the last goes to the last.
 */
export async function loadOpenedCandidates({ request, params, context }: DataArgs) {
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const url = new URL(request.url);
  const page = pageOf(url.searchParams, CANDIDATES.pageMax);
  const [found, options] = await Promise.all([
    callApi(api, candidates.listOpenedCandidates, { query: { page }, locale }),
    callApi(api, catalogs.listCatalogs, { query: { keys: [...OPTION_KEYS] }, locale }),
  ]);
  // COMPANY_MEMBER_ONLY: an employer outside a team has nothing opened to them, which is no failure.
  if (!found.ok && found.status === 403) return null;
  const opened = orThrow(found, { relay: [] });
  if (page > opened.pages) {
    if (opened.pages > 1) url.searchParams.set('page', String(opened.pages));
    else url.searchParams.delete('page');
    throw redirect(`${url.pathname}${url.search}`);
  }
  // Each list apart: the same key names different things in different lists (`without`).
  const names = optionNamesOf(
    Object.fromEntries(
      OPTION_KEYS.map((key) => [
        key,
        options.ok ? ((options.data[key] ?? []) as Option[]).filter((entry) => 'key' in entry) : [],
      ]),
    ),
  );
  return { ...opened, names };
}
