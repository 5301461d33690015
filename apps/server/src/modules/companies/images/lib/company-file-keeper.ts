import type { Db } from '../../../../platform/db/database.ts';
import type { FileKeeper } from '../../../files/index.ts';
import { companyDirectory } from '../../directory/lib/company-directory.ts';
import { companyRepo } from '../../profile/lib/company.repo.ts';
import { companyImageRepo } from './company-image.repo.ts';

async function holdersOf(db: Db, fileId: string): Promise<number[]> {
  const pictures = await companyRepo.idsWithPicture(db, fileId);
  return [...new Set([...pictures, ...(await companyImageRepo.companyIdsWithPhoto(db, fileId))])];
}

/**
 * A company's logo, banner, CEO photo and gallery photos are the company's, whichever member uploaded them: its team
 * may keep and replace them, nobody else may take or delete them (issue 23). A team shares its loose uploads too, so
 * one manager's picture may be dropped by another.
 */
export const companyFileKeeper: FileKeeper = {
  async holds(db, fileId) {
    return (await holdersOf(db, fileId)).length > 0;
  },
  async mayUse(db, userId, fileId) {
    const membership = await companyDirectory.membershipOf(db, userId);
    return membership !== null && (await holdersOf(db, fileId)).every((id) => id === membership.company_id);
  },
  async sharesUploads(db, uploaderId, userId) {
    const [uploader, user] = [
      await companyDirectory.membershipOf(db, uploaderId),
      await companyDirectory.membershipOf(db, userId),
    ];
    return uploader !== null && uploader.company_id === user?.company_id;
  },
};
