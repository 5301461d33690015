import type { Db } from '../../../../platform/db/database.ts';
import type { FileGuard, FileKeeper } from '../../../files/index.ts';
import { candidateRepo } from '../../profile/lib/candidate.repo.ts';
import { accessOf, readerOf } from '../../profile/lib/candidate-policy.ts';

/**
 * The files this domain keeps private: a candidate's photo and CV. They are read by the profile's owner, members of
 * a company it is opened to and admins, the readers who see the profile's name (docs/decisions/0023).
 */
export const candidateFileGuard: FileGuard = {
  async holds(db: Db, fileId: string) {
    return (await candidateRepo.findByFile(db, fileId)) !== undefined;
  },
  async mayRead(db, actor, fileId, registry) {
    const candidateId = await candidateRepo.findByFile(db, fileId);
    const row = candidateId === undefined ? undefined : await candidateRepo.findById(db, candidateId);
    if (!row) return false;
    const access = await accessOf(db, await readerOf(db, actor), row, registry);
    return access === 'owner' || access === 'opened';
  },
};

/** A profile's photo and CV are its owner's: only they may put them elsewhere, and nobody else's call deletes them. */
export const candidateFileKeeper: FileKeeper = {
  async holds(db: Db, fileId: string) {
    return (await candidateRepo.findByFile(db, fileId)) !== undefined;
  },
  async mayUse(db, userId, fileId) {
    return (await candidateRepo.userIdsWithFile(db, fileId)).every((id) => id === userId);
  },
};
