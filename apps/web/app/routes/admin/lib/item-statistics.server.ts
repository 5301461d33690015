import { admin, type TItemStatistics, zId } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';

const ENDPOINTS = {
  candidate: admin.getAdminCandidateStatistics,
  company: admin.getAdminCompanyStatistics,
  employer: admin.getAdminEmployerStatistics,
  vacancy: admin.getAdminVacancyStatistics,
} as const;

/** An item's statistics for its admin page; the page's loader has checked the admin and the id already. */
export async function loadItemStatistics(
  { params, context }: Pick<DataArgs<{ id?: string }>, 'params' | 'context'>,
  kind: keyof typeof ENDPOINTS,
): Promise<TItemStatistics> {
  const id = zId.parse(params.id);
  const answer = await callApi(serverApi(context), ENDPOINTS[kind], {
    params: { id },
    locale: localeOfParams(params),
  });
  return orThrow(answer, { relay: [401, 404] });
}
