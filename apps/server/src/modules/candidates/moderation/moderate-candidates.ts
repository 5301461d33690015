import { requirePermission } from '../../../platform/auth/actor.ts';
import { noteOf } from '../../../platform/db/admin-query.ts';
import { type ModerateItems, missingIds } from '../../../platform/moderation.ts';
import { adminCandidateRepo } from './lib/admin-candidate.repo.ts';

/**
 * An admin's decision on many candidate profiles: an approved, listed one is in the candidates' search and the sitemap
 * at once. Its owner's edit of the anonymous profile sends it back (`changesPublicly`, write-candidate.ts).
 */
export const moderateCandidates: ModerateItems = async ({ actor, input, db }) => {
  requirePermission(actor, 'update:candidate:any');
  const rows = await adminCandidateRepo.decide(db, input.ids, input.status, noteOf(input.status, input.reason));
  return {
    changed: rows.map((row) => ({ ...row, path: '/profile/resume' })),
    not_found: missingIds(input.ids, rows),
  };
};
