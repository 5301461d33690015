import { requirePermission } from '../../../platform/auth/actor.ts';
import { missingIds } from '../../../platform/moderation.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { adminVacancyRepo } from './lib/admin-vacancy.repo.ts';

export type FlagVacanciesOptions = UseCaseArgs<{ ids: number[]; flag: 'is_vip' | 'is_top'; value: boolean }>;

/**
 * An admin marks vacancies VIP or pins them on top, or takes the mark off. Unlike a company's own VIP switch it
 * knows no per-company limit: admins use it for what was sold or arranged outside the site.
 */
export async function flagVacancies({ actor, input, db }: FlagVacanciesOptions) {
  requirePermission(actor, 'update:vacancy:any');
  const changes = input.flag === 'is_vip' ? { is_vip: input.value } : { is_top: input.value };
  const rows = await adminVacancyRepo.setFlag(db, input.ids, changes);
  return { changed: rows.map((row) => row.id), not_found: missingIds(input.ids, rows) };
}
