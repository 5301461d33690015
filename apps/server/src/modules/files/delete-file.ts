import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { fileRepo } from './file.repo.ts';

export type DeleteFileOptions = { actor: Actor; input: { id: string }; db: Db; storage: FileStorage };

/**
 * Removes an image or document of the actor's and its stored bytes (every variant). The row goes first: should the
 * storage fail after it, what is left is bytes nobody can address, never an address without bytes.
 */
export async function deleteFile({ actor, input, db, storage }: DeleteFileOptions): Promise<void> {
  requirePermission(actor, 'delete:file:own');
  const row = await fileRepo.findById(db, input.id);
  if (!row || row.user_id !== actor.user_id) throw notFound('FILE_NOT_FOUND');
  await fileRepo.delete(db, row.id);
  const keys = [row.storage_key, ...Object.values(row.variants).map((variant) => variant.key)];
  await Promise.all(keys.map((key) => storage.delete(key)));
}
