import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { downloadName } from '../../platform/files/file-names.ts';
import { extensionOf } from '../../platform/files/sniff-upload.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Registry } from '../../platform/registry.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { fileRepo } from './file.repo.ts';
import { guardOf } from './file-guards.ts';

export type GetFileOptions = UseCaseArgs<{ id: string }, 'storage' | 'registry'>;

/**
 * A document, to its owner, and to whom the domain holding it allows (a candidate's CV to a company the profile is
 * opened to), who gets it as "resume.<ext>", never under the name the owner gave it. Anyone else gets the same 404 as
 * for an id that does not exist, so a 403 cannot confirm that a file is there.
 */
export async function getFile({ actor, input, db, storage, registry }: GetFileOptions) {
  requirePermission(actor, 'read:file:own');
  const row = await fileRepo.findOfKind(db, input.id, 'document');
  const isOwner = row !== undefined && row.user_id === actor.user_id;
  const mayRead = row !== undefined && (isOwner || (await guardAllows(db, actor, row.id, registry)));
  const object = row && mayRead ? await storage.get(row.storage_key) : null;
  if (!row || !object) throw new AppError('FILE_NOT_FOUND');
  const name = isOwner ? row.name : null;
  return { object, contentType: row.content_type, name: downloadName(name, extensionOf(row.content_type)) };
}

async function guardAllows(db: Db, actor: Actor, id: string, registry: Registry): Promise<boolean> {
  const guard = await guardOf(db, id, registry);
  return guard ? guard.mayRead(db, actor, id, registry) : false;
}
