import { SENIORITY, vacancies } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { choiceOf } from '../../../lib/query-params.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `/salaries/{technology}?seniority=&country=`: one technology's report. A seniority we do not know is ignored (the
 * report of every seniority); an unknown technology or country is the 404 page.
 */
export async function loadSalaryReport({ request, params, context }: DataArgs<{ technology?: string }>) {
  const technology = params.technology ?? '';
  if (!SLUG.test(technology)) throw new Response(null, { status: 404 });
  const url = new URL(request.url);
  const seniority = choiceOf(url.searchParams.get('seniority'), SENIORITY);
  const country = url.searchParams.get('country') ?? '';
  const answer = await callApi(serverApi(context), vacancies.getSalaryReport, {
    params: { technology },
    query: { ...(seniority ? { seniority } : {}), ...(SLUG.test(country) ? { country } : {}) },
    locale: localeOfParams(params),
  });
  return { report: orThrow(answer) };
}
