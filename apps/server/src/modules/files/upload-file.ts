import type { TUploadedFile } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { cleanFileName } from '../../platform/files/file-names.ts';
import { sniffDocument } from '../../platform/files/sniff-upload.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { fileRepo } from './file.repo.ts';
import { newFileId } from './file-id.ts';
import { presentDocument } from './present-file.ts';

export type UploadFileOptions = UseCaseArgs<{ bytes: Uint8Array; name?: string | undefined }, 'storage'>;

/**
 * Stores a document (a resume) as it came, under the type its bytes show. It is not rewritten (a PDF cannot be made
 * harmless by re-encoding), so it is only ever served as an attachment of that type with `nosniff`.
 */
export async function uploadFile({ actor, input, db, storage }: UploadFileOptions): Promise<TUploadedFile> {
  requirePermission(actor, 'create:file:own');
  const { user_id } = requireUser(actor);
  return storeDocument({ db, storage, userId: user_id, bytes: input.bytes, name: input.name });
}

/**
 * The same for a user the request made rather than the one who sent it: a guest's quick application stores its CV as
 * the account it creates. Callers serving a signed-in user go through `uploadFile`, which checks who may upload.
 */
export async function storeDocument({
  db,
  storage,
  userId: user_id,
  bytes,
  name,
}: {
  db: Db;
  storage: FileStorage;
  userId: number;
  bytes: Uint8Array;
  name?: string | undefined;
}): Promise<TUploadedFile> {
  const input = { bytes, name };
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
