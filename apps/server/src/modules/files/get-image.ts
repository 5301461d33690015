import type { ImageVariant } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { fileRepo } from './file.repo.ts';

export type GetImageOptions = {
  actor: Actor;
  input: { id: string; variant: ImageVariant };
  db: Db;
  storage: FileStorage;
};

/** An image, to anyone who has its id (logos and photos are public); a document's id is not an image. */
export async function getImage({ actor, input, db, storage }: GetImageOptions) {
  requirePermission(actor, 'read:image:any');
  const row = await fileRepo.findOfKind(db, input.id, 'image');
  if (!row) throw notFound('IMAGE_NOT_FOUND');
  const stored =
    input.variant === 'full' ? { key: row.storage_key, content_type: row.content_type } : row.variants[input.variant];
  const object = stored ? await storage.get(stored.key) : null;
  if (!stored || !object) throw notFound('IMAGE_NOT_FOUND');
  return { object, contentType: stored.content_type };
}
