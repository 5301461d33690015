import { admin } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { decideQueue, flagQueue, loadQueue } from '../lib/moderation-queue.server.ts';

/** The columns the vacancies queue sorts by, as the API names them. */
export const VACANCY_SORTS = ['created_at', 'title', 'company_name'] as const;

/** `/admin/vacancies`: the vacancies by moderation status, pending first (ADR 0033). */
export const loadAdminVacancies = (args: DataArgs) => loadQueue(args, admin.listAdminVacancies, VACANCY_SORTS);

/**
 * A decision on the ticked vacancies, or their VIP or top mark turned on or off (`flag=vip:on`…); either goes back
 * to the same list with a toast.
 */
export async function submitAdminVacancies(args: DataArgs) {
  const form = await args.request.clone().formData();
  if (!form.has('flag')) return decideQueue(args, admin.moderateVacancies);
  const api = serverApi(args.context);
  const locale = localeOfParams(args.params);
  return flagQueue(args, form, {
    vip: (ids, vip) => callApi(api, admin.setVacanciesVip, { body: { ids, vip }, locale }),
    top: (ids, top) => callApi(api, admin.setVacanciesTop, { body: { ids, top }, locale }),
  });
}
