import type { TUploadedImage } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { processImage } from '../../platform/files/process-image.ts';
import { sniffImage } from '../../platform/files/sniff-upload.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { fileRepo } from './file.repo.ts';
import { newFileId } from './file-id.ts';
import { presentImage } from './present-file.ts';

export type UploadImageOptions = UseCaseArgs<{ bytes: Uint8Array }, 'storage'>;

/**
 * Stores a picture (a logo, a photo) as its re-encoded WebP and a thumbnail; the upload's own bytes are never kept.
 * Other modules call this and keep the returned id.
 */
export async function uploadImage({ actor, input, db, storage }: UploadImageOptions): Promise<TUploadedImage> {
  requirePermission(actor, 'create:file:own');
  const { user_id } = requireUser(actor);
  return storeImage({ db, storage, userId: user_id, bytes: input.bytes });
}

/**
 * The same without an actor, for code that has no request: a seed storing a demo logo as its user's. Callers serving
 * a request go through `uploadImage`, which checks who may upload.
 */
export async function storeImage({
  db,
  storage,
  userId: user_id,
  bytes,
}: {
  db: Db;
  storage: FileStorage;
  userId: number;
  bytes: Uint8Array;
}): Promise<TUploadedImage> {
  const input = { bytes };
  await sniffImage(input.bytes);
  const { full, thumb } = await processImage(input.bytes);
  const id = newFileId();
  const key = `images/${id}.webp`;
  const thumbKey = `images/${id}-thumb.webp`;
  await storage.put(key, full.bytes, full.contentType);
  await storage.put(thumbKey, thumb.bytes, thumb.contentType);
  try {
    const row = await fileRepo.insert(db, {
      id,
      user_id,
      kind: 'image',
      content_type: full.contentType,
      size: full.bytes.length,
      storage_key: key,
      width: full.width,
      height: full.height,
      variants: {
        thumb: {
          key: thumbKey,
          content_type: thumb.contentType,
          size: thumb.bytes.length,
          width: thumb.width,
          height: thumb.height,
        },
      },
    });
    return presentImage(row);
  } catch (error) {
    await Promise.allSettled([storage.delete(key), storage.delete(thumbKey)]);
    throw error;
  }
}
