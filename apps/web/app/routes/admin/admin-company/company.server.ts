import { admin } from '@hushwork/contract';
import type { DataArgs } from '../../../lib/data-args.ts';
import { loadAdminItem } from '../lib/admin-item.server.ts';
import { loadItemStatistics } from '../lib/item-statistics.server.ts';
import { decideQueue } from '../lib/moderation-queue.server.ts';
import { COMPANY_INTENTS, submitCompanyEdit } from './company-edit.server.ts';

/** `/admin/companies/{id}`: one company with its description and statistics (ADR 0037), whatever its status;
 * `?confirm=delete` asks first. */
export async function loadAdminCompany(args: DataArgs<{ id?: string }>) {
  const company = await loadAdminItem(args, admin.getAdminCompany);
  return {
    ...company,
    isConfirmingDelete: new URL(args.request.url).searchParams.get('confirm') === 'delete',
    statistics: await loadItemStatistics(args, 'company'),
  };
}

/** The decision on this company, or the admin's edit or removal of it (told apart by `intent`). */
export async function submitAdminCompany(args: DataArgs<{ id?: string }>) {
  const intent = (await args.request.clone().formData()).get('intent');
  if (COMPANY_INTENTS.some((known) => known === intent)) return submitCompanyEdit(args);
  return decideQueue(args, admin.moderateCompanies);
}
