import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { downloadName } from '../../platform/files/file-names.ts';
import { extensionOf } from '../../platform/files/sniff-upload.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { fileRepo } from './file.repo.ts';

export type GetFileOptions = { actor: Actor; input: { id: string }; db: Db; storage: FileStorage };

/**
 * A document, to its owner only for now (the candidates issue opens a resume to the company it was sent to, which
 * then gets it as "resume.<ext>", never under the name the owner gave it). Anyone else gets the same 404 as for an
 * id that does not exist, so a 403 cannot confirm that a file is there.
 */
export async function getFile({ actor, input, db, storage }: GetFileOptions) {
  requirePermission(actor, 'read:file:own');
  const row = await fileRepo.findOfKind(db, input.id, 'document');
  const object = row && row.user_id === actor.user_id ? await storage.get(row.storage_key) : null;
  if (!row || !object) throw notFound('FILE_NOT_FOUND');
  return { object, contentType: row.content_type, name: downloadName(row.name, extensionOf(row.content_type)) };
}
