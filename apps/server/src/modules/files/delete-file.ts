import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { type FileRow, fileRepo } from './file.repo.ts';

export type DeleteFileOptions = { actor: Actor; input: { id: string }; db: Db; storage: FileStorage };

/**
 * Removes an image or document of the actor's and its stored bytes (every variant). The row goes first: should the
 * storage fail after it, what is left is bytes nobody can address, never an address without bytes.
 */
export async function deleteFile({ actor, input, db, storage }: DeleteFileOptions): Promise<void> {
  requirePermission(actor, 'delete:file:own');
  const row = await fileRepo.findById(db, input.id);
  if (!row || row.user_id !== actor.user_id) throw notFound('FILE_NOT_FOUND');
  await discardStored(db, storage, row);
}

/**
 * Removes a file whoever uploaded it, for a module that holds the reference and has checked its own rules: a company's
 * banner uploaded by one team admin may be replaced by another. Unknown ids are nothing to do.
 */
export async function discardFile({ db, storage, id }: { db: Db; storage: FileStorage; id: string }): Promise<void> {
  const row = await fileRepo.findById(db, id);
  if (row) await discardStored(db, storage, row);
}

async function discardStored(db: Db, storage: FileStorage, row: FileRow): Promise<void> {
  await fileRepo.delete(db, row.id);
  const keys = [row.storage_key, ...Object.values(row.variants).map((variant) => variant.key)];
  await Promise.all(keys.map((key) => storage.delete(key)));
}
