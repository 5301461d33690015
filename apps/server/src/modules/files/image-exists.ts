import type { Db } from '../../platform/db/database.ts';
import { fileRepo } from './file.repo.ts';

/**
 * Whether `id` names a stored image (not a document), for a module about to keep it as a logo or photo. With
 * `userId`, only that user's own upload counts: image ids are public, and a module that deletes a picture it holds
 * must not be handed someone else's.
 */
export async function imageExists(db: Db, id: string, userId?: number): Promise<boolean> {
  const row = await fileRepo.findOfKind(db, id, 'image');
  return row !== undefined && (userId === undefined || row.user_id === userId);
}
