import { requirePermission, requireUser } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Registry } from '../../platform/registry.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { type FileRow, fileRepo } from './file.repo.ts';
import { keepersOf } from './file-keepers.ts';
import { isUploaderSide, mayHandle } from './owns-file.ts';

export type DeleteFileOptions = UseCaseArgs<{ id: string }, 'storage' | 'registry'>;

/**
 * Removes an image or document the actor uploaded and its stored bytes (every variant). An upload a record of someone
 * else's holds now (the logo of a company its uploader left) is theirs: 404 as for an unknown id. The row goes first:
 * should the storage fail after it, what is left is bytes nobody can address, never an address without bytes.
 */
export async function deleteFile({ actor, input, db, storage, registry }: DeleteFileOptions): Promise<void> {
  requirePermission(actor, 'delete:file:own');
  const userId = requireUser(actor).user_id;
  const row = await fileRepo.findById(db, input.id);
  if (!row || row.user_id !== userId || !(await mayHandle(db, userId, row, registry)))
    throw new AppError('FILE_NOT_FOUND');
  await discardStored(db, storage, row);
}

/**
 * Deletes a file a module has just let go of (a replaced logo, a removed CV) for `userId`, who let go of it. Only a
 * file of theirs goes, their upload or a teammate's, and only when no record holds it any more: a record may hold an
 * id that is not its own (saved before issue 23, or the same CV sent with an application), and that file stays.
 * Unknown ids are nothing to do.
 */
export async function discardFile({ db, storage, userId, id, registry }: DiscardFileOptions): Promise<void> {
  const row = await fileRepo.findById(db, id);
  if (!row || (await keepersOf(db, id, registry)).length > 0 || !(await isUploaderSide(db, userId, row, registry)))
    return;
  await discardStored(db, storage, row);
}
export type DiscardFileOptions = { db: Db; storage: FileStorage; userId: number; id: string; registry: Registry };

async function discardStored(db: Db, storage: FileStorage, row: FileRow): Promise<void> {
  await fileRepo.delete(db, row.id);
  const keys = [row.storage_key, ...Object.values(row.variants).map((variant) => variant.key)];
  await Promise.all(keys.map((key) => storage.delete(key)));
}
