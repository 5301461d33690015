import { requirePermission } from '../../../platform/auth/actor.ts';
import { noteOf } from '../../../platform/db/admin-query.ts';
import { type ModerateItems, missingIds } from '../../../platform/moderation.ts';
import { adminReviewRepo } from './lib/admin-review.repo.ts';

/**
 * An admin's decision on many company reviews: an approved one shows on the company's page and counts in its rating
 * at once. Its author's edit sends it back to the queue (update-company-review.ts).
 */
export const moderateReviews: ModerateItems = async ({ actor, input, db }) => {
  requirePermission(actor, 'update:company:any');
  const rows = await adminReviewRepo.decide(db, input.ids, input.status, noteOf(input.status, input.reason));
  const slugs = await adminReviewRepo.slugsOf(db, [...new Set(rows.map((row) => row.company_id))]);
  return {
    changed: rows.map(({ company_id, ...row }) => ({ ...row, path: `/companies/${slugs.get(company_id)}/reviews` })),
    not_found: missingIds(input.ids, rows),
  };
};
