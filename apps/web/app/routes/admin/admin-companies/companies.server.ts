import { admin, zId } from '@hushwork/contract';
import { data } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { redirectWithToast } from '../../../lib/flash.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { adminWords, decideQueue, flagQueue, loadQueue } from '../lib/moderation-queue.server.ts';

export const COMPANY_SORTS = ['created_at', 'name'] as const;

/** `/admin/companies`: the companies by moderation status, pending first. */
export const loadAdminCompanies = (args: DataArgs) => loadQueue(args, admin.listAdminCompanies, COMPANY_SORTS);

/** Lets one company promote its vacancies to VIP, or stops it (the row's switch), and says so in a toast. */
async function switchVipVacancies(args: DataArgs, form: FormData): Promise<never> {
  await requireUser(args, ['auth', 'admin']);
  const locale = localeOfParams(args.params);
  const id = zId.safeParse(form.get('id'));
  const status = form.get('status');
  if (!id.success || (status !== 'on' && status !== 'off')) throw data(null, { status: 400 });
  const answer = await callApi(serverApi(args.context), admin.setCompanyVipVacancies, {
    params: { id: id.data },
    body: { status: status === 'on' },
    locale,
  });
  const url = new URL(args.request.url);
  const back = `${url.pathname}${url.search}`;
  if (!answer.ok) throw redirectWithToast(args.request, back, { tone: 'error', text: answer.error.message });
  const text = adminWords(locale).t(`Admin:flagged.vipVacancies.${status}`, { name: String(form.get('name') ?? '') });
  throw redirectWithToast(args.request, back, { tone: 'success', text });
}

/**
 * A decision on the ticked companies, their safe mark turned on or off (`flag=safe:on`), or one company's VIP
 * vacancies switched (`intent=vip-vacancies`); each goes back to the same list with a toast.
 */
export async function submitAdminCompanies(args: DataArgs) {
  const form = await args.request.clone().formData();
  if (form.get('intent') === 'vip-vacancies') return switchVipVacancies(args, form);
  if (!form.has('flag')) return decideQueue(args, admin.moderateCompanies);
  const api = serverApi(args.context);
  const locale = localeOfParams(args.params);
  return flagQueue(args, form, {
    safe: (ids, safe) => callApi(api, admin.setCompaniesSafe, { body: { ids, safe }, locale }),
  });
}
