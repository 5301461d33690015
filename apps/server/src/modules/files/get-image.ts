import type { ImageVariant } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { fileRepo } from './file.repo.ts';
import { guardOf } from './file-guards.ts';

export type GetImageOptions = UseCaseArgs<{ id: string; variant: ImageVariant }, 'storage' | 'registry'>;

export type ReadImageOptions = { db: Db; storage: FileStorage; id: string; variant: ImageVariant };

/**
 * An image, to anyone who has its id (logos and photos are public); a document's id is not an image. An image a
 * domain holds as private (a candidate's photo) is not found here: its domain serves it through its own checks.
 */
export async function getImage({ actor, input, db, storage, registry }: GetImageOptions) {
  requirePermission(actor, 'read:image:any');
  if (await guardOf(db, input.id, registry)) throw new AppError('IMAGE_NOT_FOUND');
  const image = await readImage({ db, storage, id: input.id, variant: input.variant });
  if (!image) throw new AppError('IMAGE_NOT_FOUND');
  return image;
}

/**
 * The bytes of an image, without any check: for a domain that has decided the reader may see it (a candidate's photo
 * to a company the profile is opened to). `null` when there is no such image or variant.
 */
export async function readImage({ db, storage, id, variant }: ReadImageOptions) {
  const row = await fileRepo.findOfKind(db, id, 'image');
  if (!row) return null;
  const stored = variant === 'full' ? { key: row.storage_key, content_type: row.content_type } : row.variants[variant];
  const object = stored ? await storage.get(stored.key) : null;
  if (!stored || !object) return null;
  return { object, contentType: stored.content_type };
}
