import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { adminCandidateRepo } from './lib/admin-candidate.repo.ts';

/** Candidate profiles per specialization id, any status, for the admins' catalog page. */
export function countCandidatesBySpecialization({ actor, db }: UseCaseArgs<unknown>) {
  requirePermission(actor, 'update:candidate:any');
  return adminCandidateRepo.countBySpecialization(db);
}
