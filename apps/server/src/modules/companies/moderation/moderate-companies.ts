import { requirePermission } from '../../../platform/auth/actor.ts';
import { noteOf } from '../../../platform/db/admin-query.ts';
import { type ModerateItems, missingIds } from '../../../platform/moderation.ts';
import { adminCompanyRepo } from './lib/admin-company.repo.ts';

/**
 * An admin's decision on many companies. The directory, the company's page and its vacancies' company links read the
 * status live. A company's later edits keep its status (ADR 0033): its page is its own.
 */
export const moderateCompanies: ModerateItems = async ({ actor, input, db }) => {
  requirePermission(actor, 'update:company:any');
  const rows = await adminCompanyRepo.decide(db, input.ids, input.status, noteOf(input.status, input.reason));
  return {
    changed: rows.map((row) => ({ ...row, path: '/profile/employer/company' })),
    not_found: missingIds(input.ids, rows),
  };
};
