import type { Db } from '../../platform/db/database.ts';
import { fileRepo } from './file.repo.ts';

/** Whether `id` names a stored image (not a document), for a module about to keep it as a logo or photo. */
export async function imageExists(db: Db, id: string): Promise<boolean> {
  return (await fileRepo.findOfKind(db, id, 'image')) !== undefined;
}
