import { admin } from '@hushwork/contract';
import type { DataArgs } from '../../../lib/data-args.ts';
import { loadAdminItem } from '../lib/admin-item.server.ts';
import { loadItemStatistics } from '../lib/item-statistics.server.ts';
import { decideQueue } from '../lib/moderation-queue.server.ts';

/** `/admin/vacancies/{id}`: its statistics (ADR 0037) and one vacancy with the text the company wrote, whatever its status. */
export async function loadAdminVacancy(args: DataArgs<{ id?: string }>) {
  const item = await loadAdminItem(args, admin.getAdminVacancy);
  return { ...item, statistics: await loadItemStatistics(args, 'vacancy') };
}

/** The decision on this vacancy, back to this page with a toast. */
export const submitAdminVacancy = (args: DataArgs<{ id?: string }>) => decideQueue(args, admin.moderateVacancies);
