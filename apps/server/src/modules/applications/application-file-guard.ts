import type { Db } from '../../platform/db/database.ts';
import { candidateDirectory } from '../candidates/index.ts';
import { companyDirectory } from '../companies/index.ts';
import type { FileGuard, FileKeeper } from '../files/index.ts';
import { applicationRepo } from './application.repo.ts';

/**
 * A CV sent with an application is private like a candidate's: files serves it to its uploader, to admins, and to
 * members of a company it was sent to, while the applicant's profile stays open to that company (an applicant without
 * a profile sent it to the company outright). A CV that is also a candidate's profile CV is decided by the
 * candidates' guard, which reaches the same readers.
 */
export const applicationFileGuard: FileGuard = {
  async holds(db: Db, fileId: string) {
    return (await applicationRepo.withFile(db, fileId)).length > 0;
  },
  async mayRead(db, actor, fileId, registry) {
    if (actor.role === 'admin') return true;
    if (actor.role !== 'company' || actor.user_id === null) return false;
    const membership = await companyDirectory.membershipOf(db, actor.user_id);
    if (!membership) return false;
    for (const row of await applicationRepo.withFile(db, fileId)) {
      if (row.company_id !== membership.company_id) continue;
      if (row.candidate_id === null) return true;
      if ((await candidateDirectory.accessOfCompany(db, row.candidate_id, row.company_id, registry)) === 'opened')
        return true;
    }
    return false;
  },
};

/** A CV sent with applications stays its applicant's: only they may send it again, and nobody else's call deletes it. */
export const applicationFileKeeper: FileKeeper = {
  async holds(db: Db, fileId: string) {
    return (await applicationRepo.withFile(db, fileId)).length > 0;
  },
  async mayUse(db, userId, fileId) {
    return (await applicationRepo.withFile(db, fileId)).every((row) => row.user_id === userId);
  },
};
