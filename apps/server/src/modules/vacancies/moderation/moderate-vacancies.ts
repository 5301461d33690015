import { requirePermission } from '../../../platform/auth/actor.ts';
import { noteOf } from '../../../platform/db/admin-query.ts';
import { type ModerateItems, missingIds } from '../../../platform/moderation.ts';
import { adminVacancyRepo } from './lib/admin-vacancy.repo.ts';

/**
 * An admin's decision on many vacancies. Search, landing pages and the sitemap read the status live, so an approved
 * vacancy is public at once and a rejected one leaves them. The company sees the reason on the vacancy's page.
 */
export const moderateVacancies: ModerateItems = async ({ actor, input, db, clock }) => {
  requirePermission(actor, 'update:vacancy:any');
  const rows = await adminVacancyRepo.decide(
    db,
    input.ids,
    input.status,
    noteOf(input.status, input.reason),
    clock.now(),
  );
  return {
    changed: rows.map((row) => ({ ...row, path: `/profile/job-openings/${row.id}` })),
    not_found: missingIds(input.ids, rows),
  };
};
