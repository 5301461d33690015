import type { Db } from '../../../../platform/db/database.ts';
import { AppError } from '../../../../platform/http/app-error.ts';
import { companyDirectory } from '../../../companies/index.ts';

/**
 * A company a candidate names by id in their own settings (open to, hide from): one anyone may find (approved and
 * public). Any other answers "not found", as its page and every other call do, so no call tells a candidate that a
 * pending or hidden company exists.
 */
export async function requireListedCompany(db: Db, companyId: number): Promise<void> {
  const card = (await companyDirectory.cardsByIds(db, [companyId])).get(companyId);
  if (!card?.is_listed) throw new AppError('COMPANY_NOT_FOUND');
}
