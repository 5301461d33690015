import type { TUploadedFile } from '@hushwork/contract';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { cleanFileName } from '../../platform/files/file-names.ts';
import { sniffDocument } from '../../platform/files/sniff-upload.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { fileRepo } from './file.repo.ts';
import { newFileId } from './file-id.ts';
import { presentDocument } from './present-file.ts';

export type UploadFileOptions = {
  actor: Actor;
  input: { bytes: Uint8Array; name?: string | undefined };
  db: Db;
  storage: FileStorage;
};

/**
 * Stores a document (a resume) as it came, under the type its bytes show. It is not rewritten (a PDF cannot be made
 * harmless by re-encoding), so it is only ever served as an attachment of that type with `nosniff`.
 */
export async function uploadFile({ actor, input, db, storage }: UploadFileOptions): Promise<TUploadedFile> {
  requirePermission(actor, 'create:file:own');
  const { user_id } = requireUser(actor);
  const type = await sniffDocument(input.bytes);
  const id = newFileId();
  const key = `documents/${id}.${type.ext}`;
  await storage.put(key, input.bytes, type.mime);
  try {
    const row = await fileRepo.insert(db, {
      id,
      user_id,
      kind: 'document',
      content_type: type.mime,
      size: input.bytes.length,
      storage_key: key,
      name: cleanFileName(input.name) ?? null,
    });
    return presentDocument(row);
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
}
