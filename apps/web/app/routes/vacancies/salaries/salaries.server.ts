import { vacancies } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';

/** `/salaries`: every technology's figure and all of them by seniority, as the last refresh computed them. */
export async function loadSalaries({ params, context }: Omit<DataArgs, 'request'>) {
  const answer = await callApi(serverApi(context), vacancies.getSalaryOverview, { locale: localeOfParams(params) });
  return { overview: orThrow(answer) };
}
